/**
 * @generated SignedSource<<df8e1127aa26a70fe9364370c8f2da1b>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type GameStatus = "ARCHIVED" | "FINISHED" | "IN_TESTING" | "PENDING_REVIEW" | "PENDING_SDK_INTEGRATION" | "PENDING_TESTING";
export type OperationStatus = "ERROR" | "PENDING" | "REJECTED" | "RUNNING" | "SUCCESS";
export type TestStudioCampaignInput = {
  facebookCampaignId: string;
  gameId: string;
};
export type actionMutationsTestStudioCampaignMutation$variables = {
  input: TestStudioCampaignInput;
};
export type actionMutationsTestStudioCampaignMutation$data = {
  readonly result: {
    readonly __typename: "GameActionPayload";
    readonly game: {
      readonly disabled: boolean;
      readonly id: string;
      readonly isIterating: boolean;
      readonly status: GameStatus;
    };
    readonly operation: {
      readonly message: string;
      readonly operationId: string;
      readonly status: OperationStatus;
    };
  } | {
    readonly __typename: "ProviderError";
    readonly fieldErrors: ReadonlyArray<{
      readonly message: string;
      readonly path: string | null | undefined;
    }>;
    readonly link: string | null | undefined;
    readonly message: string;
  } | {
    // This will never be '%other', but we need some
    // value in case none of the concrete values match.
    readonly __typename: "%other";
  };
};
export type actionMutationsTestStudioCampaignMutation = {
  response: actionMutationsTestStudioCampaignMutation$data;
  variables: actionMutationsTestStudioCampaignMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "input"
  }
],
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "status",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "message",
  "storageKey": null
},
v3 = [
  {
    "alias": "result",
    "args": [
      {
        "kind": "Variable",
        "name": "input",
        "variableName": "input"
      }
    ],
    "concreteType": null,
    "kind": "LinkedField",
    "name": "testStudioCampaign",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "__typename",
        "storageKey": null
      },
      {
        "kind": "InlineFragment",
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "Game",
            "kind": "LinkedField",
            "name": "game",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "id",
                "storageKey": null
              },
              (v1/*:: as any*/),
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
                "name": "disabled",
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "Operation",
            "kind": "LinkedField",
            "name": "operation",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "operationId",
                "storageKey": null
              },
              (v1/*:: as any*/),
              (v2/*:: as any*/)
            ],
            "storageKey": null
          }
        ],
        "type": "GameActionPayload",
        "abstractKey": null
      },
      {
        "kind": "InlineFragment",
        "selections": [
          (v2/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "link",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "FieldError",
            "kind": "LinkedField",
            "name": "fieldErrors",
            "plural": true,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "path",
                "storageKey": null
              },
              (v2/*:: as any*/)
            ],
            "storageKey": null
          }
        ],
        "type": "ProviderError",
        "abstractKey": null
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "actionMutationsTestStudioCampaignMutation",
    "selections": (v3/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "actionMutationsTestStudioCampaignMutation",
    "selections": (v3/*:: as any*/)
  },
  "params": {
    "cacheID": "2ac99e57e8ae099991e11e7e456cb5b5",
    "id": null,
    "metadata": {},
    "name": "actionMutationsTestStudioCampaignMutation",
    "operationKind": "mutation",
    "text": "mutation actionMutationsTestStudioCampaignMutation(\n  $input: TestStudioCampaignInput!\n) {\n  result: testStudioCampaign(input: $input) {\n    __typename\n    ... on GameActionPayload {\n      game {\n        id\n        status\n        isIterating\n        disabled\n      }\n      operation {\n        operationId\n        status\n        message\n      }\n    }\n    ... on ProviderError {\n      message\n      link\n      fieldErrors {\n        path\n        message\n      }\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "b6def4ca798e3512a4e41e2df7d2f87f";

export default node;
