/**
 * @generated SignedSource<<774b9ba6c5a1c10cc61c7fc0ddf67c39>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type AdNetwork = "FACEBOOK" | "SNAPCHAT";
import { FragmentRefs } from "relay-runtime";
export type CampaignSettingsDialog_settings$data = {
  readonly campaignSettings: {
    readonly budgetStep: number;
    readonly budgets: ReadonlyArray<{
      readonly budget: number;
      readonly isManuallySet: boolean;
      readonly network: AdNetwork;
      readonly recommendedByVideoCount: ReadonlyArray<number>;
    }>;
    readonly currentCampaignDuration: number;
    readonly isBudgetReadOnly: boolean;
    readonly isDurationReadOnly: boolean;
    readonly maxCampaignDuration: number;
    readonly maxDailyBudget: number;
    readonly minCampaignDuration: number;
    readonly minDailyBudget: number;
  };
  readonly " $fragmentType": "CampaignSettingsDialog_settings";
};
export type CampaignSettingsDialog_settings$key = {
  readonly " $data"?: CampaignSettingsDialog_settings$data;
  readonly " $fragmentSpreads": FragmentRefs<"CampaignSettingsDialog_settings">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "CampaignSettingsDialog_settings",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "CampaignSettings",
      "kind": "LinkedField",
      "name": "campaignSettings",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "concreteType": "NetworkBudget",
          "kind": "LinkedField",
          "name": "budgets",
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
              "name": "budget",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "isManuallySet",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "recommendedByVideoCount",
              "storageKey": null
            }
          ],
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "minDailyBudget",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "maxDailyBudget",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "budgetStep",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "isBudgetReadOnly",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "currentCampaignDuration",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "minCampaignDuration",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "maxCampaignDuration",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "isDurationReadOnly",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Game",
  "abstractKey": null
};

(node as any).hash = "572e03b13d532105c389ec2991d3c201";

export default node;
