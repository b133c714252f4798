/**
 * @generated SignedSource<<1f3a610aa037576f8b6f16481ed580aa>>
 * @relayHash ec0bdc2eaacd11d0d64f2ab847786d8d
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID ec597678ac1632600aab651c93e881c6d39b7a9135adf345ea0669461517df01

import { ConcreteRequest } from 'relay-runtime';
export type StudioOptionsSheetQuery$variables = Record<PropertyKey, never>;
export type StudioOptionsSheetQuery$data = {
  readonly adminStudios: ReadonlyArray<{
    readonly name: string;
    readonly studioId: number;
  }>;
};
export type StudioOptionsSheetQuery = {
  response: StudioOptionsSheetQuery$data;
  variables: StudioOptionsSheetQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "StudioAdminSummary",
    "kind": "LinkedField",
    "name": "adminStudios",
    "plural": true,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "studioId",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "name",
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
    "name": "StudioOptionsSheetQuery",
    "selections": (v0/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "StudioOptionsSheetQuery",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "id": "ec597678ac1632600aab651c93e881c6d39b7a9135adf345ea0669461517df01",
    "metadata": {},
    "name": "StudioOptionsSheetQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "52f799e76dce60e0971cf9915d04b588";

export default node;
