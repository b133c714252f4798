/**
 * @generated SignedSource<<b1476ac53b76f2be16ff94f8794e7f85>>
 * @relayHash 9968d48b58e263b58ab00aa1c38e5439
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID d75113d9a008abc8c6d425039676857c5abc99d0817d60644a714d0b0f5dabf6

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type MyGamesBoardTestQuery$variables = Record<PropertyKey, never>;
export type MyGamesBoardTestQuery$data = {
  readonly " $fragmentSpreads": FragmentRefs<"MyGamesList_query">;
};
export type MyGamesBoardTestQuery = {
  response: MyGamesBoardTestQuery$data;
  variables: MyGamesBoardTestQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "kind": "Literal",
  "name": "tab",
  "value": "IN_TESTING"
},
v1 = {
  "kind": "Literal",
  "name": "type",
  "value": "CPI"
},
v2 = [
  {
    "kind": "Literal",
    "name": "first",
    "value": 15
  },
  (v0/*:: as any*/),
  (v1/*:: as any*/)
],
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v5 = [
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
v6 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "String"
},
v7 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "Boolean"
},
v8 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "GameMetrics"
},
v9 = {
  "enumValues": null,
  "nullable": true,
  "plural": false,
  "type": "Float"
},
v10 = {
  "enumValues": null,
  "nullable": true,
  "plural": false,
  "type": "String"
},
v11 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "Int"
},
v12 = {
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
    "name": "MyGamesBoardTestQuery",
    "selections": [
      {
        "args": [
          (v0/*:: as any*/),
          (v1/*:: as any*/)
        ],
        "kind": "FragmentSpread",
        "name": "MyGamesList_query"
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "MyGamesBoardTestQuery",
    "selections": [
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "concreteType": "GameConnection",
        "kind": "LinkedField",
        "name": "myGames",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "GameEdge",
            "kind": "LinkedField",
            "name": "edges",
            "plural": true,
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "Game",
                "kind": "LinkedField",
                "name": "node",
                "plural": false,
                "selections": [
                  (v3/*:: as any*/),
                  (v4/*:: as any*/),
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
                    "name": "gameId",
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
                      (v4/*:: as any*/),
                      (v3/*:: as any*/)
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
                      (v4/*:: as any*/),
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "activityState",
                        "storageKey": null
                      },
                      (v3/*:: as any*/),
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
                    "selections": (v5/*:: as any*/),
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "GameMetrics",
                    "kind": "LinkedField",
                    "name": "best",
                    "plural": false,
                    "selections": (v5/*:: as any*/),
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
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "__typename",
                    "storageKey": null
                  }
                ],
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "cursor",
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "PageInfo",
            "kind": "LinkedField",
            "name": "pageInfo",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "endCursor",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "hasNextPage",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": "myGames(first:15,tab:\"IN_TESTING\",type:\"CPI\")"
      },
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "filters": [
          "tab",
          "type",
          "term",
          "sort",
          "order",
          "myGamesOnly"
        ],
        "handle": "connection",
        "key": "MyGamesList_myGames",
        "kind": "LinkedHandle",
        "name": "myGames"
      }
    ]
  },
  "params": {
    "id": "d75113d9a008abc8c6d425039676857c5abc99d0817d60644a714d0b0f5dabf6",
    "metadata": {
      "relayTestingSelectionTypeInfo": {
        "myGames": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "GameConnection"
        },
        "myGames.edges": {
          "enumValues": null,
          "nullable": false,
          "plural": true,
          "type": "GameEdge"
        },
        "myGames.edges.cursor": (v6/*:: as any*/),
        "myGames.edges.node": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "Game"
        },
        "myGames.edges.node.__typename": (v6/*:: as any*/),
        "myGames.edges.node.adNetworkError": (v7/*:: as any*/),
        "myGames.edges.node.adNetworks": {
          "enumValues": null,
          "nullable": false,
          "plural": true,
          "type": "String"
        },
        "myGames.edges.node.best": (v8/*:: as any*/),
        "myGames.edges.node.best.cpi": (v9/*:: as any*/),
        "myGames.edges.node.best.cpnu": (v9/*:: as any*/),
        "myGames.edges.node.best.ctr": (v9/*:: as any*/),
        "myGames.edges.node.best.d1": (v9/*:: as any*/),
        "myGames.edges.node.best.d3Roas": (v9/*:: as any*/),
        "myGames.edges.node.disabled": (v7/*:: as any*/),
        "myGames.edges.node.facebookUrl": (v10/*:: as any*/),
        "myGames.edges.node.gameAnalyticsUrl": (v10/*:: as any*/),
        "myGames.edges.node.gameId": (v11/*:: as any*/),
        "myGames.edges.node.iconUrl": (v10/*:: as any*/),
        "myGames.edges.node.id": (v12/*:: as any*/),
        "myGames.edges.node.isCtr": (v7/*:: as any*/),
        "myGames.edges.node.isIterating": (v7/*:: as any*/),
        "myGames.edges.node.isManagedByProvider": (v7/*:: as any*/),
        "myGames.edges.node.isPublishedInStore": (v7/*:: as any*/),
        "myGames.edges.node.last": (v8/*:: as any*/),
        "myGames.edges.node.last.cpi": (v9/*:: as any*/),
        "myGames.edges.node.last.cpnu": (v9/*:: as any*/),
        "myGames.edges.node.last.ctr": (v9/*:: as any*/),
        "myGames.edges.node.last.d1": (v9/*:: as any*/),
        "myGames.edges.node.last.d3Roas": (v9/*:: as any*/),
        "myGames.edges.node.lastIterationDate": (v10/*:: as any*/),
        "myGames.edges.node.name": (v6/*:: as any*/),
        "myGames.edges.node.nbIterations": (v11/*:: as any*/),
        "myGames.edges.node.platform": {
          "enumValues": [
            "ANDROID",
            "IOS"
          ],
          "nullable": false,
          "plural": false,
          "type": "Platform"
        },
        "myGames.edges.node.pm": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "User"
        },
        "myGames.edges.node.pm.id": (v12/*:: as any*/),
        "myGames.edges.node.pm.name": (v6/*:: as any*/),
        "myGames.edges.node.projectGameCount": (v11/*:: as any*/),
        "myGames.edges.node.projectId": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "Int"
        },
        "myGames.edges.node.prototypeRecommendation": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "PrototypeRecommendation"
        },
        "myGames.edges.node.prototypeRecommendation.adNetworks": {
          "enumValues": null,
          "nullable": false,
          "plural": true,
          "type": "AdNetworkScore"
        },
        "myGames.edges.node.prototypeRecommendation.adNetworks.adNetwork": {
          "enumValues": [
            "FACEBOOK",
            "SNAPCHAT"
          ],
          "nullable": false,
          "plural": false,
          "type": "AdNetwork"
        },
        "myGames.edges.node.prototypeRecommendation.adNetworks.score": (v11/*:: as any*/),
        "myGames.edges.node.recommendation": (v10/*:: as any*/),
        "myGames.edges.node.reviewActions": {
          "enumValues": null,
          "nullable": false,
          "plural": true,
          "type": "GameAction"
        },
        "myGames.edges.node.reviewActions.action": {
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
        "myGames.edges.node.reviewActions.available": (v7/*:: as any*/),
        "myGames.edges.node.reviewActions.confirm": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "ActionConfirm"
        },
        "myGames.edges.node.reviewActions.confirm.body": (v6/*:: as any*/),
        "myGames.edges.node.reviewActions.confirm.title": (v6/*:: as any*/),
        "myGames.edges.node.reviewActions.label": (v6/*:: as any*/),
        "myGames.edges.node.scoreDetails": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "ScoreDetails"
        },
        "myGames.edges.node.scoreDetails.artEfficiency": (v11/*:: as any*/),
        "myGames.edges.node.scoreDetails.balancing": (v11/*:: as any*/),
        "myGames.edges.node.scoreDetails.depth": (v11/*:: as any*/),
        "myGames.edges.node.scoreDetails.execution": (v11/*:: as any*/),
        "myGames.edges.node.scoreDetails.idea": (v11/*:: as any*/),
        "myGames.edges.node.scoreDetails.newness": (v11/*:: as any*/),
        "myGames.edges.node.scoreDetails.progression": (v11/*:: as any*/),
        "myGames.edges.node.scoreDetails.ratedAt": (v6/*:: as any*/),
        "myGames.edges.node.scoreDetails.systemOne": (v11/*:: as any*/),
        "myGames.edges.node.snapchatUrl": (v10/*:: as any*/),
        "myGames.edges.node.status": {
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
        "myGames.edges.node.storeUrl": (v10/*:: as any*/),
        "myGames.edges.node.studio": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "Studio"
        },
        "myGames.edges.node.studio.activityState": {
          "enumValues": [
            "ACTIVE",
            "CHURNED",
            "INACTIVE"
          ],
          "nullable": false,
          "plural": false,
          "type": "ActivityState"
        },
        "myGames.edges.node.studio.hubspotUrl": (v10/*:: as any*/),
        "myGames.edges.node.studio.id": (v12/*:: as any*/),
        "myGames.edges.node.studio.name": (v6/*:: as any*/),
        "myGames.edges.node.studio.studioId": (v11/*:: as any*/),
        "myGames.edges.node.substatus": (v10/*:: as any*/),
        "myGames.edges.node.video": (v10/*:: as any*/),
        "myGames.pageInfo": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "PageInfo"
        },
        "myGames.pageInfo.endCursor": (v10/*:: as any*/),
        "myGames.pageInfo.hasNextPage": (v7/*:: as any*/)
      }
    },
    "name": "MyGamesBoardTestQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "fcd9d37e548fa247d442a962d9936305";

export default node;
