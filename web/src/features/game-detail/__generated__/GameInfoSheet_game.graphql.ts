/**
 * @generated SignedSource<<1cc14a1acd71fa7adfb6a416a3bbc03f>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type Platform = "ANDROID" | "IOS";
import { FragmentRefs } from "relay-runtime";
export type GameInfoSheet_game$data = {
  readonly genres: ReadonlyArray<{
    readonly genreId: number;
    readonly label: string;
  }>;
  readonly isManagedByProvider: boolean;
  readonly platform: Platform;
  readonly storeUrl: string | null | undefined;
  readonly " $fragmentType": "GameInfoSheet_game";
};
export type GameInfoSheet_game$key = {
  readonly " $data"?: GameInfoSheet_game$data;
  readonly " $fragmentSpreads": FragmentRefs<"GameInfoSheet_game">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "GameInfoSheet_game",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "isManagedByProvider",
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
      "name": "storeUrl",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Genre",
      "kind": "LinkedField",
      "name": "genres",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "genreId",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "label",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Game",
  "abstractKey": null
};

(node as any).hash = "73159f93091806752dc22e62d7153ae2";

export default node;
