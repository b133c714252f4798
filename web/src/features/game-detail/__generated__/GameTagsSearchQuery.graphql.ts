/**
 * @generated SignedSource<<2f957a1034d3f9f61723e0a14d168320>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type TagCategory = "MECHANIC" | "OTHER" | "THEME" | "TOY";
export type GameTagsSearchQuery$variables = {
  category?: TagCategory | null | undefined;
  q: string;
};
export type GameTagsSearchQuery$data = {
  readonly searchTags: ReadonlyArray<{
    readonly label: string;
    readonly taggedGames: number;
  }>;
};
export type GameTagsSearchQuery = {
  response: GameTagsSearchQuery$data;
  variables: GameTagsSearchQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "category"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "q"
},
v2 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "category",
        "variableName": "category"
      },
      {
        "kind": "Variable",
        "name": "q",
        "variableName": "q"
      }
    ],
    "concreteType": "TagSearchResult",
    "kind": "LinkedField",
    "name": "searchTags",
    "plural": true,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "label",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "taggedGames",
        "storageKey": null
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "GameTagsSearchQuery",
    "selections": (v2/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v1/*:: as any*/),
      (v0/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "GameTagsSearchQuery",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "cacheID": "b06df5c0e5a3c83289cebe7453130de4",
    "id": null,
    "metadata": {},
    "name": "GameTagsSearchQuery",
    "operationKind": "query",
    "text": "query GameTagsSearchQuery(\n  $q: String!\n  $category: TagCategory\n) {\n  searchTags(q: $q, category: $category) {\n    label\n    taggedGames\n  }\n}\n"
  }
};
})();

(node as any).hash = "3bda39a8dac39a56e1bd8b0dcf7af414";

export default node;
