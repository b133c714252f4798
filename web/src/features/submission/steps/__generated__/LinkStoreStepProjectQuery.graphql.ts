/**
 * @generated SignedSource<<65ae9b029148e102614b2b1653e8c7d6>>
 * @relayHash 56ff7509608a63ae4c90448175df4926
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 874fc2f812010d023b02117e3d488c5926e6632952a3aea01abfc41ecd979f77

import { ConcreteRequest } from 'relay-runtime';
export type Platform = "ANDROID" | "IOS";
export type LinkStoreStepProjectQuery$variables = {
  bundleId: string;
  platform: Platform;
  storeId?: string | null | undefined;
};
export type LinkStoreStepProjectQuery$data = {
  readonly projectForStore: {
    readonly canEdit: boolean;
    readonly games: ReadonlyArray<{
      readonly gameId: number;
      readonly iconUrl: string | null | undefined;
      readonly name: string;
    }>;
    readonly id: string;
    readonly name: string;
    readonly projectGameCount: number;
    readonly projectId: number;
  } | null | undefined;
};
export type LinkStoreStepProjectQuery = {
  response: LinkStoreStepProjectQuery$data;
  variables: LinkStoreStepProjectQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "bundleId"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "platform"
},
v2 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "storeId"
},
v3 = [
  {
    "kind": "Variable",
    "name": "bundleId",
    "variableName": "bundleId"
  },
  {
    "kind": "Variable",
    "name": "platform",
    "variableName": "platform"
  },
  {
    "kind": "Variable",
    "name": "storeId",
    "variableName": "storeId"
  }
],
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "projectId",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "projectGameCount",
  "storageKey": null
},
v8 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "canEdit",
  "storageKey": null
},
v9 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "gameId",
  "storageKey": null
},
v10 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "iconUrl",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/),
      (v2/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "LinkStoreStepProjectQuery",
    "selections": [
      {
        "alias": null,
        "args": (v3/*:: as any*/),
        "concreteType": "Project",
        "kind": "LinkedField",
        "name": "projectForStore",
        "plural": false,
        "selections": [
          (v4/*:: as any*/),
          (v5/*:: as any*/),
          (v6/*:: as any*/),
          (v7/*:: as any*/),
          (v8/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "Game",
            "kind": "LinkedField",
            "name": "games",
            "plural": true,
            "selections": [
              (v9/*:: as any*/),
              (v6/*:: as any*/),
              (v10/*:: as any*/)
            ],
            "storageKey": null
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
    "argumentDefinitions": [
      (v2/*:: as any*/),
      (v0/*:: as any*/),
      (v1/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "LinkStoreStepProjectQuery",
    "selections": [
      {
        "alias": null,
        "args": (v3/*:: as any*/),
        "concreteType": "Project",
        "kind": "LinkedField",
        "name": "projectForStore",
        "plural": false,
        "selections": [
          (v4/*:: as any*/),
          (v5/*:: as any*/),
          (v6/*:: as any*/),
          (v7/*:: as any*/),
          (v8/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "Game",
            "kind": "LinkedField",
            "name": "games",
            "plural": true,
            "selections": [
              (v9/*:: as any*/),
              (v6/*:: as any*/),
              (v10/*:: as any*/),
              (v4/*:: as any*/)
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "874fc2f812010d023b02117e3d488c5926e6632952a3aea01abfc41ecd979f77",
    "metadata": {},
    "name": "LinkStoreStepProjectQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "c21824eb33553c243dbfdf88dfdfd1ce";

export default node;
