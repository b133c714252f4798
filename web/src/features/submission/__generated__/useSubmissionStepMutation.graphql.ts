/**
 * @generated SignedSource<<7b32676683da4e20265a52b8cdc88c35>>
 * @relayHash 5aa19c17c41805fc211cc3cf76d18130
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 68ceafc7ab963e01696c6430aa33b20ff5243c58bf271914b8a4d482fabc2b53

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
      readonly missing: ReadonlyArray<{
        readonly field: string;
        readonly message: string;
      }>;
      readonly number: number;
      readonly state: StepState;
      readonly step: SubmissionStep;
      readonly title: string;
    }>;
    readonly substatus: string | null | undefined;
  } | {
    readonly __typename: "ProviderError";
    readonly fieldErrors: ReadonlyArray<{
      readonly message: string;
      readonly stepTitle: string | null | undefined;
    }>;
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
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "message",
  "storageKey": null
},
v7 = {
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
          "name": "title",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "number",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "state",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "MissingRequirement",
          "kind": "LinkedField",
          "name": "missing",
          "plural": true,
          "selections": [
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "field",
              "storageKey": null
            },
            (v6/*:: as any*/)
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Game",
  "abstractKey": null
},
v8 = {
  "kind": "InlineFragment",
  "selections": [
    (v6/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "concreteType": "FieldError",
      "kind": "LinkedField",
      "name": "fieldErrors",
      "plural": true,
      "selections": [
        (v6/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "stepTitle",
          "storageKey": null
        }
      ],
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
          (v7/*:: as any*/),
          (v8/*:: as any*/)
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
          (v7/*:: as any*/),
          (v8/*:: as any*/),
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
    "id": "68ceafc7ab963e01696c6430aa33b20ff5243c58bf271914b8a4d482fabc2b53",
    "metadata": {},
    "name": "useSubmissionStepMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "ceb39c4161edc25ec609b90117184723";

export default node;
