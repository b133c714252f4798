/**
 * @generated SignedSource<<a406e428eb554633e9159829b17f2fdd>>
 * @relayHash b2923857d4b0a664555916297d7cde1f
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 0a7e06700a245fd88c034acedd9b27b459c3b38bd5446b68b84469b2abfad294

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type GameCardTestQuery$variables = Record<PropertyKey, never>;
export type GameCardTestQuery$data = {
  readonly node: {
    readonly game: {
      readonly " $fragmentSpreads": FragmentRefs<"GameCard_game">;
    } | null | undefined;
  } | null | undefined;
};
export type GameCardTestQuery = {
  response: GameCardTestQuery$data;
  variables: GameCardTestQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "kind": "Literal",
    "name": "id",
    "value": "game"
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
  "name": "name",
  "storageKey": null
},
v3 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "cpi",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "cpnu",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "ctr",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "d1",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "d3Roas",
    "storageKey": null
  }
],
v4 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "String"
},
v5 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "Boolean"
},
v6 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "GameMetrics"
},
v7 = {
  "enumValues": null,
  "nullable": true,
  "plural": false,
  "type": "Float"
},
v8 = {
  "enumValues": null,
  "nullable": true,
  "plural": false,
  "type": "String"
},
v9 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "Int"
},
v10 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "ID"
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "GameCardTestQuery",
    "selections": [
      {
        "alias": null,
        "args": (v0/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "node",
        "plural": false,
        "selections": [
          {
            "fragment": {
              "kind": "InlineFragment",
              "selections": [
                {
                  "args": null,
                  "kind": "FragmentSpread",
                  "name": "GameCard_game"
                }
              ],
              "type": "Game",
              "abstractKey": null
            },
            "kind": "AliasedInlineFragmentSpread",
            "name": "game"
          }
        ],
        "storageKey": "node(id:\"game\")"
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "GameCardTestQuery",
    "selections": [
      {
        "alias": null,
        "args": (v0/*:: as any*/),
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
          (v1/*:: as any*/),
          {
            "kind": "InlineFragment",
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "gameId",
                "storageKey": null
              },
              (v2/*:: as any*/),
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
                "name": "adNetworkError",
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
                "name": "status",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "isIterating",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "nbIterations",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "lastIterationDate",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "User",
                "kind": "LinkedField",
                "name": "pm",
                "plural": false,
                "selections": [
                  (v2/*:: as any*/),
                  (v1/*:: as any*/)
                ],
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "iconUrl",
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
                "name": "projectGameCount",
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
                  (v2/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "activityState",
                    "storageKey": null
                  },
                  (v1/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "hubspotUrl",
                    "storageKey": null
                  }
                ],
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "recommendation",
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
                "name": "isManagedByProvider",
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
                "kind": "ScalarField",
                "name": "isPublishedInStore",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "GameMetrics",
                "kind": "LinkedField",
                "name": "last",
                "plural": false,
                "selections": (v3/*:: as any*/),
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "GameMetrics",
                "kind": "LinkedField",
                "name": "best",
                "plural": false,
                "selections": (v3/*:: as any*/),
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "PrototypeRecommendation",
                "kind": "LinkedField",
                "name": "prototypeRecommendation",
                "plural": false,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "AdNetworkScore",
                    "kind": "LinkedField",
                    "name": "adNetworks",
                    "plural": true,
                    "selections": [
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "adNetwork",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "score",
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
                "concreteType": "ScoreDetails",
                "kind": "LinkedField",
                "name": "scoreDetails",
                "plural": false,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "execution",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "balancing",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "artEfficiency",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "progression",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "idea",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "newness",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "systemOne",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "depth",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "ratedAt",
                    "storageKey": null
                  }
                ],
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "video",
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
                "name": "storeUrl",
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
                "kind": "ScalarField",
                "name": "snapchatUrl",
                "storageKey": null
              },
              {
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
              }
            ],
            "type": "Game",
            "abstractKey": null
          }
        ],
        "storageKey": "node(id:\"game\")"
      }
    ]
  },
  "params": {
    "id": "0a7e06700a245fd88c034acedd9b27b459c3b38bd5446b68b84469b2abfad294",
    "metadata": {
      "relayTestingSelectionTypeInfo": {
        "node": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "Node"
        },
        "node.__typename": (v4/*:: as any*/),
        "node.adNetworkError": (v5/*:: as any*/),
        "node.adNetworks": {
          "enumValues": null,
          "nullable": false,
          "plural": true,
          "type": "String"
        },
        "node.best": (v6/*:: as any*/),
        "node.best.cpi": (v7/*:: as any*/),
        "node.best.cpnu": (v7/*:: as any*/),
        "node.best.ctr": (v7/*:: as any*/),
        "node.best.d1": (v7/*:: as any*/),
        "node.best.d3Roas": (v7/*:: as any*/),
        "node.disabled": (v5/*:: as any*/),
        "node.facebookUrl": (v8/*:: as any*/),
        "node.gameAnalyticsUrl": (v8/*:: as any*/),
        "node.gameId": (v9/*:: as any*/),
        "node.iconUrl": (v8/*:: as any*/),
        "node.id": (v10/*:: as any*/),
        "node.isCtr": (v5/*:: as any*/),
        "node.isIterating": (v5/*:: as any*/),
        "node.isManagedByProvider": (v5/*:: as any*/),
        "node.isPublishedInStore": (v5/*:: as any*/),
        "node.last": (v6/*:: as any*/),
        "node.last.cpi": (v7/*:: as any*/),
        "node.last.cpnu": (v7/*:: as any*/),
        "node.last.ctr": (v7/*:: as any*/),
        "node.last.d1": (v7/*:: as any*/),
        "node.last.d3Roas": (v7/*:: as any*/),
        "node.lastIterationDate": (v8/*:: as any*/),
        "node.name": (v4/*:: as any*/),
        "node.nbIterations": (v9/*:: as any*/),
        "node.platform": {
          "enumValues": [
            "ANDROID",
            "IOS"
          ],
          "nullable": false,
          "plural": false,
          "type": "Platform"
        },
        "node.pm": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "User"
        },
        "node.pm.id": (v10/*:: as any*/),
        "node.pm.name": (v4/*:: as any*/),
        "node.projectGameCount": (v9/*:: as any*/),
        "node.projectId": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "Int"
        },
        "node.prototypeRecommendation": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "PrototypeRecommendation"
        },
        "node.prototypeRecommendation.adNetworks": {
          "enumValues": null,
          "nullable": false,
          "plural": true,
          "type": "AdNetworkScore"
        },
        "node.prototypeRecommendation.adNetworks.adNetwork": {
          "enumValues": [
            "FACEBOOK",
            "SNAPCHAT"
          ],
          "nullable": false,
          "plural": false,
          "type": "AdNetwork"
        },
        "node.prototypeRecommendation.adNetworks.score": (v9/*:: as any*/),
        "node.recommendation": (v8/*:: as any*/),
        "node.reviewActions": {
          "enumValues": null,
          "nullable": false,
          "plural": true,
          "type": "GameAction"
        },
        "node.reviewActions.action": {
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
        "node.reviewActions.available": (v5/*:: as any*/),
        "node.reviewActions.confirm": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "ActionConfirm"
        },
        "node.reviewActions.confirm.body": (v4/*:: as any*/),
        "node.reviewActions.confirm.title": (v4/*:: as any*/),
        "node.reviewActions.label": (v4/*:: as any*/),
        "node.scoreDetails": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "ScoreDetails"
        },
        "node.scoreDetails.artEfficiency": (v9/*:: as any*/),
        "node.scoreDetails.balancing": (v9/*:: as any*/),
        "node.scoreDetails.depth": (v9/*:: as any*/),
        "node.scoreDetails.execution": (v9/*:: as any*/),
        "node.scoreDetails.idea": (v9/*:: as any*/),
        "node.scoreDetails.newness": (v9/*:: as any*/),
        "node.scoreDetails.progression": (v9/*:: as any*/),
        "node.scoreDetails.ratedAt": (v4/*:: as any*/),
        "node.scoreDetails.systemOne": (v9/*:: as any*/),
        "node.snapchatUrl": (v8/*:: as any*/),
        "node.status": {
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
        "node.storeUrl": (v8/*:: as any*/),
        "node.studio": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "Studio"
        },
        "node.studio.activityState": {
          "enumValues": [
            "ACTIVE",
            "CHURNED",
            "INACTIVE"
          ],
          "nullable": false,
          "plural": false,
          "type": "ActivityState"
        },
        "node.studio.hubspotUrl": (v8/*:: as any*/),
        "node.studio.id": (v10/*:: as any*/),
        "node.studio.name": (v4/*:: as any*/),
        "node.studio.studioId": (v9/*:: as any*/),
        "node.substatus": (v8/*:: as any*/),
        "node.video": (v8/*:: as any*/)
      }
    },
    "name": "GameCardTestQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "28e1cc01123fc5fba146c94414a98b3a";

export default node;
