/**
 * @generated SignedSource<<8655d65b5a61270b9ada6e4cc4f53b98>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type AdNetwork = "FACEBOOK" | "SNAPCHAT";
import { FragmentRefs } from "relay-runtime";
export type CampaignBudget_game$data = {
  readonly campaignSettings: {
    readonly budgetStep: number;
    readonly budgets: ReadonlyArray<{
      readonly budget: number;
      readonly isManuallySet: boolean;
      readonly network: AdNetwork;
    }>;
    readonly currentCampaignDuration: number;
    readonly isBudgetReadOnly: boolean;
    readonly isDurationReadOnly: boolean;
    readonly maxCampaignDuration: number;
    readonly maxDailyBudget: number;
    readonly minCampaignDuration: number;
    readonly minDailyBudget: number;
  };
  readonly id: string;
  readonly " $fragmentType": "CampaignBudget_game";
};
export type CampaignBudget_game$key = {
  readonly " $data"?: CampaignBudget_game$data;
  readonly " $fragmentSpreads": FragmentRefs<"CampaignBudget_game">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "CampaignBudget_game",
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

(node as any).hash = "283df18b33f9347acf8285816b0e7b43";

export default node;
