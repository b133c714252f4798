/**
 * @generated SignedSource<<27ab42e82d67719c823aeaab84a9e911>>
 * @relayHash 86ee0f840fa535be99798a8445aa8c6e
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 1192318913aa961cd6b21e3c93fe5be40907790b3e2219436627ecc8f1e73099

import { ConcreteRequest } from 'relay-runtime';
export type LandingQuery$variables = Record<PropertyKey, never>;
export type LandingQuery$data = {
  readonly learningPlatformLink: string | null | undefined;
  readonly viewer: {
    readonly permissions: ReadonlyArray<string>;
  } | null | undefined;
};
export type LandingQuery = {
  response: LandingQuery$data;
  variables: LandingQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "permissions",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "learningPlatformLink",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "LandingQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Viewer",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
          (v0/*:: as any*/)
        ],
        "storageKey": null
      },
      (v1/*:: as any*/)
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "LandingQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Viewer",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
          (v0/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "id",
            "storageKey": null
          }
        ],
        "storageKey": null
      },
      (v1/*:: as any*/)
    ]
  },
  "params": {
    "id": "1192318913aa961cd6b21e3c93fe5be40907790b3e2219436627ecc8f1e73099",
    "metadata": {},
    "name": "LandingQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "9d91ee9416a5092df6a030518595f93c";

export default node;
