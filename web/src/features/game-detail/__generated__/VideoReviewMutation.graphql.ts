/**
 * @generated SignedSource<<5705ede77088fa24ef894fcd93cca916>>
 * @relayHash 9f65d8d1b7fb02b0727c00b862f0a69a
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID a71ba1ea36f95ef79b0af44842ff749992f91a79fe24e1c5ca6b371dd6ba7a05

import { ConcreteRequest } from 'relay-runtime';
export type VideoReviewStatus = "ACCEPTED" | "PENDING" | "REJECTED";
export type VideoReviewMutation$variables = {
  decision: VideoReviewStatus;
  reason?: string | null | undefined;
  videoId: string;
};
export type VideoReviewMutation$data = {
  readonly reviewSubmissionVideo: {
    readonly __typename: "ProviderError";
    readonly message: string;
  } | {
    readonly __typename: "SubmissionVideo";
    readonly id: string;
    readonly review: VideoReviewStatus;
    readonly reviewReason: string | null | undefined;
  } | {
    // This will never be '%other', but we need some
    // value in case none of the concrete values match.
    readonly __typename: "%other";
  };
};
export type VideoReviewMutation = {
  response: VideoReviewMutation$data;
  variables: VideoReviewMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "decision"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "reason"
},
v2 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "videoId"
},
v3 = [
  {
    "kind": "Variable",
    "name": "decision",
    "variableName": "decision"
  },
  {
    "kind": "Variable",
    "name": "reason",
    "variableName": "reason"
  },
  {
    "kind": "Variable",
    "name": "videoId",
    "variableName": "videoId"
  }
],
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "__typename",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v6 = {
  "kind": "InlineFragment",
  "selections": [
    (v5/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "review",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "reviewReason",
      "storageKey": null
    }
  ],
  "type": "SubmissionVideo",
  "abstractKey": null
},
v7 = {
  "kind": "InlineFragment",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "message",
      "storageKey": null
    }
  ],
  "type": "ProviderError",
  "abstractKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/),
      (v2/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "VideoReviewMutation",
    "selections": [
      {
        "alias": null,
        "args": (v3/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "reviewSubmissionVideo",
        "plural": false,
        "selections": [
          (v4/*:: as any*/),
          (v6/*:: as any*/),
          (v7/*:: as any*/)
        ],
        "storageKey": null
      }
    ],
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v2/*:: as any*/),
      (v0/*:: as any*/),
      (v1/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "VideoReviewMutation",
    "selections": [
      {
        "alias": null,
        "args": (v3/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "reviewSubmissionVideo",
        "plural": false,
        "selections": [
          (v4/*:: as any*/),
          (v6/*:: as any*/),
          (v7/*:: as any*/),
          {
            "kind": "InlineFragment",
            "selections": [
              (v5/*:: as any*/)
            ],
            "type": "Node",
            "abstractKey": "__isNode"
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "a71ba1ea36f95ef79b0af44842ff749992f91a79fe24e1c5ca6b371dd6ba7a05",
    "metadata": {},
    "name": "VideoReviewMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "42b3ff349e4a346d6f09fbfbd98ce6eb";

export default node;
