/**
 * @generated SignedSource<<533dcfd4512fd9bb36ea53905822afae>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type OperationStatus = "ERROR" | "PENDING" | "REJECTED" | "RUNNING" | "SUCCESS";
export type GamePanelOperationsSubscription$variables = {
  gameIds?: ReadonlyArray<string> | null | undefined;
};
export type GamePanelOperationsSubscription$data = {
  readonly gameOperations: {
    readonly operationId: string;
    readonly status: OperationStatus;
  };
};
export type GamePanelOperationsSubscription = {
  response: GamePanelOperationsSubscription$data;
  variables: GamePanelOperationsSubscription$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "gameIds"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "gameIds",
        "variableName": "gameIds"
      }
    ],
    "concreteType": "Operation",
    "kind": "LinkedField",
    "name": "gameOperations",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "operationId",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "status",
        "storageKey": null
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
    "name": "GamePanelOperationsSubscription",
    "selections": (v1/*:: as any*/),
    "type": "Subscription",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "GamePanelOperationsSubscription",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "87bce11b0d5f704db4433b2252e3486c",
    "id": null,
    "metadata": {},
    "name": "GamePanelOperationsSubscription",
    "operationKind": "subscription",
    "text": "subscription GamePanelOperationsSubscription(\n  $gameIds: [ID!]\n) {\n  gameOperations(gameIds: $gameIds) {\n    operationId\n    status\n  }\n}\n"
  }
};
})();

(node as any).hash = "5ef98cda2a11bb049f92d24a46cb6356";

export default node;
