/**
 * @generated SignedSource<<836394fad374207a5d679b97d0ef8fb5>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type CampaignSettingsDialogDurationMutation$variables = {
  days: number;
  gameId: string;
};
export type CampaignSettingsDialogDurationMutation$data = {
  readonly updateCampaignDuration: {
    readonly __typename: "Game";
    readonly id: string;
    readonly settings: {
      readonly " $fragmentSpreads": FragmentRefs<"CampaignSettingsDialog_settings">;
    } | null | undefined;
  } | {
    readonly __typename: "ProviderError";
    readonly message: string;
  } | {
    // This will never be '%other', but we need some
    // value in case none of the concrete values match.
    readonly __typename: "%other";
  };
};
export type CampaignSettingsDialogDurationMutation = {
  response: CampaignSettingsDialogDurationMutation$data;
  variables: CampaignSettingsDialogDurationMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "days"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "gameId"
},
v2 = [
  {
    "kind": "Variable",
    "name": "days",
    "variableName": "days"
  },
  {
    "kind": "Variable",
    "name": "gameId",
    "variableName": "gameId"
  }
],
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "__typename",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v5 = {
  "kind": "InlineFragment",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "message",
      "storageKey": null
    }
  ],
  "type": "ProviderError",
  "abstractKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "CampaignSettingsDialogDurationMutation",
    "selections": [
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "updateCampaignDuration",
        "plural": false,
        "selections": [
          (v3/*:: as any*/),
          {
            "kind": "InlineFragment",
            "selections": [
              (v4/*:: as any*/),
              {
                "fragment": {
                  "kind": "InlineFragment",
                  "selections": [
                    {
                      "args": null,
                      "kind": "FragmentSpread",
                      "name": "CampaignSettingsDialog_settings"
                    }
                  ],
                  "type": "Game",
                  "abstractKey": null
                },
                "kind": "AliasedInlineFragmentSpread",
                "name": "settings"
              }
            ],
            "type": "Game",
            "abstractKey": null
          },
          (v5/*:: as any*/)
        ],
        "storageKey": null
      }
    ],
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v1/*:: as any*/),
      (v0/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "CampaignSettingsDialogDurationMutation",
    "selections": [
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "updateCampaignDuration",
        "plural": false,
        "selections": [
          (v3/*:: as any*/),
          {
            "kind": "InlineFragment",
            "selections": [
              (v4/*:: as any*/),
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
          },
          (v5/*:: as any*/),
          {
            "kind": "InlineFragment",
            "selections": [
              (v4/*:: as any*/)
            ],
            "type": "Node",
            "abstractKey": "__isNode"
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "c67b8c965cca79781e6bf0c3a426e058",
    "id": null,
    "metadata": {},
    "name": "CampaignSettingsDialogDurationMutation",
    "operationKind": "mutation",
    "text": "mutation CampaignSettingsDialogDurationMutation(\n  $gameId: ID!\n  $days: Int!\n) {\n  updateCampaignDuration(gameId: $gameId, days: $days) {\n    __typename\n    ... on Game {\n      id\n      ...CampaignSettingsDialog_settings\n    }\n    ... on ProviderError {\n      message\n    }\n    ... on Node {\n      __isNode: __typename\n      id\n    }\n  }\n}\n\nfragment CampaignSettingsDialog_settings on Game {\n  campaignSettings {\n    budgets {\n      network\n      budget\n      isManuallySet\n      recommendedByVideoCount\n    }\n    minDailyBudget\n    maxDailyBudget\n    budgetStep\n    isBudgetReadOnly\n    currentCampaignDuration\n    minCampaignDuration\n    maxCampaignDuration\n    isDurationReadOnly\n  }\n}\n"
  }
};
})();

(node as any).hash = "1e5b58bb55da55bfb5b2990f6f12cac6";

export default node;
