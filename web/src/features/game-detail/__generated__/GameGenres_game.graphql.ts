/**
 * @generated SignedSource<<a3a4c37d71cbcddb2178aadbffd580f3>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type GameGenres_game$data = {
  readonly genres: ReadonlyArray<{
    readonly category: string;
    readonly genreId: number;
    readonly label: string;
  }>;
  readonly " $fragmentType": "GameGenres_game";
};
export type GameGenres_game$key = {
  readonly " $data"?: GameGenres_game$data;
  readonly " $fragmentSpreads": FragmentRefs<"GameGenres_game">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "GameGenres_game",
  "selections": [
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
          "name": "category",
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

(node as any).hash = "e17578d2b9293a2f58dcb11a1c59aac8";

export default node;
