/**
 * @generated SignedSource<<d5c36db1c73565acfbace50e7211a688>>
 * @relayHash 266d1b2bbf7f00ab8beed7a7e710abe0
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID ea079c5c0b694dda15126927cbcb5993198a68ac21c60de9dfdb17d091cbec5b

import { ConcreteRequest } from 'relay-runtime';
export type ChangePasswordDialogMutation$variables = {
  currentPassword: string;
  newPassword: string;
};
export type ChangePasswordDialogMutation$data = {
  readonly changePassword: {
    readonly __typename: "ProviderError";
    readonly code: string;
    readonly message: string;
    readonly status: number;
  } | {
    readonly __typename: "ViewerPayload";
    readonly viewer: {
      readonly id: string;
    };
  } | {
    // This will never be '%other', but we need some
    // value in case none of the concrete values match.
    readonly __typename: "%other";
  };
};
export type ChangePasswordDialogMutation = {
  response: ChangePasswordDialogMutation$data;
  variables: ChangePasswordDialogMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "currentPassword"
  },
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "newPassword"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "currentPassword",
        "variableName": "currentPassword"
      },
      {
        "kind": "Variable",
        "name": "newPassword",
        "variableName": "newPassword"
      }
    ],
    "concreteType": null,
    "kind": "LinkedField",
    "name": "changePassword",
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
        "type": "ViewerPayload",
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
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "status",
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
    "name": "ChangePasswordDialogMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "ChangePasswordDialogMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "ea079c5c0b694dda15126927cbcb5993198a68ac21c60de9dfdb17d091cbec5b",
    "metadata": {},
    "name": "ChangePasswordDialogMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "d709da40e811f7a94f2339710748fa88";

export default node;
