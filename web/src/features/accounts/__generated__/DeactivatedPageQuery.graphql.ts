/**
 * @generated SignedSource<<dbb34458ef9ce6a83c68ab40f5d72932>>
 * @relayHash 24f33cb5554a7c1beada1d686bf70075
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID d048793d0519959b0b06bf55220229b5375e79637c5eb81015ea7742746b31b9

import { ConcreteRequest } from 'relay-runtime';
export type DeactivatedPageQuery$variables = Record<PropertyKey, never>;
export type DeactivatedPageQuery$data = {
  readonly viewer: {
    readonly studios: ReadonlyArray<{
      readonly studioName: string;
    }>;
    readonly studiosDeactivated: boolean;
  } | null | undefined;
};
export type DeactivatedPageQuery = {
  response: DeactivatedPageQuery$data;
  variables: DeactivatedPageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "studiosDeactivated",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "concreteType": "StudioMembership",
  "kind": "LinkedField",
  "name": "studios",
  "plural": true,
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "studioName",
      "storageKey": null
    }
  ],
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "DeactivatedPageQuery",
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
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "DeactivatedPageQuery",
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
      }
    ]
  },
  "params": {
    "id": "d048793d0519959b0b06bf55220229b5375e79637c5eb81015ea7742746b31b9",
    "metadata": {},
    "name": "DeactivatedPageQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "231c3d76f8f59c19eea50d2d6559790b";

export default node;
