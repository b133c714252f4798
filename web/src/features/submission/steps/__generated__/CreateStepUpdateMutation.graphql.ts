/**
 * @generated SignedSource<<34d29c2410a4bb0e46767b45d4f43f30>>
 * @relayHash 083e3dc5ba8576eab5b2167cc2943ed0
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID aa0877c998630e5e0a1b4334410028a90fd16a6fb38f0c7b017bbbbf79a6f25a

import { ConcreteRequest } from 'relay-runtime';
export type AdNetwork = "FACEBOOK" | "SNAPCHAT";
export type Platform = "ANDROID" | "IOS";
export type StepState = "CURRENT" | "DISABLED" | "DONE";
export type SubmissionStep = "APPSTORE_SUBMISSION" | "CATEGORIES" | "CREATE" | "GAME_BUILDING" | "LINK_STORE" | "PLAYSTORE_SUBMISSION" | "REQUEST_TESTING" | "SDK_FACEBOOK" | "TINYSAUCE_PACKAGE" | "UPLOAD_ASSET";
export type GameSetupInput = {
  adNetworks?: ReadonlyArray<AdNetwork> | null | undefined;
  isCtr?: boolean | null | undefined;
  isManagedByProvider?: boolean | null | undefined;
  isPublishedInStore?: boolean | null | undefined;
  platform?: Platform | null | undefined;
};
export type CreateStepUpdateMutation$variables = {
  gameId: string;
  input: GameSetupInput;
};
export type CreateStepUpdateMutation$data = {
  readonly updateGameSetup: {
    readonly __typename: "Game";
    readonly adNetworks: ReadonlyArray<string>;
    readonly gameId: number;
    readonly id: string;
    readonly isCtr: boolean;
    readonly isManagedByProvider: boolean;
    readonly isPublishedInStore: boolean;
    readonly name: string;
    readonly platform: Platform;
    readonly submissionSteps: ReadonlyArray<{
      readonly state: StepState;
      readonly step: SubmissionStep;
    }>;
    readonly substatus: string | null | undefined;
  } | {
    readonly __typename: "ProviderError";
    readonly fieldErrors: ReadonlyArray<{
      readonly message: string;
      readonly path: string | null | undefined;
    }>;
    readonly message: string;
  } | {
    // This will never be '%other', but we need some
    // value in case none of the concrete values match.
    readonly __typename: "%other";
  };
};
export type CreateStepUpdateMutation = {
  response: CreateStepUpdateMutation$data;
  variables: CreateStepUpdateMutation$variables;
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
      "name": "gameId",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "name",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "platform",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "isCtr",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "isManagedByProvider",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "isPublishedInStore",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "adNetworks",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "substatus",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "SubmissionStepStatus",
      "kind": "LinkedField",
      "name": "submissionSteps",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "step",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "state",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Game",
  "abstractKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "message",
  "storageKey": null
},
v6 = {
  "kind": "InlineFragment",
  "selections": [
    (v5/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "concreteType": "FieldError",
      "kind": "LinkedField",
      "name": "fieldErrors",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "path",
          "storageKey": null
        },
        (v5/*:: as any*/)
      ],
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
    "name": "CreateStepUpdateMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "updateGameSetup",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          (v4/*:: as any*/),
          (v6/*:: as any*/)
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
    "name": "CreateStepUpdateMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "updateGameSetup",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          (v4/*:: as any*/),
          (v6/*:: as any*/),
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
    "id": "aa0877c998630e5e0a1b4334410028a90fd16a6fb38f0c7b017bbbbf79a6f25a",
    "metadata": {},
    "name": "CreateStepUpdateMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "373e3a44276fb179ad3afade13e6a775";

export default node;
