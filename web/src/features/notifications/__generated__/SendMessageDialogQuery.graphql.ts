/**
 * @generated SignedSource<<0472395517c380872fc726219a2d8c33>>
 * @relayHash ba980892bde6857c157d92a635e41927
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID de206ae28837ae40b161f5cd8f2f82a250c67ed40ca10a35bf0dfe6daab95d03

import { ConcreteRequest } from 'relay-runtime';
export type SendMessageDialogQuery$variables = Record<PropertyKey, never>;
export type SendMessageDialogQuery$data = {
  readonly codifications: {
    readonly publishingManagers: ReadonlyArray<{
      readonly label: string;
      readonly value: number;
    }>;
  };
};
export type SendMessageDialogQuery = {
  response: SendMessageDialogQuery$data;
  variables: SendMessageDialogQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "Codifications",
    "kind": "LinkedField",
    "name": "codifications",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "PersonOption",
        "kind": "LinkedField",
        "name": "publishingManagers",
        "plural": true,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "value",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "label",
            "storageKey": null
          }
        ],
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
    "name": "SendMessageDialogQuery",
    "selections": (v0/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "SendMessageDialogQuery",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "id": "de206ae28837ae40b161f5cd8f2f82a250c67ed40ca10a35bf0dfe6daab95d03",
    "metadata": {},
    "name": "SendMessageDialogQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "401cc837f8533eb3f58219e9f38ebe47";

export default node;
