/**
 * @generated SignedSource<<972fe4b1940e25546ae3cc3d676a6831>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type BoardLayout_viewer$data = {
  readonly permissions: ReadonlyArray<string>;
  readonly " $fragmentSpreads": FragmentRefs<"AppHeader_viewer">;
  readonly " $fragmentType": "BoardLayout_viewer";
};
export type BoardLayout_viewer$key = {
  readonly " $data"?: BoardLayout_viewer$data;
  readonly " $fragmentSpreads": FragmentRefs<"BoardLayout_viewer">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "BoardLayout_viewer",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "permissions",
      "storageKey": null
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "AppHeader_viewer"
    }
  ],
  "type": "Viewer",
  "abstractKey": null
};

(node as any).hash = "dc088a9b5c1b0f0086906a5f748f461b";

export default node;
