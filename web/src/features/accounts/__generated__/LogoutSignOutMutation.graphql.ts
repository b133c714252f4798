/**
 * @generated SignedSource<<6746d8ec79b768c0f4ca546cc1cef7ed>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type LogoutSignOutMutation$variables = Record<PropertyKey, never>;
export type LogoutSignOutMutation$data = {
  readonly signOut: {
    readonly viewer: {
      readonly id: string;
    } | null | undefined;
  };
};
export type LogoutSignOutMutation = {
  response: LogoutSignOutMutation$data;
  variables: LogoutSignOutMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "SignOutPayload",
    "kind": "LinkedField",
    "name": "signOut",
    "plural": false,
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
            "kind": "ScalarField",
            "name": "id",
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
    "name": "LogoutSignOutMutation",
    "selections": (v0/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "LogoutSignOutMutation",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "cacheID": "e417b9a78c6e2a3140b5d6f59ff359a0",
    "id": null,
    "metadata": {},
    "name": "LogoutSignOutMutation",
    "operationKind": "mutation",
    "text": "mutation LogoutSignOutMutation {\n  signOut {\n    viewer {\n      id\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "49a3fb549a6244a0d1f635351c4fdb61";

export default node;
