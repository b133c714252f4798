/**
 * @generated SignedSource<<c80a65b6b306430a1c95f1e2c9d9972a>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ChartsDialog_series$data = {
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
  readonly " $fragmentType": "ChartsDialog_series";
};
export type ChartsDialog_series$key = {
  readonly " $data"?: ChartsDialog_series$data;
  readonly " $fragmentSpreads": FragmentRefs<"ChartsDialog_series">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ChartsDialog_series",
  "selections": [
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
  ],
  "type": "KpiSeries",
  "abstractKey": null
};

(node as any).hash = "1597267dee2236cc9da3c51ef7ead1b3";

export default node;
