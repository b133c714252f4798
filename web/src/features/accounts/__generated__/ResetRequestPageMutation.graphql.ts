/**
 * @generated SignedSource<<43ae439bd45b40e469efc4537838b510>>
 * @relayHash 872c6255a85b84eb7f559e6681b49933
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 53d8f41c25bea75ed0396a59362ce291e902e0aed8569b7f742f566ec29d6eb5

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
    "id": "53d8f41c25bea75ed0396a59362ce291e902e0aed8569b7f742f566ec29d6eb5",
    "metadata": {},
    "name": "ResetRequestPageMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "c4130a7e81a86f14ae01588c03570bfb";

export default node;
