/**
 * @generated SignedSource<<ef27eb8996f979554b889b62fd5d6c3f>>
 * @relayHash 20c4bf79b1cac493dd6b537807654eaa
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 282caa854b2797253020c8d5e62279669bcf1557b9acf64b3487b06a2be029e7

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
    "id": "282caa854b2797253020c8d5e62279669bcf1557b9acf64b3487b06a2be029e7",
    "metadata": {},
    "name": "StudioCampaignChoiceQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "0001a014900f744de834ae749f671256";

export default node;
