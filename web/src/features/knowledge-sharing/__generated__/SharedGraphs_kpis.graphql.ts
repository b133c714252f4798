/**
 * @generated SignedSource<<83486c4ad3bb057613051cc669eb7335>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type SharedGraphs_kpis$data = {
  readonly cpi: number | null | undefined;
  readonly ctr: number | null | undefined;
  readonly d1: number | null | undefined;
  readonly d14: number | null | undefined;
  readonly d28: number | null | undefined;
  readonly d7: number | null | undefined;
  readonly playtimeHumanReadable: string | null | undefined;
  readonly " $fragmentType": "SharedGraphs_kpis";
};
export type SharedGraphs_kpis$key = {
  readonly " $data"?: SharedGraphs_kpis$data;
  readonly " $fragmentSpreads": FragmentRefs<"SharedGraphs_kpis">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "SharedGraphs_kpis",
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
      "name": "ctr",
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
      "name": "d7",
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
      "name": "d28",
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
  "type": "SharedKpis",
  "abstractKey": null
};

(node as any).hash = "47aa91d8129b81fba276ae9ccad04bfc";

export default node;
