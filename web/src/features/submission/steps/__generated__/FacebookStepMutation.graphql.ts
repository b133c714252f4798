/**
 * @generated SignedSource<<e4302f5d8e62c663551bd9b18616094b>>
 * @relayHash 80afec4f85c0755c811d1534436afc41
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 872249ca73a0e047affd24c510433270ea7c41741732565059ff2eb397a604bf

import { ConcreteRequest } from 'relay-runtime';
export type FacebookSetupInput = {
  appId?: string | null | undefined;
  decryptionKey?: string | null | undefined;
};
export type FacebookStepMutation$variables = {
  gameId: string;
  input: FacebookSetupInput;
};
export type FacebookStepMutation$data = {
  readonly updateFacebookSetup: {
    readonly __typename: "Game";
    readonly facebookAccessGranted: boolean;
    readonly facebookAppId: string | null | undefined;
    readonly facebookDecryptionKey: string | null | undefined;
    readonly id: string;
  } | {
    readonly __typename: "ProviderError";
    readonly message: string;
    readonly status: number;
  } | {
    // This will never be '%other', but we need some
    // value in case none of the concrete values match.
    readonly __typename: "%other";
  };
};
export type FacebookStepMutation = {
  response: FacebookStepMutation$data;
  variables: FacebookStepMutation$variables;
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
    "name": "input"
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
    "name": "input",
    "variableName": "input"
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
      "name": "facebookAppId",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "facebookDecryptionKey",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "facebookAccessGranted",
      "storageKey": null
    }
  ],
  "type": "Game",
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
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "FacebookStepMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "updateFacebookSetup",
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
    "name": "FacebookStepMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "updateFacebookSetup",
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
    "id": "872249ca73a0e047affd24c510433270ea7c41741732565059ff2eb397a604bf",
    "metadata": {},
    "name": "FacebookStepMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "84bc324074411df5a06a039f1417539e";

export default node;
