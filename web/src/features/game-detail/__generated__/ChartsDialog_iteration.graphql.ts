/**
 * @generated SignedSource<<0ab523bb0561757401e7ccd4acfcc723>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ChartsDialog_iteration$data = {
  readonly chartData: {
    readonly cpi: {
      readonly daily: ReadonlyArray<{
        readonly date: string;
        readonly installs: number;
        readonly interval: {
          readonly high: number | null | undefined;
          readonly level: number;
          readonly low: number;
        } | null | undefined;
        readonly value: number | null | undefined;
      }>;
      readonly studioAverage: number | null | undefined;
    } | null | undefined;
    readonly cpnu: {
      readonly daily: ReadonlyArray<{
        readonly date: string;
        readonly installs: number;
        readonly interval: {
          readonly high: number | null | undefined;
          readonly level: number;
          readonly low: number;
        } | null | undefined;
        readonly value: number | null | undefined;
      }>;
      readonly studioAverage: number | null | undefined;
    } | null | undefined;
    readonly d1: {
      readonly daily: ReadonlyArray<{
        readonly date: string;
        readonly installs: number;
        readonly interval: {
          readonly high: number | null | undefined;
          readonly level: number;
          readonly low: number;
        } | null | undefined;
        readonly value: number | null | undefined;
      }>;
      readonly studioAverage: number | null | undefined;
    } | null | undefined;
    readonly d7: {
      readonly daily: ReadonlyArray<{
        readonly date: string;
        readonly installs: number;
        readonly interval: {
          readonly high: number | null | undefined;
          readonly level: number;
          readonly low: number;
        } | null | undefined;
        readonly value: number | null | undefined;
      }>;
      readonly studioAverage: number | null | undefined;
    } | null | undefined;
  } | null | undefined;
  readonly number: number;
  readonly " $fragmentType": "ChartsDialog_iteration";
};
export type ChartsDialog_iteration$key = {
  readonly " $data"?: ChartsDialog_iteration$data;
  readonly " $fragmentSpreads": FragmentRefs<"ChartsDialog_iteration">;
};

const node: ReaderFragment = (function(){
var v0 = [
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
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "installs",
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
      }
    ],
    "storageKey": null
  }
];
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ChartsDialog_iteration",
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
          "selections": (v0/*:: as any*/),
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "KpiSeries",
          "kind": "LinkedField",
          "name": "cpnu",
          "plural": false,
          "selections": (v0/*:: as any*/),
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "KpiSeries",
          "kind": "LinkedField",
          "name": "d1",
          "plural": false,
          "selections": (v0/*:: as any*/),
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "KpiSeries",
          "kind": "LinkedField",
          "name": "d7",
          "plural": false,
          "selections": (v0/*:: as any*/),
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Iteration",
  "abstractKey": null
};
})();

(node as any).hash = "00d87f5f7d5bfec600042bd4d5184db7";

export default node;
