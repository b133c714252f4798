/**
 * @generated SignedSource<<0d6ca94e55891f8b11c4085ea44ed73f>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type AdNetwork = "FACEBOOK" | "SNAPCHAT";
export type CampaignStatus = "ACTIVE" | "CAMPAIGN_CREATION_FAILED" | "CREATING" | "PAUSED" | "STOPPED";
export type GameStatus = "ARCHIVED" | "FINISHED" | "IN_TESTING" | "PENDING_REVIEW" | "PENDING_SDK_INTEGRATION" | "PENDING_TESTING";
import { FragmentRefs } from "relay-runtime";
export type CampaignCreation_game$data = {
  readonly campaignCreation: {
    readonly networks: ReadonlyArray<{
      readonly error: string | null | undefined;
      readonly failed: boolean;
      readonly network: AdNetwork;
      readonly ready: boolean;
      readonly status: CampaignStatus;
    }>;
    readonly running: boolean;
  } | null | undefined;
  readonly isIterating: boolean;
  readonly status: GameStatus;
  readonly " $fragmentType": "CampaignCreation_game";
};
export type CampaignCreation_game$key = {
  readonly " $data"?: CampaignCreation_game$data;
  readonly " $fragmentSpreads": FragmentRefs<"CampaignCreation_game">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "status",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "CampaignCreation_game",
  "selections": [
    (v0/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "isIterating",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "CampaignCreation",
      "kind": "LinkedField",
      "name": "campaignCreation",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "running",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "CampaignCreationNetwork",
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
            (v0/*:: as any*/),
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "ready",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "failed",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "error",
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Game",
  "abstractKey": null
};
})();

(node as any).hash = "1d314dd4db8852cea1d15b5e9eceb39c";

export default node;
