/**
 * @generated SignedSource<<f01cb17622c7ac4189f55e4e62122ff9>>
 * @relayHash 0d4d20eec93b3e5707cc6bd697364642
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID e032dce8f83c5e7b836f6a3cfd005fd8fcd229ded1741d12da025058e0989b10

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
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "network",
  "storageKey": null
},
v7 = {
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
        (v6/*:: as any*/),
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
v8 = [
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
      (v3/*:: as any*/)
    ],
    "storageKey": null
  }
],
v9 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "String"
},
v10 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "ID"
},
v11 = {
  "enumValues": null,
  "nullable": true,
  "plural": false,
  "type": "KpiSeries"
},
v12 = {
  "enumValues": null,
  "nullable": false,
  "plural": true,
  "type": "KpiDailyPoint"
},
v13 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "Int"
},
v14 = {
  "enumValues": null,
  "nullable": true,
  "plural": false,
  "type": "Float"
},
v15 = {
  "enumValues": null,
  "nullable": true,
  "plural": false,
  "type": "String"
},
v16 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "IterationKpis"
},
v17 = {
  "enumValues": null,
  "nullable": true,
  "plural": false,
  "type": "Int"
},
v18 = {
  "enumValues": null,
  "nullable": true,
  "plural": false,
  "type": "Boolean"
},
v19 = {
  "enumValues": null,
  "nullable": false,
  "plural": true,
  "type": "KpiEvidence"
},
v20 = {
  "enumValues": null,
  "nullable": true,
  "plural": false,
  "type": "KpiComparison"
},
v21 = {
  "enumValues": [
    "BETTER",
    "NOT_KNOWN_YET",
    "WORSE"
  ],
  "nullable": false,
  "plural": false,
  "type": "KpiVerdict"
},
v22 = {
  "enumValues": null,
  "nullable": true,
  "plural": false,
  "type": "ConfidenceInterval"
},
v23 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "Float"
},
v24 = {
  "enumValues": [
    "CPI",
    "CPNU",
    "CTR",
    "D1",
    "D7",
    "D14",
    "D28"
  ],
  "nullable": false,
  "plural": false,
  "type": "EvidenceKpi"
},
v25 = {
  "enumValues": [
    "IMPRESSIONS",
    "INSTALLS",
    "NEW_USERS"
  ],
  "nullable": false,
  "plural": false,
  "type": "KpiSampleUnit"
},
v26 = {
  "enumValues": [
    "FACEBOOK",
    "SNAPCHAT"
  ],
  "nullable": false,
  "plural": false,
  "type": "AdNetwork"
},
v27 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "Boolean"
},
v28 = {
  "enumValues": null,
  "nullable": false,
  "plural": true,
  "type": "RankedVideo"
},
v29 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "Video"
},
v30 = {
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
              (v5/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "IterationNetwork",
                "kind": "LinkedField",
                "name": "networks",
                "plural": true,
                "selections": [
                  (v6/*:: as any*/),
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
                  (v5/*:: as any*/),
                  (v7/*:: as any*/)
                ],
                "storageKey": null
              },
              (v7/*:: as any*/),
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
                    "selections": (v8/*:: as any*/),
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "KpiSeries",
                    "kind": "LinkedField",
                    "name": "cpnu",
                    "plural": false,
                    "selections": (v8/*:: as any*/),
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "KpiSeries",
                    "kind": "LinkedField",
                    "name": "d1",
                    "plural": false,
                    "selections": (v8/*:: as any*/),
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "KpiSeries",
                    "kind": "LinkedField",
                    "name": "d7",
                    "plural": false,
                    "selections": (v8/*:: as any*/),
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
    "id": "e032dce8f83c5e7b836f6a3cfd005fd8fcd229ded1741d12da025058e0989b10",
    "metadata": {
      "relayTestingSelectionTypeInfo": {
        "game": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "Game"
        },
        "game.createdAt": (v9/*:: as any*/),
        "game.id": (v10/*:: as any*/),
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
        "game.iterations.chartData.cpi": (v11/*:: as any*/),
        "game.iterations.chartData.cpi.daily": (v12/*:: as any*/),
        "game.iterations.chartData.cpi.daily.date": (v9/*:: as any*/),
        "game.iterations.chartData.cpi.daily.installs": (v13/*:: as any*/),
        "game.iterations.chartData.cpi.daily.value": (v14/*:: as any*/),
        "game.iterations.chartData.cpi.studioAverage": (v14/*:: as any*/),
        "game.iterations.chartData.cpnu": (v11/*:: as any*/),
        "game.iterations.chartData.cpnu.daily": (v12/*:: as any*/),
        "game.iterations.chartData.cpnu.daily.date": (v9/*:: as any*/),
        "game.iterations.chartData.cpnu.daily.installs": (v13/*:: as any*/),
        "game.iterations.chartData.cpnu.daily.value": (v14/*:: as any*/),
        "game.iterations.chartData.cpnu.studioAverage": (v14/*:: as any*/),
        "game.iterations.chartData.d1": (v11/*:: as any*/),
        "game.iterations.chartData.d1.daily": (v12/*:: as any*/),
        "game.iterations.chartData.d1.daily.date": (v9/*:: as any*/),
        "game.iterations.chartData.d1.daily.installs": (v13/*:: as any*/),
        "game.iterations.chartData.d1.daily.value": (v14/*:: as any*/),
        "game.iterations.chartData.d1.studioAverage": (v14/*:: as any*/),
        "game.iterations.chartData.d7": (v11/*:: as any*/),
        "game.iterations.chartData.d7.daily": (v12/*:: as any*/),
        "game.iterations.chartData.d7.daily.date": (v9/*:: as any*/),
        "game.iterations.chartData.d7.daily.installs": (v13/*:: as any*/),
        "game.iterations.chartData.d7.daily.value": (v14/*:: as any*/),
        "game.iterations.chartData.d7.studioAverage": (v14/*:: as any*/),
        "game.iterations.end": (v15/*:: as any*/),
        "game.iterations.id": (v10/*:: as any*/),
        "game.iterations.kpis": (v16/*:: as any*/),
        "game.iterations.kpis.clicks": (v17/*:: as any*/),
        "game.iterations.kpis.cpi": (v14/*:: as any*/),
        "game.iterations.kpis.cpiDiff": (v14/*:: as any*/),
        "game.iterations.kpis.cpiDiffIsBetter": (v18/*:: as any*/),
        "game.iterations.kpis.cpnu": (v14/*:: as any*/),
        "game.iterations.kpis.d1": (v14/*:: as any*/),
        "game.iterations.kpis.d14": (v14/*:: as any*/),
        "game.iterations.kpis.d1Diff": (v14/*:: as any*/),
        "game.iterations.kpis.d1DiffIsBetter": (v18/*:: as any*/),
        "game.iterations.kpis.d7": (v14/*:: as any*/),
        "game.iterations.kpis.d7Diff": (v14/*:: as any*/),
        "game.iterations.kpis.d7DiffIsBetter": (v18/*:: as any*/),
        "game.iterations.kpis.evidence": (v19/*:: as any*/),
        "game.iterations.kpis.evidence.comparison": (v20/*:: as any*/),
        "game.iterations.kpis.evidence.comparison.moreSampleNeeded": (v17/*:: as any*/),
        "game.iterations.kpis.evidence.comparison.verdict": (v21/*:: as any*/),
        "game.iterations.kpis.evidence.interval": (v22/*:: as any*/),
        "game.iterations.kpis.evidence.interval.high": (v14/*:: as any*/),
        "game.iterations.kpis.evidence.interval.level": (v23/*:: as any*/),
        "game.iterations.kpis.evidence.interval.low": (v23/*:: as any*/),
        "game.iterations.kpis.evidence.kpi": (v24/*:: as any*/),
        "game.iterations.kpis.evidence.sampleUnit": (v25/*:: as any*/),
        "game.iterations.kpis.installs": (v17/*:: as any*/),
        "game.iterations.kpis.newUsers": (v17/*:: as any*/),
        "game.iterations.kpis.playtimeHumanReadable": (v15/*:: as any*/),
        "game.iterations.kpis.shareOfMales": (v14/*:: as any*/),
        "game.iterations.networks": {
          "enumValues": null,
          "nullable": false,
          "plural": true,
          "type": "IterationNetwork"
        },
        "game.iterations.networks.campaignError": (v15/*:: as any*/),
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
        "game.iterations.networks.kpis": (v16/*:: as any*/),
        "game.iterations.networks.kpis.clicks": (v17/*:: as any*/),
        "game.iterations.networks.kpis.cpi": (v14/*:: as any*/),
        "game.iterations.networks.kpis.cpiDiff": (v14/*:: as any*/),
        "game.iterations.networks.kpis.cpiDiffIsBetter": (v18/*:: as any*/),
        "game.iterations.networks.kpis.cpnu": (v14/*:: as any*/),
        "game.iterations.networks.kpis.d1": (v14/*:: as any*/),
        "game.iterations.networks.kpis.d14": (v14/*:: as any*/),
        "game.iterations.networks.kpis.d1Diff": (v14/*:: as any*/),
        "game.iterations.networks.kpis.d1DiffIsBetter": (v18/*:: as any*/),
        "game.iterations.networks.kpis.d7": (v14/*:: as any*/),
        "game.iterations.networks.kpis.d7Diff": (v14/*:: as any*/),
        "game.iterations.networks.kpis.d7DiffIsBetter": (v18/*:: as any*/),
        "game.iterations.networks.kpis.evidence": (v19/*:: as any*/),
        "game.iterations.networks.kpis.evidence.comparison": (v20/*:: as any*/),
        "game.iterations.networks.kpis.evidence.comparison.moreSampleNeeded": (v17/*:: as any*/),
        "game.iterations.networks.kpis.evidence.comparison.verdict": (v21/*:: as any*/),
        "game.iterations.networks.kpis.evidence.interval": (v22/*:: as any*/),
        "game.iterations.networks.kpis.evidence.interval.high": (v14/*:: as any*/),
        "game.iterations.networks.kpis.evidence.interval.level": (v23/*:: as any*/),
        "game.iterations.networks.kpis.evidence.interval.low": (v23/*:: as any*/),
        "game.iterations.networks.kpis.evidence.kpi": (v24/*:: as any*/),
        "game.iterations.networks.kpis.evidence.sampleUnit": (v25/*:: as any*/),
        "game.iterations.networks.kpis.installs": (v17/*:: as any*/),
        "game.iterations.networks.kpis.newUsers": (v17/*:: as any*/),
        "game.iterations.networks.kpis.playtimeHumanReadable": (v15/*:: as any*/),
        "game.iterations.networks.kpis.shareOfMales": (v14/*:: as any*/),
        "game.iterations.networks.network": (v26/*:: as any*/),
        "game.iterations.networks.restricted": (v27/*:: as any*/),
        "game.iterations.networks.videos": (v28/*:: as any*/),
        "game.iterations.networks.videos.best": (v27/*:: as any*/),
        "game.iterations.networks.videos.rank": (v13/*:: as any*/),
        "game.iterations.networks.videos.video": (v29/*:: as any*/),
        "game.iterations.networks.videos.video.adultContent": (v27/*:: as any*/),
        "game.iterations.networks.videos.video.downloadUrl": (v15/*:: as any*/),
        "game.iterations.networks.videos.video.fileName": (v9/*:: as any*/),
        "game.iterations.networks.videos.video.id": (v10/*:: as any*/),
        "game.iterations.networks.videos.video.network": (v26/*:: as any*/),
        "game.iterations.networks.videos.video.numbers": (v30/*:: as any*/),
        "game.iterations.networks.videos.video.numbers.clicks": (v13/*:: as any*/),
        "game.iterations.networks.videos.video.numbers.cpi": (v14/*:: as any*/),
        "game.iterations.networks.videos.video.numbers.impressions": (v13/*:: as any*/),
        "game.iterations.networks.videos.video.numbers.installs": (v13/*:: as any*/),
        "game.iterations.networks.videos.video.numbers.spend": (v23/*:: as any*/),
        "game.iterations.networks.videos.video.url": (v15/*:: as any*/),
        "game.iterations.networks.videos.video.videoId": (v13/*:: as any*/),
        "game.iterations.number": (v13/*:: as any*/),
        "game.iterations.schedulingDetails": (v15/*:: as any*/),
        "game.iterations.start": (v9/*:: as any*/),
        "game.iterations.videos": (v28/*:: as any*/),
        "game.iterations.videos.best": (v27/*:: as any*/),
        "game.iterations.videos.rank": (v13/*:: as any*/),
        "game.iterations.videos.video": (v29/*:: as any*/),
        "game.iterations.videos.video.adultContent": (v27/*:: as any*/),
        "game.iterations.videos.video.downloadUrl": (v15/*:: as any*/),
        "game.iterations.videos.video.fileName": (v9/*:: as any*/),
        "game.iterations.videos.video.id": (v10/*:: as any*/),
        "game.iterations.videos.video.network": (v26/*:: as any*/),
        "game.iterations.videos.video.numbers": (v30/*:: as any*/),
        "game.iterations.videos.video.numbers.clicks": (v13/*:: as any*/),
        "game.iterations.videos.video.numbers.cpi": (v14/*:: as any*/),
        "game.iterations.videos.video.numbers.impressions": (v13/*:: as any*/),
        "game.iterations.videos.video.numbers.installs": (v13/*:: as any*/),
        "game.iterations.videos.video.numbers.spend": (v23/*:: as any*/),
        "game.iterations.videos.video.url": (v15/*:: as any*/),
        "game.iterations.videos.video.videoId": (v13/*:: as any*/),
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
