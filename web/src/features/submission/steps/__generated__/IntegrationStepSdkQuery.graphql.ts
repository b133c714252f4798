/**
 * @generated SignedSource<<a594e98579e1621dcf07c02c0b7915a9>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

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
    "cacheID": "ef68a48f1652d2d0e7e47212dd38d5b0",
    "id": null,
    "metadata": {},
    "name": "IntegrationStepSdkQuery",
    "operationKind": "query",
    "text": "query IntegrationStepSdkQuery {\n  sdkPackage {\n    name\n    version\n    installUrl\n  }\n}\n"
  }
};
})();

(node as any).hash = "d466fd384f5e5104de8ea9277e41f2ee";

export default node;
