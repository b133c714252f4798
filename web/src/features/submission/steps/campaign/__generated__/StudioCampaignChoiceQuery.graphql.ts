/**
 * @generated SignedSource<<478fd29b84637bf5790a6d47dba50d01>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type StudioCampaignChoiceQuery$variables = {
  gameId: string;
};
export type StudioCampaignChoiceQuery$data = {
  readonly gameActionFields: {
    readonly __typename: "GameActionFieldsSuccess";
    readonly data: ReadonlyArray<{
      readonly options: ReadonlyArray<{
        readonly label: string;
        readonly value: string;
      }>;
      readonly param: string;
      readonly value: string | null | undefined;
    }>;
  } | {
    readonly __typename: "ProviderError";
    readonly message: string;
  } | {
    // This will never be '%other', but we need some
    // value in case none of the concrete values match.
    readonly __typename: "%other";
  };
};
export type StudioCampaignChoiceQuery = {
  response: StudioCampaignChoiceQuery$data;
  variables: StudioCampaignChoiceQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "gameId"
  }
],
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "value",
  "storageKey": null
},
v2 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Literal",
        "name": "action",
        "value": "TEST_STUDIO_CAMPAIGN"
      },
      {
        "kind": "Variable",
        "name": "gameId",
        "variableName": "gameId"
      }
    ],
    "concreteType": null,
    "kind": "LinkedField",
    "name": "gameActionFields",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "__typename",
        "storageKey": null
      },
      {
        "kind": "InlineFragment",
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "ActionField",
            "kind": "LinkedField",
            "name": "data",
            "plural": true,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "param",
                "storageKey": null
              },
              (v1/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "ActionFieldOption",
                "kind": "LinkedField",
                "name": "options",
                "plural": true,
                "selections": [
                  (v1/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "label",
                    "storageKey": null
                  }
                ],
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "type": "GameActionFieldsSuccess",
        "abstractKey": null
      },
      {
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
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "StudioCampaignChoiceQuery",
    "selections": (v2/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "StudioCampaignChoiceQuery",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "cacheID": "20c4bf79b1cac493dd6b537807654eaa",
    "id": null,
    "metadata": {},
    "name": "StudioCampaignChoiceQuery",
    "operationKind": "query",
    "text": "query StudioCampaignChoiceQuery(\n  $gameId: ID!\n) {\n  gameActionFields(gameId: $gameId, action: TEST_STUDIO_CAMPAIGN) {\n    __typename\n    ... on GameActionFieldsSuccess {\n      data {\n        param\n        value\n        options {\n          value\n          label\n        }\n      }\n    }\n    ... on ProviderError {\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "0001a014900f744de834ae749f671256";

export default node;
