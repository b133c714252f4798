/**
 * @generated SignedSource<<3e0a9e810325a3310389709ff240ce13>>
 * @relayHash 94046b9ee263e228b4059ba320c2159d
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID de2afd316a94a88be0cba6295895c4de0939b52b04733d3cb84520df9953e9f3

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type FeedbackDialogsTestQuery$variables = Record<PropertyKey, never>;
export type FeedbackDialogsTestQuery$data = {
  readonly game: {
    readonly " $fragmentSpreads": FragmentRefs<"FeedbackDialogs_game">;
  } | null | undefined;
};
export type FeedbackDialogsTestQuery = {
  response: FeedbackDialogsTestQuery$data;
  variables: FeedbackDialogsTestQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "kind": "Literal",
    "name": "gameId",
    "value": 12
  }
],
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "createdAt",
  "storageKey": null
},
v3 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "String"
},
v4 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "ID"
},
v5 = {
  "enumValues": null,
  "nullable": true,
  "plural": false,
  "type": "String"
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "FeedbackDialogsTestQuery",
    "selections": [
      {
        "alias": null,
        "args": (v0/*:: as any*/),
        "concreteType": "Game",
        "kind": "LinkedField",
        "name": "game",
        "plural": false,
        "selections": [
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "FeedbackDialogs_game"
          }
        ],
        "storageKey": "game(gameId:12)"
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "FeedbackDialogsTestQuery",
    "selections": [
      {
        "alias": null,
        "args": (v0/*:: as any*/),
        "concreteType": "Game",
        "kind": "LinkedField",
        "name": "game",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "GameAction",
            "kind": "LinkedField",
            "name": "actions",
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
                "name": "available",
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "Feedback",
            "kind": "LinkedField",
            "name": "feedbacks",
            "plural": true,
            "selections": [
              (v1/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "subject",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "feedback",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "pmName",
                "storageKey": null
              },
              (v2/*:: as any*/)
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "Changelog",
            "kind": "LinkedField",
            "name": "changelogs",
            "plural": true,
            "selections": [
              (v1/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "category",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "details",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "state",
                "storageKey": null
              },
              (v2/*:: as any*/)
            ],
            "storageKey": null
          },
          (v1/*:: as any*/)
        ],
        "storageKey": "game(gameId:12)"
      }
    ]
  },
  "params": {
    "id": "de2afd316a94a88be0cba6295895c4de0939b52b04733d3cb84520df9953e9f3",
    "metadata": {
      "relayTestingSelectionTypeInfo": {
        "game": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "Game"
        },
        "game.actions": {
          "enumValues": null,
          "nullable": false,
          "plural": true,
          "type": "GameAction"
        },
        "game.actions.action": {
          "enumValues": [
            "ACCEPT_GAME",
            "ACCEPT_GAME_WITH_GA",
            "ACCEPT_TESTING",
            "ADD_GAME_FEEDBACK",
            "ARCHIVE_GAME",
            "ASSIGN_GA_SLOT",
            "CHANGE_GAME_PROJECT",
            "CREATE_GA_SLOT",
            "DECLINE_TESTING",
            "DELETE_GAME_FEEDBACK",
            "EXTEND_CAMPAIGN",
            "ITERATE_FROM_HISTORY",
            "ITERATE_KEEP_CAMPAIGN",
            "ITERATE_PAUSE_CAMPAIGN",
            "KILL_GAME",
            "RECREATE_CAMPAIGN_FACEBOOK",
            "REJECT_CHANGELOG",
            "REJECT_GAME",
            "REJECT_GAME_ITERATION",
            "REQUEST_APPLICATION_ACCESS",
            "REQUEST_TESTING",
            "SET_GAME_GENRES",
            "TEST_STUDIO_CAMPAIGN",
            "UNLINK_GAME_PROJECT",
            "UPDATE_STUDIO_CAMPAIGN",
            "VALIDATE_CHANGELOG",
            "VALIDATE_GAME"
          ],
          "nullable": false,
          "plural": false,
          "type": "GameActionId"
        },
        "game.actions.available": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "Boolean"
        },
        "game.changelogs": {
          "enumValues": null,
          "nullable": false,
          "plural": true,
          "type": "Changelog"
        },
        "game.changelogs.category": (v3/*:: as any*/),
        "game.changelogs.createdAt": (v3/*:: as any*/),
        "game.changelogs.details": (v3/*:: as any*/),
        "game.changelogs.id": (v4/*:: as any*/),
        "game.changelogs.state": {
          "enumValues": [
            "PENDING",
            "REJECTED",
            "VALIDATED"
          ],
          "nullable": false,
          "plural": false,
          "type": "ChangelogState"
        },
        "game.feedbacks": {
          "enumValues": null,
          "nullable": false,
          "plural": true,
          "type": "Feedback"
        },
        "game.feedbacks.createdAt": (v3/*:: as any*/),
        "game.feedbacks.feedback": (v3/*:: as any*/),
        "game.feedbacks.id": (v4/*:: as any*/),
        "game.feedbacks.pmName": (v5/*:: as any*/),
        "game.feedbacks.subject": (v5/*:: as any*/),
        "game.id": (v4/*:: as any*/)
      }
    },
    "name": "FeedbackDialogsTestQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "ff0f9d90b0e3009f3d2f93c964546640";

export default node;
