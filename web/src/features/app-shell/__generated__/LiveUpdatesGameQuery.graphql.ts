/**
 * @generated SignedSource<<da60671c4eedec382c03c2054d430926>>
 * @relayHash 5fe28c21e78278487ba7388e0aca0b1d
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 6155c3d34feec953960fac2e76d9a3c8e8ef7f121dc948f0912bd8a0fb58b6ba

import { ConcreteRequest } from 'relay-runtime';
export type GameStatus = "ARCHIVED" | "FINISHED" | "IN_TESTING" | "PENDING_REVIEW" | "PENDING_SDK_INTEGRATION" | "PENDING_TESTING";
export type LiveUpdatesGameQuery$variables = {
  id: string;
};
export type LiveUpdatesGameQuery$data = {
  readonly node: {
    readonly disabled?: boolean;
    readonly id?: string;
    readonly isIterating?: boolean;
    readonly lastIterationDate?: string | null | undefined;
    readonly nbIterations?: number;
    readonly recommendation?: string | null | undefined;
    readonly status?: GameStatus;
    readonly substatus?: string | null | undefined;
  } | null | undefined;
};
export type LiveUpdatesGameQuery = {
  response: LiveUpdatesGameQuery$data;
  variables: LiveUpdatesGameQuery$variables;
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
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "disabled",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "status",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "substatus",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "isIterating",
  "storageKey": null
},
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "nbIterations",
  "storageKey": null
},
v8 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "lastIterationDate",
  "storageKey": null
},
v9 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "recommendation",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "LiveUpdatesGameQuery",
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
            "kind": "InlineFragment",
            "selections": [
              (v2/*:: as any*/),
              (v3/*:: as any*/),
              (v4/*:: as any*/),
              (v5/*:: as any*/),
              (v6/*:: as any*/),
              (v7/*:: as any*/),
              (v8/*:: as any*/),
              (v9/*:: as any*/)
            ],
            "type": "Game",
            "abstractKey": null
          }
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
    "name": "LiveUpdatesGameQuery",
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
            "kind": "InlineFragment",
            "selections": [
              (v3/*:: as any*/),
              (v4/*:: as any*/),
              (v5/*:: as any*/),
              (v6/*:: as any*/),
              (v7/*:: as any*/),
              (v8/*:: as any*/),
              (v9/*:: as any*/)
            ],
            "type": "Game",
            "abstractKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "6155c3d34feec953960fac2e76d9a3c8e8ef7f121dc948f0912bd8a0fb58b6ba",
    "metadata": {},
    "name": "LiveUpdatesGameQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "4ae39f0588a17888cf7e023b154c499c";

export default node;
