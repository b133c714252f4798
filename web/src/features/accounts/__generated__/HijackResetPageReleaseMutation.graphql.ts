/**
 * @generated SignedSource<<61bc9da7a32a6a4be75b2d9459d6fbb3>>
 * @relayHash df9d63afee82df983dda5f0e2c0ad12e
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 64cbec80abf55d367f8aedde0f6d46fc1bc97eee7bed8dd6762528c027d4d60b

import { ConcreteRequest } from 'relay-runtime';
export type HijackResetPageReleaseMutation$variables = Record<PropertyKey, never>;
export type HijackResetPageReleaseMutation$data = {
  readonly releaseImpersonation: {
    readonly __typename: "ImpersonationPayload";
    readonly viewer: {
      readonly id: string;
    };
  } | {
    readonly __typename: "ProviderError";
    readonly link: string | null | undefined;
    readonly message: string;
  } | {
    // This will never be '%other', but we need some
    // value in case none of the concrete values match.
    readonly __typename: "%other";
  };
};
export type HijackResetPageReleaseMutation = {
  response: HijackResetPageReleaseMutation$data;
  variables: HijackResetPageReleaseMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "concreteType": null,
    "kind": "LinkedField",
    "name": "releaseImpersonation",
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
            "name": "message",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "link",
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
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "HijackResetPageReleaseMutation",
    "selections": (v0/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "HijackResetPageReleaseMutation",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "id": "64cbec80abf55d367f8aedde0f6d46fc1bc97eee7bed8dd6762528c027d4d60b",
    "metadata": {},
    "name": "HijackResetPageReleaseMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "5d1b6196c8b318a56349ce12a820c08e";

export default node;
