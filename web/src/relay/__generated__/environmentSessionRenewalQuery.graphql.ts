/**
 * @generated SignedSource<<a6924459b33a107e93c506b87c68321e>>
 * @relayHash f8a8f55acda25190f8a531289ea12cb1
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID a68cb4395600e482493332fd2530036e6f67a1af9dda9fa5dfc645f500a7bbf9

import { ConcreteRequest } from 'relay-runtime';
export type environmentSessionRenewalQuery$variables = Record<PropertyKey, never>;
export type environmentSessionRenewalQuery$data = {
  readonly viewer: {
    readonly id: string;
  } | null | undefined;
};
export type environmentSessionRenewalQuery = {
  response: environmentSessionRenewalQuery$data;
  variables: environmentSessionRenewalQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "Viewer",
    "kind": "LinkedField",
    "name": "viewer",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "id",
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
    "name": "environmentSessionRenewalQuery",
    "selections": (v0/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "environmentSessionRenewalQuery",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "id": "a68cb4395600e482493332fd2530036e6f67a1af9dda9fa5dfc645f500a7bbf9",
    "metadata": {},
    "name": "environmentSessionRenewalQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "82ec841ed01ad9ad96379cf9d3ee0c1d";

export default node;
