/**
 * @generated SignedSource<<bd9367a4f43187c126b21b79a40a8f64>>
 * @relayHash 58c2283e0d71e3b331b9fe75827fdeb4
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 67a2e0139dde64c1cf438b2ca79e8eb310c8cb682b281a715a15e38d752b81bf

import { ConcreteRequest } from 'relay-runtime';
export type TestType = "CPI" | "CTR";
export type MyGamesPageCountsQuery$variables = {
  myGamesOnly?: boolean | null | undefined;
  term?: string | null | undefined;
  type: TestType;
};
export type MyGamesPageCountsQuery$data = {
  readonly myGamesCounts: {
    readonly archived: number;
    readonly finished: number;
    readonly inProgress: number;
    readonly inTesting: number;
    readonly isIterating: number;
    readonly pendingApproval: number;
  };
};
export type MyGamesPageCountsQuery = {
  response: MyGamesPageCountsQuery$data;
  variables: MyGamesPageCountsQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "myGamesOnly"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "term"
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
        "name": "myGamesOnly",
        "variableName": "myGamesOnly"
      },
      {
        "kind": "Variable",
        "name": "term",
        "variableName": "term"
      },
      {
        "kind": "Variable",
        "name": "type",
        "variableName": "type"
      }
    ],
    "concreteType": "MyGamesCounts",
    "kind": "LinkedField",
    "name": "myGamesCounts",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "inProgress",
        "storageKey": null
      },
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
        "name": "pendingApproval",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "inTesting",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "finished",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "archived",
        "storageKey": null
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
    "name": "MyGamesPageCountsQuery",
    "selections": (v3/*:: as any*/),
    "type": "Query",
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
    "name": "MyGamesPageCountsQuery",
    "selections": (v3/*:: as any*/)
  },
  "params": {
    "id": "67a2e0139dde64c1cf438b2ca79e8eb310c8cb682b281a715a15e38d752b81bf",
    "metadata": {},
    "name": "MyGamesPageCountsQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "aee1635228d908a4dbed67f7e16871cd";

export default node;
