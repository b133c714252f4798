/**
 * @generated SignedSource<<6fd3ec7628cd1eb8404d0b5b170c259e>>
 * @relayHash 1749f4eeae3e00934308206a175ef423
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 1abc9b40b9785aba8e7433d9d194e5bb500318895d9d32e8bff55b65e75d7809

import { ConcreteRequest } from 'relay-runtime';
export type MaintenancePageStatusQuery$variables = Record<PropertyKey, never>;
export type MaintenancePageStatusQuery$data = {
  readonly serviceStatus: {
    readonly available: boolean;
    readonly maintenance: boolean;
  };
};
export type MaintenancePageStatusQuery = {
  response: MaintenancePageStatusQuery$data;
  variables: MaintenancePageStatusQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "ServiceStatus",
    "kind": "LinkedField",
    "name": "serviceStatus",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "available",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "maintenance",
        "storageKey": null
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "MaintenancePageStatusQuery",
    "selections": (v0/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "MaintenancePageStatusQuery",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "id": "1abc9b40b9785aba8e7433d9d194e5bb500318895d9d32e8bff55b65e75d7809",
    "metadata": {},
    "name": "MaintenancePageStatusQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "10432d42bb5a2d66c492f6ad0d8864df";

export default node;
