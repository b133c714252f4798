/**
 * @generated SignedSource<<ac91c86be05255ecac9d2f3c0b7e55c3>>
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
        }
      ],
      "storageKey": null
    }
  ],
  "type": "KpiSeries",
  "abstractKey": null
};

(node as any).hash = "6b876c02ad57e7390321ae7e9f0051d4";

export default node;
