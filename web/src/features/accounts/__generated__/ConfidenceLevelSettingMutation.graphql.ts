/**
 * @generated SignedSource<<832b2ccd8e85fd8715b44a97e24eb633>>
 * @relayHash 78cba07018b28737790e55172d70b35d
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 48b418d6d187b7ff46e5c63aaa25230236a9c402332349b019253810779fa470

import { ConcreteRequest } from 'relay-runtime';
export type ConfidenceLevelSettingMutation$variables = {
  level: number;
};
export type ConfidenceLevelSettingMutation$data = {
  readonly setConfidenceLevel: {
    readonly __typename: "ProviderError";
    readonly link: string | null | undefined;
    readonly message: string;
  } | {
    readonly __typename: "ViewerPayload";
    readonly viewer: {
      readonly confidenceLevel: number;
      readonly id: string;
    };
  } | {
    // This will never be '%other', but we need some
    // value in case none of the concrete values match.
    readonly __typename: "%other";
  };
};
export type ConfidenceLevelSettingMutation = {
  response: ConfidenceLevelSettingMutation$data;
  variables: ConfidenceLevelSettingMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "level"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "level",
        "variableName": "level"
      }
    ],
    "concreteType": null,
    "kind": "LinkedField",
    "name": "setConfidenceLevel",
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
            "concreteType": "Viewer",
            "kind": "LinkedField",
            "name": "viewer",
            "plural": false,
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
                "name": "confidenceLevel",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "type": "ViewerPayload",
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
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "link",
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
    "name": "ConfidenceLevelSettingMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "ConfidenceLevelSettingMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "48b418d6d187b7ff46e5c63aaa25230236a9c402332349b019253810779fa470",
    "metadata": {},
    "name": "ConfidenceLevelSettingMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "d92aad2732fb6f4051321bf809c56c8a";

export default node;
