/**
 * @generated SignedSource<<566943ae9c8026f75a4d14c1a5f37234>>
 * @relayHash 1feb49a13883c5ba2948341676688752
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID ad1bf12e90d666d9079682fa261ec7d41b5bb6888a93c28ee14e90850b8e8d9c

import { ConcreteRequest } from 'relay-runtime';
export type ProjectSelectorDialogQuery$variables = {
  studioId: number;
};
export type ProjectSelectorDialogQuery$data = {
  readonly studioProjects: ReadonlyArray<{
    readonly android: {
      readonly bundleId: string | null | undefined;
      readonly storeId: string | null | undefined;
    } | null | undefined;
    readonly games: ReadonlyArray<{
      readonly iconUrl: string | null | undefined;
    }>;
    readonly id: string;
    readonly ios: {
      readonly bundleId: string | null | undefined;
      readonly storeId: string | null | undefined;
    } | null | undefined;
    readonly name: string;
    readonly projectGameCount: number;
    readonly projectId: number;
  }>;
};
export type ProjectSelectorDialogQuery = {
  response: ProjectSelectorDialogQuery$data;
  variables: ProjectSelectorDialogQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "studioId"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "studioId",
    "variableName": "studioId"
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
  "name": "projectId",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "projectGameCount",
  "storageKey": null
},
v6 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "bundleId",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "storeId",
    "storageKey": null
  }
],
v7 = {
  "alias": null,
  "args": null,
  "concreteType": "ProjectPlatform",
  "kind": "LinkedField",
  "name": "ios",
  "plural": false,
  "selections": (v6/*:: as any*/),
  "storageKey": null
},
v8 = {
  "alias": null,
  "args": null,
  "concreteType": "ProjectPlatform",
  "kind": "LinkedField",
  "name": "android",
  "plural": false,
  "selections": (v6/*:: as any*/),
  "storageKey": null
},
v9 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "iconUrl",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "ProjectSelectorDialogQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "Project",
        "kind": "LinkedField",
        "name": "studioProjects",
        "plural": true,
        "selections": [
          (v2/*:: as any*/),
          (v3/*:: as any*/),
          (v4/*:: as any*/),
          (v5/*:: as any*/),
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
              (v9/*:: as any*/)
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
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "ProjectSelectorDialogQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "Project",
        "kind": "LinkedField",
        "name": "studioProjects",
        "plural": true,
        "selections": [
          (v2/*:: as any*/),
          (v3/*:: as any*/),
          (v4/*:: as any*/),
          (v5/*:: as any*/),
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
              (v2/*:: as any*/)
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "ad1bf12e90d666d9079682fa261ec7d41b5bb6888a93c28ee14e90850b8e8d9c",
    "metadata": {},
    "name": "ProjectSelectorDialogQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "2de68fba26c8b92527b35877cd5e43af";

export default node;
