/**
 * @generated SignedSource<<e8baae5f7fcabae50c14da453213f2d9>>
 * @relayHash 0a427e3f7e4d13ac017e3ad6547ff103
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 9efc441c81486af78f922d6b32fa69fd4980c634ce08a34aa760a9b8698107e1

import { ConcreteRequest } from 'relay-runtime';
export type knowledgeSharingRouteViewerQuery$variables = Record<PropertyKey, never>;
export type knowledgeSharingRouteViewerQuery$data = {
  readonly viewer: {
    readonly permissions: ReadonlyArray<string>;
  } | null | undefined;
};
export type knowledgeSharingRouteViewerQuery = {
  response: knowledgeSharingRouteViewerQuery$data;
  variables: knowledgeSharingRouteViewerQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "permissions",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "knowledgeSharingRouteViewerQuery",
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
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "knowledgeSharingRouteViewerQuery",
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
      }
    ]
  },
  "params": {
    "id": "9efc441c81486af78f922d6b32fa69fd4980c634ce08a34aa760a9b8698107e1",
    "metadata": {},
    "name": "knowledgeSharingRouteViewerQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "a4f03f9ca49817ee690a3027b7897c0f";

export default node;
