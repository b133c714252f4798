/**
 * @generated SignedSource<<9dd8b891b0950b0120ed2ab8ee05cc9f>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
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
    }
  ],
  "type": "IterationKpis",
  "abstractKey": null
};

(node as any).hash = "49e1693fa2ce4cada31aab75453cf8ab";

export default node;
