/**
 * @generated SignedSource<<41ceff789683d83c6f0fc9c6d86e182b>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

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
    "cacheID": "5fb08879f9d1e4dce306972d3b4355cb",
    "id": null,
    "metadata": {},
    "name": "HijackPageImpersonateMutation",
    "operationKind": "mutation",
    "text": "mutation HijackPageImpersonateMutation(\n  $userId: Int!\n) {\n  impersonate(userId: $userId) {\n    __typename\n    ... on ImpersonationPayload {\n      viewer {\n        id\n      }\n    }\n    ... on ProviderError {\n      code\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "6e1ee3233467f35861528706af3ad122";

export default node;
