/**
 * @generated SignedSource<<dffdaaa06788a6c16ddc7bd3f973002f>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type SubmissionFlow_query$data = {
  readonly " $fragmentSpreads": FragmentRefs<"CategoriesStep_query" | "CreateStep_query">;
  readonly " $fragmentType": "SubmissionFlow_query";
};
export type SubmissionFlow_query$key = {
  readonly " $data"?: SubmissionFlow_query$data;
  readonly " $fragmentSpreads": FragmentRefs<"SubmissionFlow_query">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "SubmissionFlow_query",
  "selections": [
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "CreateStep_query"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "CategoriesStep_query"
    }
  ],
  "type": "Query",
  "abstractKey": null
};

(node as any).hash = "719691014c59151036c3f3b0c2710d29";

export default node;
