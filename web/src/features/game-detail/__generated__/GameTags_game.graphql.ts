/**
 * @generated SignedSource<<8fc55f48a85d548e47e1a11447e020c8>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type TagCategory = "MECHANIC" | "OTHER" | "THEME" | "TOY";
import { FragmentRefs } from "relay-runtime";
export type GameTags_game$data = {
  readonly disabled: boolean;
  readonly id: string;
  readonly permissions: ReadonlyArray<string>;
  readonly tags: ReadonlyArray<{
    readonly category: TagCategory;
    readonly label: string;
  }>;
  readonly " $fragmentType": "GameTags_game";
};
export type GameTags_game$key = {
  readonly " $data"?: GameTags_game$data;
  readonly " $fragmentSpreads": FragmentRefs<"GameTags_game">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "GameTags_game",
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
      "name": "permissions",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "disabled",
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
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "category",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Game",
  "abstractKey": null
};

(node as any).hash = "1a87c545b7f047c53540ff1a7e96b290";

export default node;
