/**
 * @generated SignedSource<<c7f931d8f5f9d7328e43dbf54e7bf9a7>>
 * @relayHash f4a46c342564ac344ad562d4c62137de
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 7306f6e6ddc8a76e5d558e5e83256a8e7c63379478c011b45e431fc282701fd3

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
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "low",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "high",
  "storageKey": null
},
v5 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "Int"
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
  "type": "Boolean"
},
v9 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "Float"
},
v10 = {
  "enumValues": null,
  "nullable": true,
  "plural": false,
  "type": "Float"
},
v11 = {
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
                    "concreteType": "ScoreInterval",
                    "kind": "LinkedField",
                    "name": "scoreInterval",
                    "plural": false,
                    "selections": [
                      (v3/*:: as any*/),
                      (v4/*:: as any*/),
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "level",
                        "storageKey": null
                      }
                    ],
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
                              (v3/*:: as any*/),
                              (v4/*:: as any*/)
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
    "id": "7306f6e6ddc8a76e5d558e5e83256a8e7c63379478c011b45e431fc282701fd3",
    "metadata": {
      "relayTestingSelectionTypeInfo": {
        "game": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "Game"
        },
        "game.gameId": (v5/*:: as any*/),
        "game.iconUrl": (v6/*:: as any*/),
        "game.id": (v7/*:: as any*/),
        "game.isIterating": (v8/*:: as any*/),
        "game.iterations": {
          "enumValues": null,
          "nullable": false,
          "plural": true,
          "type": "Iteration"
        },
        "game.iterations.id": (v7/*:: as any*/),
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
        "game.iterations.kpis.recommendationCheck.deciding.bar": (v9/*:: as any*/),
        "game.iterations.kpis.recommendationCheck.deciding.confidence": (v9/*:: as any*/),
        "game.iterations.kpis.recommendationCheck.deciding.interval": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "ConfidenceInterval"
        },
        "game.iterations.kpis.recommendationCheck.deciding.interval.high": (v10/*:: as any*/),
        "game.iterations.kpis.recommendationCheck.deciding.interval.low": (v9/*:: as any*/),
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
        "game.iterations.kpis.recommendationCheck.deciding.meets": (v8/*:: as any*/),
        "game.iterations.kpis.recommendationCheck.deciding.value": (v9/*:: as any*/),
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
        "game.iterations.kpis.scoreInterval": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "ScoreInterval"
        },
        "game.iterations.kpis.scoreInterval.high": (v5/*:: as any*/),
        "game.iterations.kpis.scoreInterval.level": (v9/*:: as any*/),
        "game.iterations.kpis.scoreInterval.low": (v5/*:: as any*/),
        "game.iterations.kpis.spend": (v10/*:: as any*/),
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
        "game.iterations.videos.video.adultContent": (v8/*:: as any*/),
        "game.iterations.videos.video.fileName": (v11/*:: as any*/),
        "game.iterations.videos.video.id": (v7/*:: as any*/),
        "game.iterations.videos.video.url": (v6/*:: as any*/),
        "game.iterations.videos.video.videoId": (v5/*:: as any*/),
        "game.name": (v11/*:: as any*/),
        "game.platform": {
          "enumValues": [
            "ANDROID",
            "IOS"
          ],
          "nullable": false,
          "plural": false,
          "type": "Platform"
        },
        "game.recommendation": (v6/*:: as any*/),
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
        "game.studio.id": (v7/*:: as any*/),
        "game.studio.name": (v11/*:: as any*/),
        "game.studio.studioId": (v5/*:: as any*/),
        "game.submissionSteps": {
          "enumValues": null,
          "nullable": false,
          "plural": true,
          "type": "SubmissionStepStatus"
        },
        "game.submissionSteps.number": (v5/*:: as any*/),
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
        "game.submissionSteps.title": (v11/*:: as any*/)
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
