/**
 * @generated SignedSource<<2f00093168d83871a63b6da0e93321de>>
 * @relayHash 0653a844b058c65ffaa1118355a4d4e3
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 36e9454a366b56cfa3cf140fba3596e2a2d2de41e26de1293fef22d3739d7bee

import { ConcreteRequest } from 'relay-runtime';
export type StepState = "CURRENT" | "DISABLED" | "DONE";
export type SubmissionStep = "APPSTORE_SUBMISSION" | "CATEGORIES" | "CREATE" | "GAME_BUILDING" | "LINK_STORE" | "PLAYSTORE_SUBMISSION" | "REQUEST_TESTING" | "SDK_FACEBOOK" | "TINYSAUCE_PACKAGE" | "UPLOAD_ASSET";
export type useSubmissionStepMutation$variables = {
  current: SubmissionStep;
  done?: SubmissionStep | null | undefined;
  gameId: string;
};
export type useSubmissionStepMutation$data = {
  readonly setSubmissionStep: {
    readonly __typename: "Game";
    readonly id: string;
    readonly submissionSteps: ReadonlyArray<{
      readonly state: StepState;
      readonly step: SubmissionStep;
    }>;
    readonly substatus: string | null | undefined;
  } | {
    readonly __typename: "ProviderError";
    readonly message: string;
  } | {
    // This will never be '%other', but we need some
    // value in case none of the concrete values match.
    readonly __typename: "%other";
  };
};
export type useSubmissionStepMutation = {
  response: useSubmissionStepMutation$data;
  variables: useSubmissionStepMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "current"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "done"
},
v2 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "gameId"
},
v3 = [
  {
    "kind": "Variable",
    "name": "current",
    "variableName": "current"
  },
  {
    "kind": "Variable",
    "name": "done",
    "variableName": "done"
  },
  {
    "kind": "Variable",
    "name": "gameId",
    "variableName": "gameId"
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
      "name": "substatus",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "SubmissionStepStatus",
      "kind": "LinkedField",
      "name": "submissionSteps",
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
          "name": "state",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Game",
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
    "name": "useSubmissionStepMutation",
    "selections": [
      {
        "alias": null,
        "args": (v3/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "setSubmissionStep",
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
      (v1/*:: as any*/),
      (v0/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "useSubmissionStepMutation",
    "selections": [
      {
        "alias": null,
        "args": (v3/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "setSubmissionStep",
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
    "id": "36e9454a366b56cfa3cf140fba3596e2a2d2de41e26de1293fef22d3739d7bee",
    "metadata": {},
    "name": "useSubmissionStepMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "503508bf1d873cc4414619a3b9d4c192";

export default node;
