/**
 * @generated SignedSource<<e487e323b612b00c3c62116ea0123741>>
 * @relayHash e417b9a78c6e2a3140b5d6f59ff359a0
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID f5b51cc32abdc7829cd2788994131dcda9b2b4800a081aae57f3ff2b58d744b9

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
    "id": "f5b51cc32abdc7829cd2788994131dcda9b2b4800a081aae57f3ff2b58d744b9",
    "metadata": {},
    "name": "LogoutSignOutMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "49a3fb549a6244a0d1f635351c4fdb61";

export default node;
