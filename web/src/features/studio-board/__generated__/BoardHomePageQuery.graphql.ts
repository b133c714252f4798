/**
 * @generated SignedSource<<8024b8cca2c6536630a09dec18843da8>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type BoardHomePageQuery$variables = Record<PropertyKey, never>;
export type BoardHomePageQuery$data = {
  readonly viewer: {
    readonly " $fragmentSpreads": FragmentRefs<"BoardLayout_viewer">;
  } | null | undefined;
};
export type BoardHomePageQuery = {
  response: BoardHomePageQuery$data;
  variables: BoardHomePageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "BoardHomePageQuery",
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
            "args": null,
            "kind": "FragmentSpread",
            "name": "BoardLayout_viewer"
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
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "BoardHomePageQuery",
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
            "name": "permissions",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "email",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "isStaff",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "User",
            "kind": "LinkedField",
            "name": "user",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "name",
                "storageKey": null
              },
              (v0/*:: as any*/)
            ],
            "storageKey": null
          },
          (v0/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "f5b5f9e6403ec0fbfc5e63594ed04938",
    "id": null,
    "metadata": {},
    "name": "BoardHomePageQuery",
    "operationKind": "query",
    "text": "query BoardHomePageQuery {\n  viewer {\n    ...BoardLayout_viewer\n    id\n  }\n}\n\nfragment AppHeader_viewer on Viewer {\n  email\n  permissions\n  isStaff\n  user {\n    name\n    id\n  }\n}\n\nfragment BoardLayout_viewer on Viewer {\n  permissions\n  ...AppHeader_viewer\n}\n"
  }
};
})();

(node as any).hash = "441b2dd0057d771eb37d965558f1da92";

export default node;
