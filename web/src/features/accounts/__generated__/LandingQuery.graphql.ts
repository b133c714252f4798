/**
 * @generated SignedSource<<49e051bac641a58b144ae2d8d05ebb2a>>
 * @relayHash 9d0d170769a1639bd8b4107544092a8b
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 1aa91a160c90837f71fb0c2def3ba88364e707e315626947d68bb68e9d2757a9

import { ConcreteRequest } from 'relay-runtime';
export type LandingQuery$variables = Record<PropertyKey, never>;
export type LandingQuery$data = {
  readonly learningPlatformLink: string | null | undefined;
  readonly viewer: {
    readonly permissions: ReadonlyArray<string>;
    readonly studiosDeactivated: boolean;
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
  "name": "studiosDeactivated",
  "storageKey": null
},
v2 = {
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
          (v0/*:: as any*/),
          (v1/*:: as any*/)
        ],
        "storageKey": null
      },
      (v2/*:: as any*/)
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
          (v1/*:: as any*/),
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
      (v2/*:: as any*/)
    ]
  },
  "params": {
    "id": "1aa91a160c90837f71fb0c2def3ba88364e707e315626947d68bb68e9d2757a9",
    "metadata": {},
    "name": "LandingQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "b4b2568477a67db62394602639446bd7";

export default node;
