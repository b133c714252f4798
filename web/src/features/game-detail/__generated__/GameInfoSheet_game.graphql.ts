/**
 * @generated SignedSource<<77076cc4e9c833d28ef22049cc8564b5>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type Platform = "ANDROID" | "IOS";
import { FragmentRefs } from "relay-runtime";
export type GameInfoSheet_game$data = {
  readonly facebookUrl: string | null | undefined;
  readonly gameAnalyticsUrl: string | null | undefined;
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
      "kind": "ScalarField",
      "name": "gameAnalyticsUrl",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "facebookUrl",
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

(node as any).hash = "e019280c70936ecf075e0db0ed3dbbca";

export default node;
