/**
 * @generated SignedSource<<859c1d2087ffb7c0c9f53f874f30b675>>
 * @relayHash e1fd08b29d9b822bd0e49a74dfbac8bd
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 0c85d5ed21fa19cdc479d51ec16a3976a87c26f580a37de9ce38a6ee10f34661

import { ConcreteRequest } from 'relay-runtime';
export type StudioHistoryDialogQuery$variables = {
  id: string;
};
export type StudioHistoryDialogQuery$data = {
  readonly node: {
    readonly history?: {
      readonly createdAs: string;
      readonly createdAt: string;
      readonly updates: ReadonlyArray<{
        readonly field: string;
        readonly timestamp: string;
        readonly updatedBy: string | null | undefined;
        readonly value: string | null | undefined;
      }>;
    };
  } | null | undefined;
};
export type StudioHistoryDialogQuery = {
  response: StudioHistoryDialogQuery$data;
  variables: StudioHistoryDialogQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "id"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "id",
    "variableName": "id"
  }
],
v2 = {
  "kind": "InlineFragment",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "StudioHistory",
      "kind": "LinkedField",
      "name": "history",
      "plural": false,
      "selections": [
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
          "name": "createdAs",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "StudioHistoryUpdate",
          "kind": "LinkedField",
          "name": "updates",
          "plural": true,
          "selections": [
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "timestamp",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "updatedBy",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "field",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "value",
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Studio",
  "abstractKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "StudioHistoryDialogQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "node",
        "plural": false,
        "selections": [
          (v2/*:: as any*/)
        ],
        "storageKey": null
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "StudioHistoryDialogQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "node",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "__typename",
            "storageKey": null
          },
          (v2/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "id",
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "0c85d5ed21fa19cdc479d51ec16a3976a87c26f580a37de9ce38a6ee10f34661",
    "metadata": {},
    "name": "StudioHistoryDialogQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "da20b419cfea48a412fb4b1efcff16dc";

export default node;
