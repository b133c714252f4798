/**
 * @generated SignedSource<<da920e781e9f0976f096a0805922313d>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type MyGamesTab = "ARCHIVED" | "FINISHED" | "IN_PROGRESS" | "IN_TESTING" | "IS_ITERATING" | "PENDING_APPROVAL";
export type TestType = "CPI" | "CTR";
export type MyGamesPageQuery$variables = {
  tab: MyGamesTab;
  term?: string | null | undefined;
  type: TestType;
};
export type MyGamesPageQuery$data = {
  readonly myGamesCounts: {
    readonly archived: number;
    readonly finished: number;
    readonly inProgress: number;
    readonly inTesting: number;
    readonly isIterating: number;
    readonly pendingApproval: number;
  };
  readonly viewer: {
    readonly " $fragmentSpreads": FragmentRefs<"BoardLayout_viewer">;
  } | null | undefined;
  readonly " $fragmentSpreads": FragmentRefs<"MyGamesList_query">;
};
export type MyGamesPageQuery = {
  response: MyGamesPageQuery$data;
  variables: MyGamesPageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "tab"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "term"
},
v2 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "type"
},
v3 = {
  "kind": "Variable",
  "name": "term",
  "variableName": "term"
},
v4 = {
  "kind": "Variable",
  "name": "type",
  "variableName": "type"
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "isIterating",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": [
    (v3/*:: as any*/),
    (v4/*:: as any*/)
  ],
  "concreteType": "MyGamesCounts",
  "kind": "LinkedField",
  "name": "myGamesCounts",
  "plural": false,
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "inProgress",
      "storageKey": null
    },
    (v5/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "pendingApproval",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "inTesting",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "finished",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "archived",
      "storageKey": null
    }
  ],
  "storageKey": null
},
v7 = {
  "kind": "Variable",
  "name": "tab",
  "variableName": "tab"
},
v8 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v9 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v10 = [
  {
    "kind": "Literal",
    "name": "first",
    "value": 5
  },
  (v7/*:: as any*/),
  (v3/*:: as any*/),
  (v4/*:: as any*/)
];
return {
  "fragment": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/),
      (v2/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "MyGamesPageQuery",
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
      },
      (v6/*:: as any*/),
      {
        "args": [
          (v7/*:: as any*/),
          (v3/*:: as any*/),
          (v4/*:: as any*/)
        ],
        "kind": "FragmentSpread",
        "name": "MyGamesList_query"
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v2/*:: as any*/),
      (v1/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "MyGamesPageQuery",
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
              (v8/*:: as any*/),
              (v9/*:: as any*/)
            ],
            "storageKey": null
          },
          (v9/*:: as any*/)
        ],
        "storageKey": null
      },
      (v6/*:: as any*/),
      {
        "alias": null,
        "args": (v10/*:: as any*/),
        "concreteType": "GameConnection",
        "kind": "LinkedField",
        "name": "myGames",
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
                  (v9/*:: as any*/),
                  (v8/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "iconUrl",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "platform",
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
                    "name": "isCtr",
                    "storageKey": null
                  },
                  (v5/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "nbIterations",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "lastIterationDate",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "adNetworks",
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
                      (v8/*:: as any*/),
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "activityState",
                        "storageKey": null
                      },
                      (v9/*:: as any*/)
                    ],
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "GameMetrics",
                    "kind": "LinkedField",
                    "name": "last",
                    "plural": false,
                    "selections": [
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "cpi",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "d1",
                        "storageKey": null
                      }
                    ],
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "substatus",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "isPublishedInStore",
                    "storageKey": null
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
      },
      {
        "alias": null,
        "args": (v10/*:: as any*/),
        "filters": [
          "tab",
          "type",
          "term"
        ],
        "handle": "connection",
        "key": "MyGamesList_myGames",
        "kind": "LinkedHandle",
        "name": "myGames"
      }
    ]
  },
  "params": {
    "cacheID": "1b6d753a1a453c543dcbab02337fe6ad",
    "id": null,
    "metadata": {},
    "name": "MyGamesPageQuery",
    "operationKind": "query",
    "text": "query MyGamesPageQuery(\n  $tab: MyGamesTab!\n  $type: TestType!\n  $term: String\n) {\n  viewer {\n    ...BoardLayout_viewer\n    id\n  }\n  myGamesCounts(type: $type, term: $term) {\n    inProgress\n    isIterating\n    pendingApproval\n    inTesting\n    finished\n    archived\n  }\n  ...MyGamesList_query_4bJkBN\n}\n\nfragment AppHeader_viewer on Viewer {\n  email\n  permissions\n  isStaff\n  user {\n    name\n    id\n  }\n}\n\nfragment BoardLayout_viewer on Viewer {\n  permissions\n  ...AppHeader_viewer\n}\n\nfragment GameCard_game on Game {\n  name\n  iconUrl\n  platform\n  status\n  isCtr\n  isIterating\n  nbIterations\n  lastIterationDate\n  adNetworks\n  studio {\n    name\n    activityState\n    id\n  }\n  last {\n    cpi\n    d1\n  }\n  ...StepGauge_game\n}\n\nfragment MyGamesList_query_4bJkBN on Query {\n  myGames(first: 5, tab: $tab, type: $type, term: $term) {\n    edges {\n      node {\n        id\n        ...GameCard_game\n        __typename\n      }\n      cursor\n    }\n    pageInfo {\n      endCursor\n      hasNextPage\n    }\n  }\n}\n\nfragment StepGauge_game on Game {\n  substatus\n  platform\n  isCtr\n  isIterating\n  isPublishedInStore\n  adNetworks\n}\n"
  }
};
})();

(node as any).hash = "439797005ee29e66e62b37f575549de2";

export default node;
