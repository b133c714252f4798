/**
 * @generated SignedSource<<e07b361aa86166bc0f5f8c588163610d>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type GameStatus = "ARCHIVED" | "FINISHED" | "IN_TESTING" | "PENDING_REVIEW" | "PENDING_SDK_INTEGRATION" | "PENDING_TESTING";
import { FragmentRefs } from "relay-runtime";
export type MyGamesList_query$data = {
  readonly myGames: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly id: string;
        readonly isIterating: boolean;
        readonly name: string;
        readonly status: GameStatus;
        readonly " $fragmentSpreads": FragmentRefs<"GameCard_game">;
      };
    }>;
  };
  readonly " $fragmentType": "MyGamesList_query";
};
export type MyGamesList_query$key = {
  readonly " $data"?: MyGamesList_query$data;
  readonly " $fragmentSpreads": FragmentRefs<"MyGamesList_query">;
};

import MyGamesListPaginationQuery_graphql from './MyGamesListPaginationQuery.graphql';

const node: ReaderFragment = (function(){
var v0 = [
  "myGames"
];
return {
  "argumentDefinitions": [
    {
      "defaultValue": 15,
      "kind": "LocalArgument",
      "name": "count"
    },
    {
      "defaultValue": null,
      "kind": "LocalArgument",
      "name": "cursor"
    },
    {
      "defaultValue": null,
      "kind": "LocalArgument",
      "name": "myGamesOnly"
    },
    {
      "defaultValue": null,
      "kind": "LocalArgument",
      "name": "order"
    },
    {
      "defaultValue": null,
      "kind": "LocalArgument",
      "name": "sort"
    },
    {
      "defaultValue": null,
      "kind": "LocalArgument",
      "name": "tab"
    },
    {
      "defaultValue": null,
      "kind": "LocalArgument",
      "name": "term"
    },
    {
      "defaultValue": null,
      "kind": "LocalArgument",
      "name": "type"
    }
  ],
  "kind": "Fragment",
  "metadata": {
    "connection": [
      {
        "count": "count",
        "cursor": "cursor",
        "direction": "forward",
        "path": (v0/*:: as any*/)
      }
    ],
    "refetch": {
      "connection": {
        "forward": {
          "count": "count",
          "cursor": "cursor"
        },
        "backward": null,
        "path": (v0/*:: as any*/)
      },
      "fragmentPathInResult": [],
      "operation": MyGamesListPaginationQuery_graphql
    }
  },
  "name": "MyGamesList_query",
  "selections": [
    {
      "alias": "myGames",
      "args": [
        {
          "kind": "Variable",
          "name": "myGamesOnly",
          "variableName": "myGamesOnly"
        },
        {
          "kind": "Variable",
          "name": "order",
          "variableName": "order"
        },
        {
          "kind": "Variable",
          "name": "sort",
          "variableName": "sort"
        },
        {
          "kind": "Variable",
          "name": "tab",
          "variableName": "tab"
        },
        {
          "kind": "Variable",
          "name": "term",
          "variableName": "term"
        },
        {
          "kind": "Variable",
          "name": "type",
          "variableName": "type"
        }
      ],
      "concreteType": "GameConnection",
      "kind": "LinkedField",
      "name": "__MyGamesList_myGames_connection",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "concreteType": "GameEdge",
          "kind": "LinkedField",
          "name": "edges",
          "plural": true,
          "selections": [
            {
              "alias": null,
              "args": null,
              "concreteType": "Game",
              "kind": "LinkedField",
              "name": "node",
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
                  "name": "name",
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "status",
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "isIterating",
                  "storageKey": null
                },
                {
                  "args": null,
                  "kind": "FragmentSpread",
                  "name": "GameCard_game"
                },
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "__typename",
                  "storageKey": null
                }
              ],
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "cursor",
              "storageKey": null
            }
          ],
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "PageInfo",
          "kind": "LinkedField",
          "name": "pageInfo",
          "plural": false,
          "selections": [
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "endCursor",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "hasNextPage",
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Query",
  "abstractKey": null
};
})();

(node as any).hash = "d7055376198aa88fb8a7bef207a21152";

export default node;
