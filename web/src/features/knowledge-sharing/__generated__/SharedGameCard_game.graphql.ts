/**
 * @generated SignedSource<<91d84b7ffd746073b10bd81a8a736cc3>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type Platform = "ANDROID" | "IOS";
import { FragmentRefs } from "relay-runtime";
export type SharedGameCard_game$data = {
  readonly cpi: number | null | undefined;
  readonly ctr: number | null | undefined;
  readonly d1: number | null | undefined;
  readonly d7: number | null | undefined;
  readonly gameId: number;
  readonly iconUrl: string | null | undefined;
  readonly isCtr: boolean;
  readonly iterationCount: number;
  readonly name: string;
  readonly platform: Platform;
  readonly playtimeHumanReadable: string | null | undefined;
  readonly tags: ReadonlyArray<string>;
  readonly videoUrl: string | null | undefined;
  readonly " $fragmentSpreads": FragmentRefs<"SharedGamePin_game">;
  readonly " $fragmentType": "SharedGameCard_game";
};
export type SharedGameCard_game$key = {
  readonly " $data"?: SharedGameCard_game$data;
  readonly " $fragmentSpreads": FragmentRefs<"SharedGameCard_game">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "SharedGameCard_game",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "gameId",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "name",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "iconUrl",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "platform",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "iterationCount",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "tags",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "videoUrl",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "isCtr",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "cpi",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "ctr",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "d1",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "d7",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "playtimeHumanReadable",
      "storageKey": null
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "SharedGamePin_game"
    }
  ],
  "type": "SharedGame",
  "abstractKey": null
};

(node as any).hash = "9b421a2360d9deeb83d96cfc4cc88643";

export default node;
