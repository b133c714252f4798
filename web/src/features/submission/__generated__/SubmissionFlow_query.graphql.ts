/**
 * @generated SignedSource<<c00b70f53c5a603911a9837f988c78a0>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type SubmissionFlow_query$data = {
  readonly " $fragmentSpreads": FragmentRefs<"CampaignStep_query" | "CategoriesStep_query" | "CreateStep_query">;
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
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "CampaignStep_query"
    }
  ],
  "type": "Query",
  "abstractKey": null
};

(node as any).hash = "3370ca1cae93fb681c1012d5df4d2d6d";

export default node;
