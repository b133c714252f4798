/**
 * @generated SignedSource<<96c022f0cfc1dfc281fce82e5ca3df19>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type BenchmarkKpi = "CPI" | "CPNU" | "CTR" | "D1" | "D7" | "PLAYTIME";
import { FragmentRefs } from "relay-runtime";
export type BenchmarkChartsDialog_kpi$data = ReadonlyArray<{
  readonly allDistribution: {
    readonly high: number;
    readonly low: number;
    readonly median: number;
    readonly q1: number;
    readonly q3: number;
  };
  readonly gamesCompared: number | null | undefined;
  readonly gamesComparedAll: number;
  readonly genreDistribution: {
    readonly high: number;
    readonly low: number;
    readonly median: number;
    readonly q1: number;
    readonly q3: number;
  } | null | undefined;
  readonly kpi: BenchmarkKpi;
  readonly percentile: number | null | undefined;
  readonly percentileAll: number;
  readonly value: number;
  readonly " $fragmentType": "BenchmarkChartsDialog_kpi";
}>;
export type BenchmarkChartsDialog_kpi$key = ReadonlyArray<{
  readonly " $data"?: BenchmarkChartsDialog_kpi$data;
  readonly " $fragmentSpreads": FragmentRefs<"BenchmarkChartsDialog_kpi">;
}>;

const node: ReaderFragment = (function(){
var v0 = [
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
];
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": {
    "plural": true
  },
  "name": "BenchmarkChartsDialog_kpi",
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
      "selections": (v0/*:: as any*/),
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "BoxPlot",
      "kind": "LinkedField",
      "name": "allDistribution",
      "plural": false,
      "selections": (v0/*:: as any*/),
      "storageKey": null
    }
  ],
  "type": "KpiBenchmark",
  "abstractKey": null
};
})();

(node as any).hash = "815ccbf8e1dc6e72066c878b158039a2";

export default node;
