/**
 * @generated SignedSource<<48d390d90ce7b7fa7640ebca8ebcad21>>
 * @relayHash 87bce11b0d5f704db4433b2252e3486c
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 7fe17cb9770bbb8e359e2b702cfa3cbd4866b762b5f008f6f649132f3974c41e

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
    "id": "7fe17cb9770bbb8e359e2b702cfa3cbd4866b762b5f008f6f649132f3974c41e",
    "metadata": {},
    "name": "GamePanelOperationsSubscription",
    "operationKind": "subscription",
    "text": null
  }
};
})();

(node as any).hash = "5ef98cda2a11bb049f92d24a46cb6356";

export default node;
