/**
 * @generated SignedSource<<006ee65b69bf12bbe4ac1acd08b2841f>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type EvidenceKpi = "CPI" | "CPM" | "CPNU" | "CTR" | "D1" | "D14" | "D28" | "D7" | "INSTALL_RATE" | "IPM" | "PLAYTIME" | "SESSION_LENGTH";
export type KpiSampleUnit = "CLICKS" | "IMPRESSIONS" | "INSTALLS" | "NEW_USERS";
export type KpiVerdict = "BETTER" | "NOT_KNOWN_YET" | "WORSE";
import { FragmentRefs } from "relay-runtime";
export type IterationKpis_kpis$data = {
  readonly clicks: number | null | undefined;
  readonly cpi: number | null | undefined;
  readonly cpiDiff: number | null | undefined;
  readonly cpiDiffIsBetter: boolean | null | undefined;
  readonly cpnu: number | null | undefined;
  readonly d1: number | null | undefined;
  readonly d14: number | null | undefined;
  readonly d1Diff: number | null | undefined;
  readonly d1DiffIsBetter: boolean | null | undefined;
  readonly d7: number | null | undefined;
  readonly d7Diff: number | null | undefined;
  readonly d7DiffIsBetter: boolean | null | undefined;
  readonly evidence: ReadonlyArray<{
    readonly comparison: {
      readonly moreSampleNeeded: number | null | undefined;
      readonly verdict: KpiVerdict;
    } | null | undefined;
    readonly interval: {
      readonly high: number | null | undefined;
      readonly level: number;
      readonly low: number;
    } | null | undefined;
    readonly kpi: EvidenceKpi;
    readonly sampleUnit: KpiSampleUnit;
  }>;
  readonly installs: number | null | undefined;
  readonly newUsers: number | null | undefined;
  readonly playtimeHumanReadable: string | null | undefined;
  readonly shareOfMales: number | null | undefined;
  readonly " $fragmentType": "IterationKpis_kpis";
};
export type IterationKpis_kpis$key = {
  readonly " $data"?: IterationKpis_kpis$data;
  readonly " $fragmentSpreads": FragmentRefs<"IterationKpis_kpis">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "IterationKpis_kpis",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "cpi",
      "storageKey": null
    },
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
      "kind": "ScalarField",
      "name": "clicks",
      "storageKey": null
    },
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
  "type": "IterationKpis",
  "abstractKey": null
};

(node as any).hash = "539a0aa10399b604f5e2daff0f4be646";

export default node;
