/**
 * @generated SignedSource<<02c68483c5a4b6f3d159370f6db4db4a>>
 * @relayHash 8c4865e3ffb3212096870a25c49d658e
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 2822c9c857d161f779c3587255a2250eb6ad1a6d9513e915ef5c97da91d0dfe2

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type GameActionsTestQuery$variables = Record<PropertyKey, never>;
export type GameActionsTestQuery$data = {
  readonly game: {
    readonly " $fragmentSpreads": FragmentRefs<"GameActions_game">;
  } | null | undefined;
};
export type GameActionsTestQuery = {
  response: GameActionsTestQuery$data;
  variables: GameActionsTestQuery$variables;
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
  "name": "label",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "createdAt",
  "storageKey": null
},
v4 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "Boolean"
},
v5 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "String"
},
v6 = {
  "enumValues": null,
  "nullable": true,
  "plural": false,
  "type": "String"
},
v7 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "ID"
},
v8 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "Int"
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "GameActionsTestQuery",
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
            "name": "GameActions_game"
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
    "name": "GameActionsTestQuery",
    "selections": [
      {
        "alias": null,
        "args": (v0/*:: as any*/),
        "concreteType": "Game",
        "kind": "LinkedField",
        "name": "game",
        "plural": false,
        "selections": [
          (v1/*:: as any*/),
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
            "name": "status",
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
            "name": "disabled",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "projectId",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "bundleId",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "Studio",
            "kind": "LinkedField",
            "name": "studio",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "studioId",
                "storageKey": null
              },
              (v1/*:: as any*/)
            ],
            "storageKey": null
          },
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
              (v2/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "primary",
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
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "storeId",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "gameAnalyticsId",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "facebookCampaignId",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "linkedCampaignId",
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
              (v3/*:: as any*/)
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
              (v3/*:: as any*/)
            ],
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
            "name": "storeUrl",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "gameAnalyticsUrl",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "facebookUrl",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "Genre",
            "kind": "LinkedField",
            "name": "genres",
            "plural": true,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "genreId",
                "storageKey": null
              },
              (v2/*:: as any*/)
            ],
            "storageKey": null
          }
        ],
        "storageKey": "game(gameId:12)"
      }
    ]
  },
  "params": {
    "id": "2822c9c857d161f779c3587255a2250eb6ad1a6d9513e915ef5c97da91d0dfe2",
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
        "game.actions.available": (v4/*:: as any*/),
        "game.actions.confirm": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "ActionConfirm"
        },
        "game.actions.confirm.body": (v5/*:: as any*/),
        "game.actions.confirm.title": (v5/*:: as any*/),
        "game.actions.label": (v5/*:: as any*/),
        "game.actions.primary": (v4/*:: as any*/),
        "game.bundleId": (v6/*:: as any*/),
        "game.changelogs": {
          "enumValues": null,
          "nullable": false,
          "plural": true,
          "type": "Changelog"
        },
        "game.changelogs.category": (v5/*:: as any*/),
        "game.changelogs.createdAt": (v5/*:: as any*/),
        "game.changelogs.details": (v5/*:: as any*/),
        "game.changelogs.id": (v7/*:: as any*/),
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
        "game.disabled": (v4/*:: as any*/),
        "game.facebookCampaignId": (v6/*:: as any*/),
        "game.facebookUrl": (v6/*:: as any*/),
        "game.feedbacks": {
          "enumValues": null,
          "nullable": false,
          "plural": true,
          "type": "Feedback"
        },
        "game.feedbacks.createdAt": (v5/*:: as any*/),
        "game.feedbacks.feedback": (v5/*:: as any*/),
        "game.feedbacks.id": (v7/*:: as any*/),
        "game.feedbacks.pmName": (v6/*:: as any*/),
        "game.feedbacks.subject": (v6/*:: as any*/),
        "game.gameAnalyticsId": (v6/*:: as any*/),
        "game.gameAnalyticsUrl": (v6/*:: as any*/),
        "game.gameId": (v8/*:: as any*/),
        "game.genres": {
          "enumValues": null,
          "nullable": false,
          "plural": true,
          "type": "Genre"
        },
        "game.genres.genreId": (v8/*:: as any*/),
        "game.genres.label": (v5/*:: as any*/),
        "game.id": (v7/*:: as any*/),
        "game.isCtr": (v4/*:: as any*/),
        "game.isManagedByProvider": (v4/*:: as any*/),
        "game.linkedCampaignId": (v6/*:: as any*/),
        "game.name": (v5/*:: as any*/),
        "game.platform": {
          "enumValues": [
            "ANDROID",
            "IOS"
          ],
          "nullable": false,
          "plural": false,
          "type": "Platform"
        },
        "game.projectId": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "Int"
        },
        "game.status": {
          "enumValues": [
            "ARCHIVED",
            "FINISHED",
            "IN_TESTING",
            "PENDING_REVIEW",
            "PENDING_SDK_INTEGRATION",
            "PENDING_TESTING"
          ],
          "nullable": false,
          "plural": false,
          "type": "GameStatus"
        },
        "game.storeId": (v6/*:: as any*/),
        "game.storeUrl": (v6/*:: as any*/),
        "game.studio": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "Studio"
        },
        "game.studio.id": (v7/*:: as any*/),
        "game.studio.studioId": (v8/*:: as any*/)
      }
    },
    "name": "GameActionsTestQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "a8b4cc78453e2d2e6ad4436aa5416dc1";

export default node;
