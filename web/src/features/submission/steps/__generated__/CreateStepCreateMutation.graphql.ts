/**
 * @generated SignedSource<<150956f6c56f9fb5acc2d95cdc0e4c88>>
 * @relayHash abb71282247d8531179840a8a51ce678
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID ab294919f3d22302ed85a2a9b72e2c114eed1a581d66afb55bdf7a07c9354936

import { ConcreteRequest } from 'relay-runtime';
export type AdNetwork = "FACEBOOK" | "SNAPCHAT";
export type Platform = "ANDROID" | "IOS";
export type StepState = "CURRENT" | "DISABLED" | "DONE";
export type SubmissionStep = "APPSTORE_SUBMISSION" | "CATEGORIES" | "CREATE" | "GAME_BUILDING" | "LINK_STORE" | "PLAYSTORE_SUBMISSION" | "REQUEST_TESTING" | "SDK_FACEBOOK" | "TINYSAUCE_PACKAGE" | "UPLOAD_ASSET";
export type CreateGameInput = {
  adNetworks?: ReadonlyArray<AdNetwork> | null | undefined;
  isCtr?: boolean | null | undefined;
  isManagedByProvider?: boolean | null | undefined;
  isPublishedInStore?: boolean | null | undefined;
  name: string;
  platform: Platform;
  studioId?: string | null | undefined;
};
export type CreateStepCreateMutation$variables = {
  input: CreateGameInput;
};
export type CreateStepCreateMutation$data = {
  readonly createGame: {
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
export type CreateStepCreateMutation = {
  response: CreateStepCreateMutation$data;
  variables: CreateStepCreateMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "input"
  }
],
v1 = [
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
    "name": "CreateStepCreateMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "createGame",
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
    "name": "CreateStepCreateMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "createGame",
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
    "id": "ab294919f3d22302ed85a2a9b72e2c114eed1a581d66afb55bdf7a07c9354936",
    "metadata": {},
    "name": "CreateStepCreateMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "5481e8090e989475fc196f598bb374ad";

export default node;
