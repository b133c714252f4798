/**
 * @generated SignedSource<<9782f53d5dac91d26fdf6b22f464d741>>
 * @relayHash e54f5b15eee1bf3839463af8f95b4a6c
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID d5eefd442e17527a5574e13ea7c3f1601f0f884a28684f241a55e7a23ec5cd20

import { ConcreteRequest } from 'relay-runtime';
export type GameActionId = "ACCEPT_GAME" | "ACCEPT_GAME_WITH_GA" | "ACCEPT_TESTING" | "ADD_GAME_FEEDBACK" | "ARCHIVE_GAME" | "ASSIGN_GA_SLOT" | "CHANGE_GAME_PROJECT" | "CREATE_GA_SLOT" | "DECLINE_TESTING" | "DELETE_GAME_FEEDBACK" | "EXTEND_CAMPAIGN" | "ITERATE_FROM_HISTORY" | "ITERATE_KEEP_CAMPAIGN" | "ITERATE_PAUSE_CAMPAIGN" | "KILL_GAME" | "RECREATE_CAMPAIGN_FACEBOOK" | "REJECT_CHANGELOG" | "REJECT_GAME" | "REJECT_GAME_ITERATION" | "REQUEST_APPLICATION_ACCESS" | "REQUEST_TESTING" | "SET_GAME_GENRES" | "TEST_STUDIO_CAMPAIGN" | "UNLINK_GAME_PROJECT" | "UPDATE_STUDIO_CAMPAIGN" | "VALIDATE_CHANGELOG" | "VALIDATE_GAME";
export type GameStatus = "ARCHIVED" | "FINISHED" | "IN_TESTING" | "PENDING_REVIEW" | "PENDING_SDK_INTEGRATION" | "PENDING_TESTING";
export type LiveUpdatesGameQuery$variables = {
  id: string;
};
export type LiveUpdatesGameQuery$data = {
  readonly node: {
    readonly disabled?: boolean;
    readonly id?: string;
    readonly isIterating?: boolean;
    readonly lastIterationDate?: string | null | undefined;
    readonly nbIterations?: number;
    readonly recommendation?: string | null | undefined;
    readonly reviewActions?: ReadonlyArray<{
      readonly action: GameActionId;
      readonly available: boolean;
      readonly confirm: {
        readonly body: string;
        readonly title: string;
      } | null | undefined;
      readonly label: string;
    }>;
    readonly status?: GameStatus;
    readonly substatus?: string | null | undefined;
  } | null | undefined;
};
export type LiveUpdatesGameQuery = {
  response: LiveUpdatesGameQuery$data;
  variables: LiveUpdatesGameQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "id"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "id",
    "variableName": "id"
  }
],
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "disabled",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "status",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "substatus",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "isIterating",
  "storageKey": null
},
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "nbIterations",
  "storageKey": null
},
v8 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "lastIterationDate",
  "storageKey": null
},
v9 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "recommendation",
  "storageKey": null
},
v10 = {
  "alias": null,
  "args": null,
  "concreteType": "GameAction",
  "kind": "LinkedField",
  "name": "reviewActions",
  "plural": true,
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "action",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "label",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "available",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "ActionConfirm",
      "kind": "LinkedField",
      "name": "confirm",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "title",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "body",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "LiveUpdatesGameQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "node",
        "plural": false,
        "selections": [
          {
            "kind": "InlineFragment",
            "selections": [
              (v2/*:: as any*/),
              (v3/*:: as any*/),
              (v4/*:: as any*/),
              (v5/*:: as any*/),
              (v6/*:: as any*/),
              (v7/*:: as any*/),
              (v8/*:: as any*/),
              (v9/*:: as any*/),
              (v10/*:: as any*/)
            ],
            "type": "Game",
            "abstractKey": null
          }
        ],
        "storageKey": null
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "LiveUpdatesGameQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "node",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "__typename",
            "storageKey": null
          },
          (v2/*:: as any*/),
          {
            "kind": "InlineFragment",
            "selections": [
              (v3/*:: as any*/),
              (v4/*:: as any*/),
              (v5/*:: as any*/),
              (v6/*:: as any*/),
              (v7/*:: as any*/),
              (v8/*:: as any*/),
              (v9/*:: as any*/),
              (v10/*:: as any*/)
            ],
            "type": "Game",
            "abstractKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "d5eefd442e17527a5574e13ea7c3f1601f0f884a28684f241a55e7a23ec5cd20",
    "metadata": {},
    "name": "LiveUpdatesGameQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "10f12de3ab4b96c06a90983a46a7f2b6";

export default node;
