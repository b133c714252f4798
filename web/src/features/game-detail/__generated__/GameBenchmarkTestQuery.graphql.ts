/**
 * @generated SignedSource<<f71ee180203d7617310d859324975188>>
 * @relayHash b315cafe0f0d29eaffc1f52ac8b6ccad
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID d77223e8e848d594459bb159b9b0ebaaf7472236902942a39b7a112a651c668c

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type GameBenchmarkTestQuery$variables = Record<PropertyKey, never>;
export type GameBenchmarkTestQuery$data = {
  readonly game: {
    readonly " $fragmentSpreads": FragmentRefs<"GameBenchmark_game">;
  } | null | undefined;
};
export type GameBenchmarkTestQuery = {
  response: GameBenchmarkTestQuery$data;
  variables: GameBenchmarkTestQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "kind": "Literal",
    "name": "gameId",
    "value": 12
  }
],
v1 = [
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
    "name": "q1",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "median",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "q3",
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
v2 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "Float"
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "GameBenchmarkTestQuery",
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
            "name": "GameBenchmark_game"
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
    "name": "GameBenchmarkTestQuery",
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
            "concreteType": "KpiBenchmark",
            "kind": "LinkedField",
            "name": "benchmark",
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
                "name": "value",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "genre",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "percentile",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "gamesCompared",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "percentileAll",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "gamesComparedAll",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "BoxPlot",
                "kind": "LinkedField",
                "name": "genreDistribution",
                "plural": false,
                "selections": (v1/*:: as any*/),
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "BoxPlot",
                "kind": "LinkedField",
                "name": "allDistribution",
                "plural": false,
                "selections": (v1/*:: as any*/),
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "id",
            "storageKey": null
          }
        ],
        "storageKey": "game(gameId:12)"
      }
    ]
  },
  "params": {
    "id": "d77223e8e848d594459bb159b9b0ebaaf7472236902942a39b7a112a651c668c",
    "metadata": {
      "relayTestingSelectionTypeInfo": {
        "game": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "Game"
        },
        "game.benchmark": {
          "enumValues": null,
          "nullable": false,
          "plural": true,
          "type": "KpiBenchmark"
        },
        "game.benchmark.allDistribution": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "BoxPlot"
        },
        "game.benchmark.allDistribution.high": (v2/*:: as any*/),
        "game.benchmark.allDistribution.low": (v2/*:: as any*/),
        "game.benchmark.allDistribution.median": (v2/*:: as any*/),
        "game.benchmark.allDistribution.q1": (v2/*:: as any*/),
        "game.benchmark.allDistribution.q3": (v2/*:: as any*/),
        "game.benchmark.gamesCompared": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "Int"
        },
        "game.benchmark.gamesComparedAll": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "Int"
        },
        "game.benchmark.genre": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "String"
        },
        "game.benchmark.genreDistribution": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "BoxPlot"
        },
        "game.benchmark.genreDistribution.high": (v2/*:: as any*/),
        "game.benchmark.genreDistribution.low": (v2/*:: as any*/),
        "game.benchmark.genreDistribution.median": (v2/*:: as any*/),
        "game.benchmark.genreDistribution.q1": (v2/*:: as any*/),
        "game.benchmark.genreDistribution.q3": (v2/*:: as any*/),
        "game.benchmark.kpi": {
          "enumValues": [
            "CPI",
            "CPNU",
            "CTR",
            "D1",
            "D7",
            "PLAYTIME"
          ],
          "nullable": false,
          "plural": false,
          "type": "BenchmarkKpi"
        },
        "game.benchmark.percentile": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "Float"
        },
        "game.benchmark.percentileAll": (v2/*:: as any*/),
        "game.benchmark.value": (v2/*:: as any*/),
        "game.id": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "ID"
        }
      }
    },
    "name": "GameBenchmarkTestQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "bfa9a6014622c9ccd454efa953e5e795";

export default node;
