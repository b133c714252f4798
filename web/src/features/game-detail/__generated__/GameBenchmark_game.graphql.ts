/**
 * @generated SignedSource<<5fcc74b1822c14211f53316dcf707c0b>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type BenchmarkKpi = "CPI" | "CPNU" | "CTR" | "D1" | "D7" | "PLAYTIME";
import { FragmentRefs } from "relay-runtime";
export type GameBenchmark_game$data = {
  readonly benchmark: ReadonlyArray<{
    readonly gamesCompared: number | null | undefined;
    readonly gamesComparedAll: number;
    readonly genre: string | null | undefined;
    readonly kpi: BenchmarkKpi;
    readonly percentile: number | null | undefined;
    readonly percentileAll: number;
    readonly value: number;
    readonly " $fragmentSpreads": FragmentRefs<"BenchmarkChartsDialog_kpi">;
  }>;
  readonly " $fragmentType": "GameBenchmark_game";
};
export type GameBenchmark_game$key = {
  readonly " $data"?: GameBenchmark_game$data;
  readonly " $fragmentSpreads": FragmentRefs<"GameBenchmark_game">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "GameBenchmark_game",
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
          "args": null,
          "kind": "FragmentSpread",
          "name": "BenchmarkChartsDialog_kpi"
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Game",
  "abstractKey": null
};

(node as any).hash = "ccddab807b0ab4d6b7b5f8cd7c674f55";

export default node;
