/**
 * @generated SignedSource<<a69b670f3f75df5c2c91aef7ca7909af>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type ResetRequestPageMutation$variables = {
  email: string;
};
export type ResetRequestPageMutation$data = {
  readonly requestPasswordReset: {
    readonly __typename: "ProviderError";
    readonly code: string;
    readonly message: string;
  } | {
    readonly __typename: "RequestPasswordResetPayload";
    readonly email: string;
  } | {
    // This will never be '%other', but we need some
    // value in case none of the concrete values match.
    readonly __typename: "%other";
  };
};
export type ResetRequestPageMutation = {
  response: ResetRequestPageMutation$data;
  variables: ResetRequestPageMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "email"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "email",
        "variableName": "email"
      }
    ],
    "concreteType": null,
    "kind": "LinkedField",
    "name": "requestPasswordReset",
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
        "type": "RequestPasswordResetPayload",
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
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "ResetRequestPageMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "ResetRequestPageMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "872c6255a85b84eb7f559e6681b49933",
    "id": null,
    "metadata": {},
    "name": "ResetRequestPageMutation",
    "operationKind": "mutation",
    "text": "mutation ResetRequestPageMutation(\n  $email: String!\n) {\n  requestPasswordReset(email: $email) {\n    __typename\n    ... on RequestPasswordResetPayload {\n      email\n    }\n    ... on ProviderError {\n      code\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "c4130a7e81a86f14ae01588c03570bfb";

export default node;
