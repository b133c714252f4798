/**
 * @generated SignedSource<<8afd8ad593586b1a76a0f23ae5439cf1>>
 * @relayHash b861c2fdacb3fcebcd5e2fcbc8e23496
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 02c9c3ef4aea4e9e3b0db24202ad8d5031eb8959032126b55e6b12e414c5851b

import { ConcreteRequest } from 'relay-runtime';
export type SharedGamePinMutation$variables = {
  gameId: string;
  pinned: boolean;
};
export type SharedGamePinMutation$data = {
  readonly pinSharedGame: {
    readonly __typename: "ProviderError";
    readonly message: string;
  } | {
    readonly __typename: "SharedGame";
    readonly id: string;
    readonly isPinned: boolean;
  } | {
    // This will never be '%other', but we need some
    // value in case none of the concrete values match.
    readonly __typename: "%other";
  };
};
export type SharedGamePinMutation = {
  response: SharedGamePinMutation$data;
  variables: SharedGamePinMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "gameId"
  },
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "pinned"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "gameId",
    "variableName": "gameId"
  },
  {
    "kind": "Variable",
    "name": "pinned",
    "variableName": "pinned"
  }
],
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "__typename",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v4 = {
  "kind": "InlineFragment",
  "selections": [
    (v3/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "isPinned",
      "storageKey": null
    }
  ],
  "type": "SharedGame",
  "abstractKey": null
},
v5 = {
  "kind": "InlineFragment",
  "selections": [
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
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "SharedGamePinMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "pinSharedGame",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          (v4/*:: as any*/),
          (v5/*:: as any*/)
        ],
        "storageKey": null
      }
    ],
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "SharedGamePinMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "pinSharedGame",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          (v4/*:: as any*/),
          (v5/*:: as any*/),
          {
            "kind": "InlineFragment",
            "selections": [
              (v3/*:: as any*/)
            ],
            "type": "Node",
            "abstractKey": "__isNode"
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "02c9c3ef4aea4e9e3b0db24202ad8d5031eb8959032126b55e6b12e414c5851b",
    "metadata": {},
    "name": "SharedGamePinMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "9f4e328f1bc7795c64297820aaab9cae";

export default node;
