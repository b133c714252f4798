/**
 * @generated SignedSource<<af678d72ce28c411097eb46031805d31>>
 * @relayHash 7de85556e67ae887bb19e32341367f64
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 328659791bf7d9d1a8d14d48c42f2b3acb0f5e7ce91e5d8655abe46cbfb5201b

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type GameTagsTestQuery$variables = Record<PropertyKey, never>;
export type GameTagsTestQuery$data = {
  readonly game: {
    readonly " $fragmentSpreads": FragmentRefs<"GameTags_game">;
  } | null | undefined;
};
export type GameTagsTestQuery = {
  response: GameTagsTestQuery$data;
  variables: GameTagsTestQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "kind": "Literal",
    "name": "gameId",
    "value": 12
  }
],
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v2 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "ID"
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "GameTagsTestQuery",
    "selections": [
      {
        "alias": null,
        "args": (v0/*:: as any*/),
        "concreteType": "Game",
        "kind": "LinkedField",
        "name": "game",
        "plural": false,
        "selections": [
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "GameTags_game"
          }
        ],
        "storageKey": "game(gameId:12)"
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "GameTagsTestQuery",
    "selections": [
      {
        "alias": null,
        "args": (v0/*:: as any*/),
        "concreteType": "Game",
        "kind": "LinkedField",
        "name": "game",
        "plural": false,
        "selections": [
          (v1/*:: as any*/),
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
            "name": "disabled",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "Tag",
            "kind": "LinkedField",
            "name": "tags",
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
                "name": "category",
                "storageKey": null
              },
              (v1/*:: as any*/)
            ],
            "storageKey": null
          }
        ],
        "storageKey": "game(gameId:12)"
      }
    ]
  },
  "params": {
    "id": "328659791bf7d9d1a8d14d48c42f2b3acb0f5e7ce91e5d8655abe46cbfb5201b",
    "metadata": {
      "relayTestingSelectionTypeInfo": {
        "game": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "Game"
        },
        "game.disabled": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "Boolean"
        },
        "game.id": (v2/*:: as any*/),
        "game.permissions": {
          "enumValues": null,
          "nullable": false,
          "plural": true,
          "type": "String"
        },
        "game.tags": {
          "enumValues": null,
          "nullable": false,
          "plural": true,
          "type": "Tag"
        },
        "game.tags.category": {
          "enumValues": [
            "MECHANIC",
            "OTHER",
            "THEME",
            "TOY"
          ],
          "nullable": false,
          "plural": false,
          "type": "TagCategory"
        },
        "game.tags.id": (v2/*:: as any*/),
        "game.tags.label": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "String"
        }
      }
    },
    "name": "GameTagsTestQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "24e3480e3ff159708ce137d3afc54a2e";

export default node;
