/**
 * @generated SignedSource<<f828d92514d362552d30fb998a566932>>
 * @relayHash ef68a48f1652d2d0e7e47212dd38d5b0
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 71e8bae84ca70371992925d5fa5c55a90d4da8bfce8237791944e3466cc8d59c

import { ConcreteRequest } from 'relay-runtime';
export type IntegrationStepSdkQuery$variables = Record<PropertyKey, never>;
export type IntegrationStepSdkQuery$data = {
  readonly sdkPackage: {
    readonly installUrl: string;
    readonly name: string;
    readonly version: string;
  } | null | undefined;
};
export type IntegrationStepSdkQuery = {
  response: IntegrationStepSdkQuery$data;
  variables: IntegrationStepSdkQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "SdkPackage",
    "kind": "LinkedField",
    "name": "sdkPackage",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "name",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "version",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "installUrl",
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
    "name": "IntegrationStepSdkQuery",
    "selections": (v0/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "IntegrationStepSdkQuery",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "id": "71e8bae84ca70371992925d5fa5c55a90d4da8bfce8237791944e3466cc8d59c",
    "metadata": {},
    "name": "IntegrationStepSdkQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "d466fd384f5e5104de8ea9277e41f2ee";

export default node;
