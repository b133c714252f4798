/**
 * @generated SignedSource<<380f18e487e02490e2aec4721cc0461a>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type TagCategory = "MECHANIC" | "OTHER" | "THEME" | "TOY";
import { FragmentRefs } from "relay-runtime";
export type CategoriesStep_game$data = {
  readonly gameId: number;
  readonly genres: ReadonlyArray<{
    readonly category: string;
    readonly genreId: number;
  }>;
  readonly id: string;
  readonly isIterating: boolean;
  readonly permissions: ReadonlyArray<string>;
  readonly tags: ReadonlyArray<{
    readonly category: TagCategory;
    readonly label: string;
  }>;
  readonly " $fragmentSpreads": FragmentRefs<"GameTags_game">;
  readonly " $fragmentType": "CategoriesStep_game";
};
export type CategoriesStep_game$key = {
  readonly " $data"?: CategoriesStep_game$data;
  readonly " $fragmentSpreads": FragmentRefs<"CategoriesStep_game">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "category",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "CategoriesStep_game",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "id",
      "storageKey": null
    },
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
      "name": "isIterating",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "permissions",
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
        (v0/*:: as any*/)
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Tag",
      "kind": "LinkedField",
      "name": "tags",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "label",
          "storageKey": null
        },
        (v0/*:: as any*/)
      ],
      "storageKey": null
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "GameTags_game"
    }
  ],
  "type": "Game",
  "abstractKey": null
};
})();

(node as any).hash = "5b3ab3b7f30181143a516b89f8c1c245";

export default node;
