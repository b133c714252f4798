/**
 * @generated SignedSource<<f4d2e4c7aa92cc6f2c679f9d01b38074>>
 * @relayHash e38d641d9ed03b2d9fb6242bf3734d20
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 289014c8f6f16c060b8893de799769713559feddfaf43a3fef6e2e66079e9234

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type GamePanelHeaderTestQuery$variables = Record<PropertyKey, never>;
export type GamePanelHeaderTestQuery$data = {
  readonly game: {
    readonly " $fragmentSpreads": FragmentRefs<"GamePanelHeader_game">;
  } | null | undefined;
};
export type GamePanelHeaderTestQuery = {
  response: GamePanelHeaderTestQuery$data;
  variables: GamePanelHeaderTestQuery$variables;
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
  "name": "name",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v3 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "Int"
},
v4 = {
  "enumValues": null,
  "nullable": true,
  "plural": false,
  "type": "String"
},
v5 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "ID"
},
v6 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "Boolean"
},
v7 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "Float"
},
v8 = {
  "enumValues": null,
  "nullable": true,
  "plural": false,
  "type": "Float"
},
v9 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "String"
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "GamePanelHeaderTestQuery",
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
            "name": "GamePanelHeader_game"
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
    "name": "GamePanelHeaderTestQuery",
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
            "kind": "ScalarField",
            "name": "gameId",
            "storageKey": null
          },
          (v1/*:: as any*/),
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
            "concreteType": "SubmissionStepStatus",
            "kind": "LinkedField",
            "name": "submissionSteps",
            "plural": true,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "number",
                "storageKey": null
              },
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
                "name": "state",
                "storageKey": null
              }
            ],
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
            "name": "platform",
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
              (v1/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "activityState",
                "storageKey": null
              },
              (v2/*:: as any*/)
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "Iteration",
            "kind": "LinkedField",
            "name": "iterations",
            "plural": true,
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "IterationKpis",
                "kind": "LinkedField",
                "name": "kpis",
                "plural": false,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "score",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "spend",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "RecommendationCheck",
                    "kind": "LinkedField",
                    "name": "recommendationCheck",
                    "plural": false,
                    "selections": [
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "verdict",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "concreteType": "RecommendationBar",
                        "kind": "LinkedField",
                        "name": "deciding",
                        "plural": true,
                        "selections": [
                          {
                            "alias": null,
                            "args": null,
                            "kind": "ScalarField",
                            "name": "kpi",
                            "storageKey": null
                          },
                          {
                            "alias": null,
                            "args": null,
                            "kind": "ScalarField",
                            "name": "bar",
                            "storageKey": null
                          },
                          {
                            "alias": null,
                            "args": null,
                            "kind": "ScalarField",
                            "name": "value",
                            "storageKey": null
                          },
                          {
                            "alias": null,
                            "args": null,
                            "kind": "ScalarField",
                            "name": "meets",
                            "storageKey": null
                          },
                          {
                            "alias": null,
                            "args": null,
                            "kind": "ScalarField",
                            "name": "confidence",
                            "storageKey": null
                          },
                          {
                            "alias": null,
                            "args": null,
                            "concreteType": "ConfidenceInterval",
                            "kind": "LinkedField",
                            "name": "interval",
                            "plural": false,
                            "selections": [
                              {
                                "alias": null,
                                "args": null,
                                "kind": "ScalarField",
                                "name": "low",
                                "storageKey": null
                              },
                              {
                                "alias": null,
                                "args": null,
                                "kind": "ScalarField",
                                "name": "high",
                                "storageKey": null
                              }
                            ],
                            "storageKey": null
                          }
                        ],
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
                "concreteType": "RankedVideo",
                "kind": "LinkedField",
                "name": "videos",
                "plural": true,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "Video",
                    "kind": "LinkedField",
                    "name": "video",
                    "plural": false,
                    "selections": [
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "videoId",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "url",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "fileName",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "adultContent",
                        "storageKey": null
                      },
                      (v2/*:: as any*/)
                    ],
                    "storageKey": null
                  }
                ],
                "storageKey": null
              },
              (v2/*:: as any*/)
            ],
            "storageKey": null
          },
          (v2/*:: as any*/)
        ],
        "storageKey": "game(gameId:12)"
      }
    ]
  },
  "params": {
    "id": "289014c8f6f16c060b8893de799769713559feddfaf43a3fef6e2e66079e9234",
    "metadata": {
      "relayTestingSelectionTypeInfo": {
        "game": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "Game"
        },
        "game.gameId": (v3/*:: as any*/),
        "game.iconUrl": (v4/*:: as any*/),
        "game.id": (v5/*:: as any*/),
        "game.isIterating": (v6/*:: as any*/),
        "game.iterations": {
          "enumValues": null,
          "nullable": false,
          "plural": true,
          "type": "Iteration"
        },
        "game.iterations.id": (v5/*:: as any*/),
        "game.iterations.kpis": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "IterationKpis"
        },
        "game.iterations.kpis.recommendationCheck": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "RecommendationCheck"
        },
        "game.iterations.kpis.recommendationCheck.deciding": {
          "enumValues": null,
          "nullable": false,
          "plural": true,
          "type": "RecommendationBar"
        },
        "game.iterations.kpis.recommendationCheck.deciding.bar": (v7/*:: as any*/),
        "game.iterations.kpis.recommendationCheck.deciding.confidence": (v7/*:: as any*/),
        "game.iterations.kpis.recommendationCheck.deciding.interval": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "ConfidenceInterval"
        },
        "game.iterations.kpis.recommendationCheck.deciding.interval.high": (v8/*:: as any*/),
        "game.iterations.kpis.recommendationCheck.deciding.interval.low": (v7/*:: as any*/),
        "game.iterations.kpis.recommendationCheck.deciding.kpi": {
          "enumValues": [
            "CPI",
            "D1",
            "D7"
          ],
          "nullable": false,
          "plural": false,
          "type": "LaunchBarKpi"
        },
        "game.iterations.kpis.recommendationCheck.deciding.meets": (v6/*:: as any*/),
        "game.iterations.kpis.recommendationCheck.deciding.value": (v7/*:: as any*/),
        "game.iterations.kpis.recommendationCheck.verdict": {
          "enumValues": [
            "SURE",
            "TOO_EARLY"
          ],
          "nullable": false,
          "plural": false,
          "type": "RecommendationVerdict"
        },
        "game.iterations.kpis.score": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "Int"
        },
        "game.iterations.kpis.spend": (v8/*:: as any*/),
        "game.iterations.videos": {
          "enumValues": null,
          "nullable": false,
          "plural": true,
          "type": "RankedVideo"
        },
        "game.iterations.videos.video": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "Video"
        },
        "game.iterations.videos.video.adultContent": (v6/*:: as any*/),
        "game.iterations.videos.video.fileName": (v9/*:: as any*/),
        "game.iterations.videos.video.id": (v5/*:: as any*/),
        "game.iterations.videos.video.url": (v4/*:: as any*/),
        "game.iterations.videos.video.videoId": (v3/*:: as any*/),
        "game.name": (v9/*:: as any*/),
        "game.platform": {
          "enumValues": [
            "ANDROID",
            "IOS"
          ],
          "nullable": false,
          "plural": false,
          "type": "Platform"
        },
        "game.recommendation": (v4/*:: as any*/),
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
        "game.studio": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "Studio"
        },
        "game.studio.activityState": {
          "enumValues": [
            "ACTIVE",
            "CHURNED",
            "INACTIVE"
          ],
          "nullable": false,
          "plural": false,
          "type": "ActivityState"
        },
        "game.studio.id": (v5/*:: as any*/),
        "game.studio.name": (v9/*:: as any*/),
        "game.studio.studioId": (v3/*:: as any*/),
        "game.submissionSteps": {
          "enumValues": null,
          "nullable": false,
          "plural": true,
          "type": "SubmissionStepStatus"
        },
        "game.submissionSteps.number": (v3/*:: as any*/),
        "game.submissionSteps.state": {
          "enumValues": [
            "CURRENT",
            "DISABLED",
            "DONE"
          ],
          "nullable": false,
          "plural": false,
          "type": "StepState"
        },
        "game.submissionSteps.title": (v9/*:: as any*/)
      }
    },
    "name": "GamePanelHeaderTestQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "64152fab5ee32ef5984ca4281b5f5969";

export default node;
