/**
 * @generated SignedSource<<4b9536812fd2c82b1baf1ac428a2296f>>
 * @relayHash 139ef9680fbf8ef57da202689a5105ae
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 35f8d57ffaf6bc9a0bbbc5806adbd39d75569f1a3c8f3b5959a6f895910fffc8

import { ConcreteRequest } from 'relay-runtime';
export type MyGamesTab = "ARCHIVED" | "FINISHED" | "IN_PROGRESS" | "IN_TESTING" | "IS_ITERATING" | "PENDING_APPROVAL";
export type TestType = "CPI" | "CTR";
export type MyGamesSortMutation$variables = {
  option: string;
  tab: MyGamesTab;
  type: TestType;
};
export type MyGamesSortMutation$data = {
  readonly setMyGamesSort: {
    readonly __typename: "BoardSortChoice";
    readonly option: string;
  } | {
    readonly __typename: "ProviderError";
    readonly message: string;
  } | {
    // This will never be '%other', but we need some
    // value in case none of the concrete values match.
    readonly __typename: "%other";
  };
};
export type MyGamesSortMutation = {
  response: MyGamesSortMutation$data;
  variables: MyGamesSortMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "option"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "tab"
},
v2 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "type"
},
v3 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "option",
        "variableName": "option"
      },
      {
        "kind": "Variable",
        "name": "tab",
        "variableName": "tab"
      },
      {
        "kind": "Variable",
        "name": "type",
        "variableName": "type"
      }
    ],
    "concreteType": null,
    "kind": "LinkedField",
    "name": "setMyGamesSort",
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
            "kind": "ScalarField",
            "name": "option",
            "storageKey": null
          }
        ],
        "type": "BoardSortChoice",
        "abstractKey": null
      },
      {
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
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/),
      (v2/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "MyGamesSortMutation",
    "selections": (v3/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v1/*:: as any*/),
      (v2/*:: as any*/),
      (v0/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "MyGamesSortMutation",
    "selections": (v3/*:: as any*/)
  },
  "params": {
    "id": "35f8d57ffaf6bc9a0bbbc5806adbd39d75569f1a3c8f3b5959a6f895910fffc8",
    "metadata": {},
    "name": "MyGamesSortMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "a2227b2e545cca2b349d22413c79ba60";

export default node;
