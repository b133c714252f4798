/**
 * @generated SignedSource<<256ce003b25624f9a56b193403b6435f>>
 * @relayHash c7a8b3885bc0815a760766824159c835
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 1b8ad134e7fd0c461362849b83679f7e648a803f8e75545e6cc1b4c3c9cc226f

import { ConcreteRequest } from 'relay-runtime';
export type ResetPasswordPageMutation$variables = {
  confirmPassword: string;
  email: string;
  newPassword: string;
  resetToken: string;
};
export type ResetPasswordPageMutation$data = {
  readonly resetPassword: {
    readonly __typename: "ProviderError";
    readonly code: string;
    readonly message: string;
  } | {
    readonly __typename: "ResetPasswordPayload";
    readonly email: string;
  } | {
    // This will never be '%other', but we need some
    // value in case none of the concrete values match.
    readonly __typename: "%other";
  };
};
export type ResetPasswordPageMutation = {
  response: ResetPasswordPageMutation$data;
  variables: ResetPasswordPageMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "confirmPassword"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "email"
},
v2 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "newPassword"
},
v3 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "resetToken"
},
v4 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "confirmPassword",
        "variableName": "confirmPassword"
      },
      {
        "kind": "Variable",
        "name": "email",
        "variableName": "email"
      },
      {
        "kind": "Variable",
        "name": "newPassword",
        "variableName": "newPassword"
      },
      {
        "kind": "Variable",
        "name": "resetToken",
        "variableName": "resetToken"
      }
    ],
    "concreteType": null,
    "kind": "LinkedField",
    "name": "resetPassword",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "__typename",
        "storageKey": null
      },
      {
        "kind": "InlineFragment",
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "email",
            "storageKey": null
          }
        ],
        "type": "ResetPasswordPayload",
        "abstractKey": null
      },
      {
        "kind": "InlineFragment",
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "code",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "message",
            "storageKey": null
          }
        ],
        "type": "ProviderError",
        "abstractKey": null
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/),
      (v2/*:: as any*/),
      (v3/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "ResetPasswordPageMutation",
    "selections": (v4/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v1/*:: as any*/),
      (v3/*:: as any*/),
      (v2/*:: as any*/),
      (v0/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "ResetPasswordPageMutation",
    "selections": (v4/*:: as any*/)
  },
  "params": {
    "id": "1b8ad134e7fd0c461362849b83679f7e648a803f8e75545e6cc1b4c3c9cc226f",
    "metadata": {},
    "name": "ResetPasswordPageMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "82939e5a9154edf5053258498527ab31";

export default node;
