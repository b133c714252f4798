/**
 * @generated SignedSource<<36f48a754c60283b23b6de9696da9da8>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type TagCategory = "MECHANIC" | "OTHER" | "THEME" | "TOY";
import { FragmentRefs } from "relay-runtime";
export type CategoriesStep_game$data = {
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

(node as any).hash = "c31c7878e5a95e193e3b6a013fbfb38d";

export default node;
