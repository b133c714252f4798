/**
 * @generated SignedSource<<60b192b8ac4eeaab4aa0a3633f7fd4c3>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type SubmissionStep = "APPSTORE_SUBMISSION" | "CATEGORIES" | "CREATE" | "GAME_BUILDING" | "LINK_STORE" | "PLAYSTORE_SUBMISSION" | "REQUEST_TESTING" | "SDK_FACEBOOK" | "TINYSAUCE_PACKAGE" | "UPLOAD_ASSET";
import { FragmentRefs } from "relay-runtime";
export type SubmissionFlow_query$data = {
  readonly submissionWarnings: ReadonlyArray<{
    readonly content: string;
    readonly step: SubmissionStep;
  }>;
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
      "alias": null,
      "args": null,
      "concreteType": "SubmissionWarning",
      "kind": "LinkedField",
      "name": "submissionWarnings",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "step",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "content",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
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

(node as any).hash = "c149639227c5a0387fd9a933ac059000";

export default node;
