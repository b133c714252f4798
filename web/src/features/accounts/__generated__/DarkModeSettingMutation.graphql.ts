/**
 * @generated SignedSource<<c35aef8f96a62af3bc1fb16fef2f3755>>
 * @relayHash 47051e0e98d3863c21d67ebe32b6b8f8
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 5e786c126e27e9dafca266d548f3db76b413589ed95b7658237aca9697df5705

import { ConcreteRequest } from 'relay-runtime';
export type DarkModeSettingMutation$variables = {
  darkMode: boolean;
};
export type DarkModeSettingMutation$data = {
  readonly setDarkMode: {
    readonly __typename: "ProviderError";
    readonly link: string | null | undefined;
    readonly message: string;
  } | {
    readonly __typename: "ViewerPayload";
    readonly viewer: {
      readonly darkMode: boolean;
      readonly id: string;
    };
  } | {
    // This will never be '%other', but we need some
    // value in case none of the concrete values match.
    readonly __typename: "%other";
  };
};
export type DarkModeSettingMutation = {
  response: DarkModeSettingMutation$data;
  variables: DarkModeSettingMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "darkMode"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "darkMode",
        "variableName": "darkMode"
      }
    ],
    "concreteType": null,
    "kind": "LinkedField",
    "name": "setDarkMode",
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
                "name": "darkMode",
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
    "name": "DarkModeSettingMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "DarkModeSettingMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "5e786c126e27e9dafca266d548f3db76b413589ed95b7658237aca9697df5705",
    "metadata": {},
    "name": "DarkModeSettingMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "ae1f1ecc80c7d07db9f6ecef01e328be";

export default node;
