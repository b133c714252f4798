/**
 * @generated SignedSource<<3dbba14b4d29d343857874d580b2b1cd>>
 * @relayHash 5fb08879f9d1e4dce306972d3b4355cb
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID b156326ce6e82fdd3d982c76f68d196664926c761718bfa80023d0b8e9a6ef6f

import { ConcreteRequest } from 'relay-runtime';
export type HijackPageImpersonateMutation$variables = {
  userId: number;
};
export type HijackPageImpersonateMutation$data = {
  readonly impersonate: {
    readonly __typename: "ImpersonationPayload";
    readonly viewer: {
      readonly id: string;
    };
  } | {
    readonly __typename: "ProviderError";
    readonly code: string;
    readonly message: string;
  } | {
    // This will never be '%other', but we need some
    // value in case none of the concrete values match.
    readonly __typename: "%other";
  };
};
export type HijackPageImpersonateMutation = {
  response: HijackPageImpersonateMutation$data;
  variables: HijackPageImpersonateMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "userId"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "userId",
        "variableName": "userId"
      }
    ],
    "concreteType": null,
    "kind": "LinkedField",
    "name": "impersonate",
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
        "type": "ImpersonationPayload",
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
    "name": "HijackPageImpersonateMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "HijackPageImpersonateMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "b156326ce6e82fdd3d982c76f68d196664926c761718bfa80023d0b8e9a6ef6f",
    "metadata": {},
    "name": "HijackPageImpersonateMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "6e1ee3233467f35861528706af3ad122";

export default node;
