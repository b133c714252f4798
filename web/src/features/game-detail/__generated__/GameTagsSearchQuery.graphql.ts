/**
 * @generated SignedSource<<44f9b5343793c10ed9e157a7f9b216d3>>
 * @relayHash b06df5c0e5a3c83289cebe7453130de4
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 70973085c099885cc53b01d123bdc64844214fb98a98d440e29faf1232dc3cd1

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
    "id": "70973085c099885cc53b01d123bdc64844214fb98a98d440e29faf1232dc3cd1",
    "metadata": {},
    "name": "GameTagsSearchQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "3bda39a8dac39a56e1bd8b0dcf7af414";

export default node;
