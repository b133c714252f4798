/**
 * @generated SignedSource<<752ad17e420070cf3908c8a01b0d76fb>>
 * @relayHash 540372afa75e41fb6ff134a29ef8aace
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 7bf776d0b7828ab0abf8f9cb05baae30832f7a4d94ec72cffb58dd307cbb2c86

import { ConcreteRequest } from 'relay-runtime';
export type HijackPageQuery$variables = Record<PropertyKey, never>;
export type HijackPageQuery$data = {
  readonly viewer: {
    readonly user: {
      readonly userId: number;
    };
  } | null | undefined;
};
export type HijackPageQuery = {
  response: HijackPageQuery$data;
  variables: HijackPageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "userId",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "HijackPageQuery",
    "selections": [
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
            "concreteType": "User",
            "kind": "LinkedField",
            "name": "user",
            "plural": false,
            "selections": [
              (v0/*:: as any*/)
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "HijackPageQuery",
    "selections": [
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
            "concreteType": "User",
            "kind": "LinkedField",
            "name": "user",
            "plural": false,
            "selections": [
              (v0/*:: as any*/),
              (v1/*:: as any*/)
            ],
            "storageKey": null
          },
          (v1/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "7bf776d0b7828ab0abf8f9cb05baae30832f7a4d94ec72cffb58dd307cbb2c86",
    "metadata": {},
    "name": "HijackPageQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "e132a1edd227ccdf40f4f4e2f49bba07";

export default node;
