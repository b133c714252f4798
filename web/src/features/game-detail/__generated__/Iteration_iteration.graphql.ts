/**
 * @generated SignedSource<<d3258966d5c00a46bfde6f6295691221>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type AdNetwork = "FACEBOOK" | "SNAPCHAT";
export type CampaignStatus = "ACTIVE" | "CAMPAIGN_CREATION_FAILED" | "CREATING" | "PAUSED" | "STOPPED";
import { FragmentRefs } from "relay-runtime";
export type Iteration_iteration$data = {
  readonly end: string | null | undefined;
  readonly id: string;
  readonly kpis: {
    readonly " $fragmentSpreads": FragmentRefs<"IterationKpis_kpis">;
  };
  readonly networks: ReadonlyArray<{
    readonly campaignError: string | null | undefined;
    readonly campaignStatus: CampaignStatus | null | undefined;
    readonly kpis: {
      readonly " $fragmentSpreads": FragmentRefs<"IterationKpis_kpis">;
    };
    readonly network: AdNetwork;
    readonly restricted: boolean;
    readonly videos: ReadonlyArray<{
      readonly " $fragmentSpreads": FragmentRefs<"VideoTable_videos">;
    }>;
  }>;
  readonly number: number;
  readonly schedulingDetails: string | null | undefined;
  readonly start: string;
  readonly videos: ReadonlyArray<{
    readonly " $fragmentSpreads": FragmentRefs<"VideoTable_videos">;
  }>;
  readonly " $fragmentSpreads": FragmentRefs<"ChartsDialog_iteration">;
  readonly " $fragmentType": "Iteration_iteration";
};
export type Iteration_iteration$key = {
  readonly " $data"?: Iteration_iteration$data;
  readonly " $fragmentSpreads": FragmentRefs<"Iteration_iteration">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "concreteType": "IterationKpis",
  "kind": "LinkedField",
  "name": "kpis",
  "plural": false,
  "selections": [
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "IterationKpis_kpis"
    }
  ],
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "concreteType": "RankedVideo",
  "kind": "LinkedField",
  "name": "videos",
  "plural": true,
  "selections": [
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "VideoTable_videos"
    }
  ],
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "Iteration_iteration",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "id",
      "storageKey": null
    },
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
    (v0/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "concreteType": "IterationNetwork",
      "kind": "LinkedField",
      "name": "networks",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "network",
          "storageKey": null
        },
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
        (v0/*:: as any*/),
        (v1/*:: as any*/)
      ],
      "storageKey": null
    },
    (v1/*:: as any*/),
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "ChartsDialog_iteration"
    }
  ],
  "type": "Iteration",
  "abstractKey": null
};
})();

(node as any).hash = "291788e07710af5cbf5b38c276892de4";

export default node;
