/**
 * @generated SignedSource<<55883d64b9761463ef94f38b87329b0e>>
 * @relayHash fda9754ba29d25dda9dbc55ad4c48fe0
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 4f34b000f1d461ff2d829097ae0b84a05b82c8d8576e4ed69b36b79159e2869a

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type GameIdsDialogTestQuery$variables = Record<PropertyKey, never>;
export type GameIdsDialogTestQuery$data = {
  readonly game: {
    readonly " $fragmentSpreads": FragmentRefs<"GameIdsDialog_game">;
  } | null | undefined;
};
export type GameIdsDialogTestQuery = {
  response: GameIdsDialogTestQuery$data;
  variables: GameIdsDialogTestQuery$variables;
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
  "nullable": true,
  "plural": false,
  "type": "String"
},
v3 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "Int"
},
v4 = {
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
    "name": "GameIdsDialogTestQuery",
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
            "name": "GameIdsDialog_game"
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
    "name": "GameIdsDialogTestQuery",
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
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "gameId",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "storeId",
            "storageKey": null
          },
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
            "name": "gameAnalyticsId",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "facebookCampaignId",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "linkedCampaignId",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "Studio",
            "kind": "LinkedField",
            "name": "studio",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "studioId",
                "storageKey": null
              },
              (v1/*:: as any*/)
            ],
            "storageKey": null
          },
          (v1/*:: as any*/)
        ],
        "storageKey": "game(gameId:12)"
      }
    ]
  },
  "params": {
    "id": "4f34b000f1d461ff2d829097ae0b84a05b82c8d8576e4ed69b36b79159e2869a",
    "metadata": {
      "relayTestingSelectionTypeInfo": {
        "game": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "Game"
        },
        "game.bundleId": (v2/*:: as any*/),
        "game.facebookCampaignId": (v2/*:: as any*/),
        "game.gameAnalyticsId": (v2/*:: as any*/),
        "game.gameId": (v3/*:: as any*/),
        "game.id": (v4/*:: as any*/),
        "game.linkedCampaignId": (v2/*:: as any*/),
        "game.storeId": (v2/*:: as any*/),
        "game.studio": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "Studio"
        },
        "game.studio.id": (v4/*:: as any*/),
        "game.studio.studioId": (v3/*:: as any*/)
      }
    },
    "name": "GameIdsDialogTestQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "07ee1cd0cd9a0229a41f4dc64b879e97";

export default node;
