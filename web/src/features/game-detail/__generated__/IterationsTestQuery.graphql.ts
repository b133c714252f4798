/**
 * @generated SignedSource<<6dd9eeca0cd151132b66f2cc1b46f4e4>>
 * @relayHash 2602d4fb531830fe30a7f201e97400b2
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID fa0969131dc317daa0b7616b54782fc57f348ce44b6bde2188a31b4d5652de60

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type IterationsTestQuery$variables = Record<PropertyKey, never>;
export type IterationsTestQuery$data = {
  readonly game: {
    readonly " $fragmentSpreads": FragmentRefs<"Iterations_game">;
  } | null | undefined;
};
export type IterationsTestQuery = {
  response: IterationsTestQuery$data;
  variables: IterationsTestQuery$variables;
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
  "name": "cpi",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "installs",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "clicks",
  "storageKey": null
},
v5 = {
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
    },
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
v6 = {
  "alias": null,
  "args": null,
  "concreteType": "IterationKpis",
  "kind": "LinkedField",
  "name": "kpis",
  "plural": false,
  "selections": [
    (v2/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "cpiDiff",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "cpiDiffIsBetter",
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
      "name": "d1",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "d1Diff",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "d1DiffIsBetter",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "d7",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "d7Diff",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "d7DiffIsBetter",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "d14",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "shareOfMales",
      "storageKey": null
    },
    (v3/*:: as any*/),
    (v4/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "newUsers",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "playtimeHumanReadable",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "KpiEvidence",
      "kind": "LinkedField",
      "name": "evidence",
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
          "name": "sampleUnit",
          "storageKey": null
        },
        (v5/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "concreteType": "KpiComparison",
          "kind": "LinkedField",
          "name": "comparison",
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
              "kind": "ScalarField",
              "name": "moreSampleNeeded",
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
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "network",
  "storageKey": null
},
v8 = {
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
      "kind": "ScalarField",
      "name": "rank",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "best",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Video",
      "kind": "LinkedField",
      "name": "video",
      "plural": false,
      "selections": [
        (v1/*:: as any*/),
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
          "name": "downloadUrl",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "fileName",
          "storageKey": null
        },
        (v7/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "adultContent",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "AdVideoNumbers",
          "kind": "LinkedField",
          "name": "numbers",
          "plural": false,
          "selections": [
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
              "kind": "ScalarField",
              "name": "impressions",
              "storageKey": null
            },
            (v4/*:: as any*/),
            (v3/*:: as any*/),
            (v2/*:: as any*/)
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "storageKey": null
},
v9 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "studioAverage",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "concreteType": "KpiDailyPoint",
    "kind": "LinkedField",
    "name": "daily",
    "plural": true,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "date",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "value",
        "storageKey": null
      },
      (v3/*:: as any*/),
      (v5/*:: as any*/)
    ],
    "storageKey": null
  }
],
v10 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "String"
},
v11 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "ID"
},
v12 = {
  "enumValues": null,
  "nullable": true,
  "plural": false,
  "type": "KpiSeries"
},
v13 = {
  "enumValues": null,
  "nullable": false,
  "plural": true,
  "type": "KpiDailyPoint"
},
v14 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "Int"
},
v15 = {
  "enumValues": null,
  "nullable": true,
  "plural": false,
  "type": "ConfidenceInterval"
},
v16 = {
  "enumValues": null,
  "nullable": true,
  "plural": false,
  "type": "Float"
},
v17 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "Float"
},
v18 = {
  "enumValues": null,
  "nullable": true,
  "plural": false,
  "type": "String"
},
v19 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "IterationKpis"
},
v20 = {
  "enumValues": null,
  "nullable": true,
  "plural": false,
  "type": "Int"
},
v21 = {
  "enumValues": null,
  "nullable": true,
  "plural": false,
  "type": "Boolean"
},
v22 = {
  "enumValues": null,
  "nullable": false,
  "plural": true,
  "type": "KpiEvidence"
},
v23 = {
  "enumValues": null,
  "nullable": true,
  "plural": false,
  "type": "KpiComparison"
},
v24 = {
  "enumValues": [
    "BETTER",
    "NOT_KNOWN_YET",
    "WORSE"
  ],
  "nullable": false,
  "plural": false,
  "type": "KpiVerdict"
},
v25 = {
  "enumValues": [
    "CPI",
    "CPM",
    "CPNU",
    "CTR",
    "D1",
    "D7",
    "D14",
    "D28",
    "INSTALL_RATE",
    "IPM",
    "PLAYTIME",
    "SESSION_LENGTH"
  ],
  "nullable": false,
  "plural": false,
  "type": "EvidenceKpi"
},
v26 = {
  "enumValues": [
    "CLICKS",
    "IMPRESSIONS",
    "INSTALLS",
    "NEW_USERS"
  ],
  "nullable": false,
  "plural": false,
  "type": "KpiSampleUnit"
},
v27 = {
  "enumValues": [
    "FACEBOOK",
    "SNAPCHAT"
  ],
  "nullable": false,
  "plural": false,
  "type": "AdNetwork"
},
v28 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "Boolean"
},
v29 = {
  "enumValues": null,
  "nullable": false,
  "plural": true,
  "type": "RankedVideo"
},
v30 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "Video"
},
v31 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "AdVideoNumbers"
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "IterationsTestQuery",
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
            "name": "Iterations_game"
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
    "name": "IterationsTestQuery",
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
            "name": "platform",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "createdAt",
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
            "concreteType": "Iteration",
            "kind": "LinkedField",
            "name": "iterations",
            "plural": true,
            "selections": [
              (v1/*:: as any*/),
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
                "name": "start",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "end",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "schedulingDetails",
                "storageKey": null
              },
              (v6/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "IterationNetwork",
                "kind": "LinkedField",
                "name": "networks",
                "plural": true,
                "selections": [
                  (v7/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "restricted",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "campaignStatus",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "campaignError",
                    "storageKey": null
                  },
                  (v6/*:: as any*/),
                  (v8/*:: as any*/)
                ],
                "storageKey": null
              },
              (v8/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "IterationChartData",
                "kind": "LinkedField",
                "name": "chartData",
                "plural": false,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "KpiSeries",
                    "kind": "LinkedField",
                    "name": "cpi",
                    "plural": false,
                    "selections": (v9/*:: as any*/),
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "KpiSeries",
                    "kind": "LinkedField",
                    "name": "cpnu",
                    "plural": false,
                    "selections": (v9/*:: as any*/),
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "KpiSeries",
                    "kind": "LinkedField",
                    "name": "d1",
                    "plural": false,
                    "selections": (v9/*:: as any*/),
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "KpiSeries",
                    "kind": "LinkedField",
                    "name": "d7",
                    "plural": false,
                    "selections": (v9/*:: as any*/),
                    "storageKey": null
                  }
                ],
                "storageKey": null
              }
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
    "id": "fa0969131dc317daa0b7616b54782fc57f348ce44b6bde2188a31b4d5652de60",
    "metadata": {
      "relayTestingSelectionTypeInfo": {
        "game": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "Game"
        },
        "game.createdAt": (v10/*:: as any*/),
        "game.id": (v11/*:: as any*/),
        "game.iterations": {
          "enumValues": null,
          "nullable": false,
          "plural": true,
          "type": "Iteration"
        },
        "game.iterations.chartData": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "IterationChartData"
        },
        "game.iterations.chartData.cpi": (v12/*:: as any*/),
        "game.iterations.chartData.cpi.daily": (v13/*:: as any*/),
        "game.iterations.chartData.cpi.daily.date": (v10/*:: as any*/),
        "game.iterations.chartData.cpi.daily.installs": (v14/*:: as any*/),
        "game.iterations.chartData.cpi.daily.interval": (v15/*:: as any*/),
        "game.iterations.chartData.cpi.daily.interval.high": (v16/*:: as any*/),
        "game.iterations.chartData.cpi.daily.interval.level": (v17/*:: as any*/),
        "game.iterations.chartData.cpi.daily.interval.low": (v17/*:: as any*/),
        "game.iterations.chartData.cpi.daily.value": (v16/*:: as any*/),
        "game.iterations.chartData.cpi.studioAverage": (v16/*:: as any*/),
        "game.iterations.chartData.cpnu": (v12/*:: as any*/),
        "game.iterations.chartData.cpnu.daily": (v13/*:: as any*/),
        "game.iterations.chartData.cpnu.daily.date": (v10/*:: as any*/),
        "game.iterations.chartData.cpnu.daily.installs": (v14/*:: as any*/),
        "game.iterations.chartData.cpnu.daily.interval": (v15/*:: as any*/),
        "game.iterations.chartData.cpnu.daily.interval.high": (v16/*:: as any*/),
        "game.iterations.chartData.cpnu.daily.interval.level": (v17/*:: as any*/),
        "game.iterations.chartData.cpnu.daily.interval.low": (v17/*:: as any*/),
        "game.iterations.chartData.cpnu.daily.value": (v16/*:: as any*/),
        "game.iterations.chartData.cpnu.studioAverage": (v16/*:: as any*/),
        "game.iterations.chartData.d1": (v12/*:: as any*/),
        "game.iterations.chartData.d1.daily": (v13/*:: as any*/),
        "game.iterations.chartData.d1.daily.date": (v10/*:: as any*/),
        "game.iterations.chartData.d1.daily.installs": (v14/*:: as any*/),
        "game.iterations.chartData.d1.daily.interval": (v15/*:: as any*/),
        "game.iterations.chartData.d1.daily.interval.high": (v16/*:: as any*/),
        "game.iterations.chartData.d1.daily.interval.level": (v17/*:: as any*/),
        "game.iterations.chartData.d1.daily.interval.low": (v17/*:: as any*/),
        "game.iterations.chartData.d1.daily.value": (v16/*:: as any*/),
        "game.iterations.chartData.d1.studioAverage": (v16/*:: as any*/),
        "game.iterations.chartData.d7": (v12/*:: as any*/),
        "game.iterations.chartData.d7.daily": (v13/*:: as any*/),
        "game.iterations.chartData.d7.daily.date": (v10/*:: as any*/),
        "game.iterations.chartData.d7.daily.installs": (v14/*:: as any*/),
        "game.iterations.chartData.d7.daily.interval": (v15/*:: as any*/),
        "game.iterations.chartData.d7.daily.interval.high": (v16/*:: as any*/),
        "game.iterations.chartData.d7.daily.interval.level": (v17/*:: as any*/),
        "game.iterations.chartData.d7.daily.interval.low": (v17/*:: as any*/),
        "game.iterations.chartData.d7.daily.value": (v16/*:: as any*/),
        "game.iterations.chartData.d7.studioAverage": (v16/*:: as any*/),
        "game.iterations.end": (v18/*:: as any*/),
        "game.iterations.id": (v11/*:: as any*/),
        "game.iterations.kpis": (v19/*:: as any*/),
        "game.iterations.kpis.clicks": (v20/*:: as any*/),
        "game.iterations.kpis.cpi": (v16/*:: as any*/),
        "game.iterations.kpis.cpiDiff": (v16/*:: as any*/),
        "game.iterations.kpis.cpiDiffIsBetter": (v21/*:: as any*/),
        "game.iterations.kpis.cpnu": (v16/*:: as any*/),
        "game.iterations.kpis.d1": (v16/*:: as any*/),
        "game.iterations.kpis.d14": (v16/*:: as any*/),
        "game.iterations.kpis.d1Diff": (v16/*:: as any*/),
        "game.iterations.kpis.d1DiffIsBetter": (v21/*:: as any*/),
        "game.iterations.kpis.d7": (v16/*:: as any*/),
        "game.iterations.kpis.d7Diff": (v16/*:: as any*/),
        "game.iterations.kpis.d7DiffIsBetter": (v21/*:: as any*/),
        "game.iterations.kpis.evidence": (v22/*:: as any*/),
        "game.iterations.kpis.evidence.comparison": (v23/*:: as any*/),
        "game.iterations.kpis.evidence.comparison.moreSampleNeeded": (v20/*:: as any*/),
        "game.iterations.kpis.evidence.comparison.verdict": (v24/*:: as any*/),
        "game.iterations.kpis.evidence.interval": (v15/*:: as any*/),
        "game.iterations.kpis.evidence.interval.high": (v16/*:: as any*/),
        "game.iterations.kpis.evidence.interval.level": (v17/*:: as any*/),
        "game.iterations.kpis.evidence.interval.low": (v17/*:: as any*/),
        "game.iterations.kpis.evidence.kpi": (v25/*:: as any*/),
        "game.iterations.kpis.evidence.sampleUnit": (v26/*:: as any*/),
        "game.iterations.kpis.installs": (v20/*:: as any*/),
        "game.iterations.kpis.newUsers": (v20/*:: as any*/),
        "game.iterations.kpis.playtimeHumanReadable": (v18/*:: as any*/),
        "game.iterations.kpis.shareOfMales": (v16/*:: as any*/),
        "game.iterations.networks": {
          "enumValues": null,
          "nullable": false,
          "plural": true,
          "type": "IterationNetwork"
        },
        "game.iterations.networks.campaignError": (v18/*:: as any*/),
        "game.iterations.networks.campaignStatus": {
          "enumValues": [
            "ACTIVE",
            "CAMPAIGN_CREATION_FAILED",
            "CREATING",
            "PAUSED",
            "STOPPED"
          ],
          "nullable": true,
          "plural": false,
          "type": "CampaignStatus"
        },
        "game.iterations.networks.kpis": (v19/*:: as any*/),
        "game.iterations.networks.kpis.clicks": (v20/*:: as any*/),
        "game.iterations.networks.kpis.cpi": (v16/*:: as any*/),
        "game.iterations.networks.kpis.cpiDiff": (v16/*:: as any*/),
        "game.iterations.networks.kpis.cpiDiffIsBetter": (v21/*:: as any*/),
        "game.iterations.networks.kpis.cpnu": (v16/*:: as any*/),
        "game.iterations.networks.kpis.d1": (v16/*:: as any*/),
        "game.iterations.networks.kpis.d14": (v16/*:: as any*/),
        "game.iterations.networks.kpis.d1Diff": (v16/*:: as any*/),
        "game.iterations.networks.kpis.d1DiffIsBetter": (v21/*:: as any*/),
        "game.iterations.networks.kpis.d7": (v16/*:: as any*/),
        "game.iterations.networks.kpis.d7Diff": (v16/*:: as any*/),
        "game.iterations.networks.kpis.d7DiffIsBetter": (v21/*:: as any*/),
        "game.iterations.networks.kpis.evidence": (v22/*:: as any*/),
        "game.iterations.networks.kpis.evidence.comparison": (v23/*:: as any*/),
        "game.iterations.networks.kpis.evidence.comparison.moreSampleNeeded": (v20/*:: as any*/),
        "game.iterations.networks.kpis.evidence.comparison.verdict": (v24/*:: as any*/),
        "game.iterations.networks.kpis.evidence.interval": (v15/*:: as any*/),
        "game.iterations.networks.kpis.evidence.interval.high": (v16/*:: as any*/),
        "game.iterations.networks.kpis.evidence.interval.level": (v17/*:: as any*/),
        "game.iterations.networks.kpis.evidence.interval.low": (v17/*:: as any*/),
        "game.iterations.networks.kpis.evidence.kpi": (v25/*:: as any*/),
        "game.iterations.networks.kpis.evidence.sampleUnit": (v26/*:: as any*/),
        "game.iterations.networks.kpis.installs": (v20/*:: as any*/),
        "game.iterations.networks.kpis.newUsers": (v20/*:: as any*/),
        "game.iterations.networks.kpis.playtimeHumanReadable": (v18/*:: as any*/),
        "game.iterations.networks.kpis.shareOfMales": (v16/*:: as any*/),
        "game.iterations.networks.network": (v27/*:: as any*/),
        "game.iterations.networks.restricted": (v28/*:: as any*/),
        "game.iterations.networks.videos": (v29/*:: as any*/),
        "game.iterations.networks.videos.best": (v28/*:: as any*/),
        "game.iterations.networks.videos.rank": (v14/*:: as any*/),
        "game.iterations.networks.videos.video": (v30/*:: as any*/),
        "game.iterations.networks.videos.video.adultContent": (v28/*:: as any*/),
        "game.iterations.networks.videos.video.downloadUrl": (v18/*:: as any*/),
        "game.iterations.networks.videos.video.fileName": (v10/*:: as any*/),
        "game.iterations.networks.videos.video.id": (v11/*:: as any*/),
        "game.iterations.networks.videos.video.network": (v27/*:: as any*/),
        "game.iterations.networks.videos.video.numbers": (v31/*:: as any*/),
        "game.iterations.networks.videos.video.numbers.clicks": (v14/*:: as any*/),
        "game.iterations.networks.videos.video.numbers.cpi": (v16/*:: as any*/),
        "game.iterations.networks.videos.video.numbers.impressions": (v14/*:: as any*/),
        "game.iterations.networks.videos.video.numbers.installs": (v14/*:: as any*/),
        "game.iterations.networks.videos.video.numbers.spend": (v17/*:: as any*/),
        "game.iterations.networks.videos.video.url": (v18/*:: as any*/),
        "game.iterations.networks.videos.video.videoId": (v14/*:: as any*/),
        "game.iterations.number": (v14/*:: as any*/),
        "game.iterations.schedulingDetails": (v18/*:: as any*/),
        "game.iterations.start": (v10/*:: as any*/),
        "game.iterations.videos": (v29/*:: as any*/),
        "game.iterations.videos.best": (v28/*:: as any*/),
        "game.iterations.videos.rank": (v14/*:: as any*/),
        "game.iterations.videos.video": (v30/*:: as any*/),
        "game.iterations.videos.video.adultContent": (v28/*:: as any*/),
        "game.iterations.videos.video.downloadUrl": (v18/*:: as any*/),
        "game.iterations.videos.video.fileName": (v10/*:: as any*/),
        "game.iterations.videos.video.id": (v11/*:: as any*/),
        "game.iterations.videos.video.network": (v27/*:: as any*/),
        "game.iterations.videos.video.numbers": (v31/*:: as any*/),
        "game.iterations.videos.video.numbers.clicks": (v14/*:: as any*/),
        "game.iterations.videos.video.numbers.cpi": (v16/*:: as any*/),
        "game.iterations.videos.video.numbers.impressions": (v14/*:: as any*/),
        "game.iterations.videos.video.numbers.installs": (v14/*:: as any*/),
        "game.iterations.videos.video.numbers.spend": (v17/*:: as any*/),
        "game.iterations.videos.video.url": (v18/*:: as any*/),
        "game.iterations.videos.video.videoId": (v14/*:: as any*/),
        "game.platform": {
          "enumValues": [
            "ANDROID",
            "IOS"
          ],
          "nullable": false,
          "plural": false,
          "type": "Platform"
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
        }
      }
    },
    "name": "IterationsTestQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "cb255463a22e2b5a6f437d5b474ed07f";

export default node;
