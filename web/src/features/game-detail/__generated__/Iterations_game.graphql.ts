/**
 * @generated SignedSource<<b70202c39a78fca50146263f8737028e>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type AdNetwork = "FACEBOOK" | "SNAPCHAT";
export type CampaignStatus = "ACTIVE" | "CAMPAIGN_CREATION_FAILED" | "CREATING" | "PAUSED" | "STOPPED";
export type GameStatus = "ARCHIVED" | "FINISHED" | "IN_TESTING" | "PENDING_REVIEW" | "PENDING_SDK_INTEGRATION" | "PENDING_TESTING";
export type Platform = "ANDROID" | "IOS";
import { FragmentRefs } from "relay-runtime";
export type Iterations_game$data = {
  readonly createdAt: string;
  readonly iterations: ReadonlyArray<{
    readonly end: string | null | undefined;
    readonly id: string;
    readonly kpis: {
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
    };
    readonly networks: ReadonlyArray<{
      readonly campaignError: string | null | undefined;
      readonly campaignStatus: CampaignStatus | null | undefined;
      readonly kpis: {
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
      };
      readonly network: AdNetwork;
      readonly restricted: boolean;
      readonly videos: ReadonlyArray<{
        readonly best: boolean;
        readonly rank: number;
        readonly video: {
          readonly adultContent: boolean;
          readonly downloadUrl: string | null | undefined;
          readonly fileName: string;
          readonly id: string;
          readonly network: AdNetwork;
          readonly numbers: {
            readonly clicks: number;
            readonly cpi: number | null | undefined;
            readonly impressions: number;
            readonly installs: number;
            readonly spend: number;
          };
          readonly url: string | null | undefined;
          readonly videoId: number;
        };
      }>;
    }>;
    readonly number: number;
    readonly schedulingDetails: string | null | undefined;
    readonly start: string;
    readonly videos: ReadonlyArray<{
      readonly best: boolean;
      readonly rank: number;
      readonly video: {
        readonly adultContent: boolean;
        readonly downloadUrl: string | null | undefined;
        readonly fileName: string;
        readonly id: string;
        readonly network: AdNetwork;
        readonly numbers: {
          readonly clicks: number;
          readonly cpi: number | null | undefined;
          readonly impressions: number;
          readonly installs: number;
          readonly spend: number;
        };
        readonly url: string | null | undefined;
        readonly videoId: number;
      };
    }>;
    readonly " $fragmentSpreads": FragmentRefs<"ChartsDialog_iteration">;
  }>;
  readonly platform: Platform;
  readonly status: GameStatus;
  readonly " $fragmentType": "Iterations_game";
};
export type Iterations_game$key = {
  readonly " $data"?: Iterations_game$data;
  readonly " $fragmentSpreads": FragmentRefs<"Iterations_game">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "cpi",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "installs",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "clicks",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "concreteType": "IterationKpis",
  "kind": "LinkedField",
  "name": "kpis",
  "plural": false,
  "selections": [
    (v1/*:: as any*/),
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
    (v2/*:: as any*/),
    (v3/*:: as any*/),
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
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "network",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "concreteType": "RankedVideo",
  "kind": "LinkedField",
  "name": "videos",
  "plural": true,
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "rank",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "best",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Video",
      "kind": "LinkedField",
      "name": "video",
      "plural": false,
      "selections": [
        (v0/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "videoId",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "url",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "downloadUrl",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "fileName",
          "storageKey": null
        },
        (v5/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "adultContent",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "AdVideoNumbers",
          "kind": "LinkedField",
          "name": "numbers",
          "plural": false,
          "selections": [
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "spend",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "impressions",
              "storageKey": null
            },
            (v3/*:: as any*/),
            (v2/*:: as any*/),
            (v1/*:: as any*/)
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "Iterations_game",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "platform",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "createdAt",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "status",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Iteration",
      "kind": "LinkedField",
      "name": "iterations",
      "plural": true,
      "selections": [
        (v0/*:: as any*/),
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
        (v4/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "concreteType": "IterationNetwork",
          "kind": "LinkedField",
          "name": "networks",
          "plural": true,
          "selections": [
            (v5/*:: as any*/),
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
            (v4/*:: as any*/),
            (v6/*:: as any*/)
          ],
          "storageKey": null
        },
        (v6/*:: as any*/),
        {
          "args": null,
          "kind": "FragmentSpread",
          "name": "ChartsDialog_iteration"
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Game",
  "abstractKey": null
};
})();

(node as any).hash = "0044bd9c76a3fb2c3f3626dc4b65ff16";

export default node;
