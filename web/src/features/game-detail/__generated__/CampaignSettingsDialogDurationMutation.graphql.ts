/**
 * @generated SignedSource<<5e9b6cbda8bf0aaef69b665b131a60b1>>
 * @relayHash c67b8c965cca79781e6bf0c3a426e058
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 33d4f1d71a80318f38d7ae666ec8daf535b5271eda9025d71d3beda470d9e868

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
    "id": "33d4f1d71a80318f38d7ae666ec8daf535b5271eda9025d71d3beda470d9e868",
    "metadata": {},
    "name": "CampaignSettingsDialogDurationMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "1e5b58bb55da55bfb5b2990f6f12cac6";

export default node;
