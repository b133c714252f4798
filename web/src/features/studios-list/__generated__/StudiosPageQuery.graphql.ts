/**
 * @generated SignedSource<<8aca07b25852675145274533c0704c34>>
 * @relayHash 0d9aee1474d5d672e99d858e1175ac4f
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 2fba1d387d4802e12174ec191595185cddb864620a266074fe15445cc37d03d0

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type SortOrder = "ASC" | "DESC";
export type ViewGroup = "DEFAULT_VIEWS" | "MY_VIEWS" | "OTHERS_VIEWS" | "PM_VIEWS";
export type StudiosPageQuery$variables = {
  withList: boolean;
};
export type StudiosPageQuery$data = {
  readonly arrivalList?: {
    readonly " $fragmentSpreads": FragmentRefs<"StudiosList_query">;
  } | null | undefined;
  readonly codifications: {
    readonly columns: {
      readonly studios: ReadonlyArray<{
        readonly id: string;
        readonly isSelected: boolean;
        readonly isStaff: boolean;
        readonly label: string;
        readonly width: number;
      }>;
    };
    readonly publishingManagers: ReadonlyArray<{
      readonly label: string;
      readonly value: number;
    }>;
  };
  readonly listPreferences: {
    readonly best: boolean;
    readonly filter: {
      readonly " $fragmentSpreads": FragmentRefs<"listState_filter">;
    } | null | undefined;
    readonly sort: {
      readonly order: SortOrder;
      readonly prop: string;
    } | null | undefined;
    readonly term: string;
    readonly viewId: number | null | undefined;
  } | null | undefined;
  readonly savedViews: ReadonlyArray<{
    readonly best: boolean;
    readonly canEdit: boolean;
    readonly columns: ReadonlyArray<{
      readonly id: string;
      readonly isSelected: boolean;
      readonly isStaff: boolean;
      readonly label: string;
      readonly width: number;
    }>;
    readonly filter: {
      readonly " $fragmentSpreads": FragmentRefs<"listState_filter">;
    } | null | undefined;
    readonly group: ViewGroup;
    readonly id: string;
    readonly isDefault: boolean;
    readonly name: string;
    readonly slug: string | null | undefined;
    readonly sort: {
      readonly order: SortOrder;
      readonly prop: string;
    } | null | undefined;
    readonly term: string;
    readonly viewId: number;
  }> | null | undefined;
  readonly viewer: {
    readonly isStaff: boolean;
    readonly permissions: ReadonlyArray<string>;
    readonly " $fragmentSpreads": FragmentRefs<"AppHeader_viewer">;
  } | null | undefined;
};
export type StudiosPageQuery = {
  response: StudiosPageQuery$data;
  variables: StudiosPageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "withList"
  }
],
v1 = {
  "kind": "Literal",
  "name": "kept",
  "value": true
},
v2 = {
  "kind": "Literal",
  "name": "order",
  "value": "ASC"
},
v3 = {
  "kind": "Literal",
  "name": "sort",
  "value": "GAMES_CPI3_MONTHS"
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "permissions",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "isStaff",
  "storageKey": null
},
v6 = [
  {
    "kind": "Literal",
    "name": "list",
    "value": "STUDIOS"
  }
],
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v8 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "viewId",
  "storageKey": null
},
v9 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v10 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "group",
  "storageKey": null
},
v11 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "canEdit",
  "storageKey": null
},
v12 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "isDefault",
  "storageKey": null
},
v13 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "slug",
  "storageKey": null
},
v14 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "term",
  "storageKey": null
},
v15 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "best",
  "storageKey": null
},
v16 = {
  "alias": null,
  "args": null,
  "concreteType": "ViewSort",
  "kind": "LinkedField",
  "name": "sort",
  "plural": false,
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "prop",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "order",
      "storageKey": null
    }
  ],
  "storageKey": null
},
v17 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "label",
  "storageKey": null
},
v18 = [
  (v7/*:: as any*/),
  (v17/*:: as any*/),
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "width",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "isSelected",
    "storageKey": null
  },
  (v5/*:: as any*/)
],
v19 = {
  "alias": null,
  "args": null,
  "concreteType": "ListColumn",
  "kind": "LinkedField",
  "name": "columns",
  "plural": true,
  "selections": (v18/*:: as any*/),
  "storageKey": null
},
v20 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "logicalOperator",
  "storageKey": null
},
v21 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "value",
  "storageKey": null
},
v22 = {
  "alias": null,
  "args": null,
  "concreteType": "GameFilterRule",
  "kind": "LinkedField",
  "name": "rule",
  "plural": false,
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "rule",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "operator",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "operand",
      "storageKey": null
    },
    (v21/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "values",
      "storageKey": null
    }
  ],
  "storageKey": null
},
v23 = [
  (v20/*:: as any*/),
  {
    "alias": null,
    "args": null,
    "concreteType": "GameFilterNode",
    "kind": "LinkedField",
    "name": "children",
    "plural": true,
    "selections": [
      (v22/*:: as any*/),
      {
        "alias": null,
        "args": null,
        "concreteType": "GameFilter",
        "kind": "LinkedField",
        "name": "group",
        "plural": false,
        "selections": [
          (v20/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "GameFilterNode",
            "kind": "LinkedField",
            "name": "children",
            "plural": true,
            "selections": [
              (v22/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "GameFilter",
                "kind": "LinkedField",
                "name": "group",
                "plural": false,
                "selections": [
                  (v20/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "GameFilterNode",
                    "kind": "LinkedField",
                    "name": "children",
                    "plural": true,
                    "selections": [
                      (v22/*:: as any*/)
                    ],
                    "storageKey": null
                  }
                ],
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ],
    "storageKey": null
  }
],
v24 = {
  "alias": null,
  "args": null,
  "concreteType": "GameFilter",
  "kind": "LinkedField",
  "name": "filter",
  "plural": false,
  "selections": [
    {
      "kind": "InlineDataFragmentSpread",
      "name": "listState_filter",
      "selections": (v23/*:: as any*/),
      "args": null,
      "argumentDefinitions": ([]/*:: as any*/)
    }
  ],
  "storageKey": null
},
v25 = {
  "alias": null,
  "args": null,
  "concreteType": "Codifications",
  "kind": "LinkedField",
  "name": "codifications",
  "plural": false,
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "PersonOption",
      "kind": "LinkedField",
      "name": "publishingManagers",
      "plural": true,
      "selections": [
        (v21/*:: as any*/),
        (v17/*:: as any*/)
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "ListColumns",
      "kind": "LinkedField",
      "name": "columns",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "concreteType": "ListColumn",
          "kind": "LinkedField",
          "name": "studios",
          "plural": true,
          "selections": (v18/*:: as any*/),
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "storageKey": null
},
v26 = [
  {
    "kind": "Literal",
    "name": "first",
    "value": 20
  },
  (v1/*:: as any*/),
  (v2/*:: as any*/),
  (v3/*:: as any*/)
],
v27 = [
  (v9/*:: as any*/),
  (v7/*:: as any*/)
],
v28 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "createdAt",
  "storageKey": null
},
v29 = [
  (v21/*:: as any*/),
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "percentage",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "isGreen",
    "storageKey": null
  }
],
v30 = {
  "alias": null,
  "args": null,
  "concreteType": "GameFilter",
  "kind": "LinkedField",
  "name": "filter",
  "plural": false,
  "selections": (v23/*:: as any*/),
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "StudiosPageQuery",
    "selections": [
      {
        "condition": "withList",
        "kind": "Condition",
        "passingValue": true,
        "selections": [
          {
            "fragment": {
              "kind": "InlineFragment",
              "selections": [
                {
                  "args": [
                    (v1/*:: as any*/),
                    (v2/*:: as any*/),
                    (v3/*:: as any*/)
                  ],
                  "kind": "FragmentSpread",
                  "name": "StudiosList_query"
                }
              ],
              "type": "Query",
              "abstractKey": null
            },
            "kind": "AliasedInlineFragmentSpread",
            "name": "arrivalList"
          }
        ]
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "Viewer",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
          (v4/*:: as any*/),
          (v5/*:: as any*/),
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "AppHeader_viewer"
          }
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": (v6/*:: as any*/),
        "concreteType": "SavedView",
        "kind": "LinkedField",
        "name": "savedViews",
        "plural": true,
        "selections": [
          (v7/*:: as any*/),
          (v8/*:: as any*/),
          (v9/*:: as any*/),
          (v10/*:: as any*/),
          (v11/*:: as any*/),
          (v12/*:: as any*/),
          (v13/*:: as any*/),
          (v14/*:: as any*/),
          (v15/*:: as any*/),
          (v16/*:: as any*/),
          (v19/*:: as any*/),
          (v24/*:: as any*/)
        ],
        "storageKey": "savedViews(list:\"STUDIOS\")"
      },
      {
        "alias": null,
        "args": (v6/*:: as any*/),
        "concreteType": "ListPreferences",
        "kind": "LinkedField",
        "name": "listPreferences",
        "plural": false,
        "selections": [
          (v8/*:: as any*/),
          (v14/*:: as any*/),
          (v15/*:: as any*/),
          (v16/*:: as any*/),
          (v24/*:: as any*/)
        ],
        "storageKey": "listPreferences(list:\"STUDIOS\")"
      },
      (v25/*:: as any*/)
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "StudiosPageQuery",
    "selections": [
      {
        "condition": "withList",
        "kind": "Condition",
        "passingValue": true,
        "selections": [
          {
            "alias": null,
            "args": (v26/*:: as any*/),
            "concreteType": "StudioConnection",
            "kind": "LinkedField",
            "name": "studios",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "totalCount",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "StudioEdge",
                "kind": "LinkedField",
                "name": "edges",
                "plural": true,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "Studio",
                    "kind": "LinkedField",
                    "name": "node",
                    "plural": false,
                    "selections": [
                      (v7/*:: as any*/),
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "studioId",
                        "storageKey": null
                      },
                      (v9/*:: as any*/),
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "isStarred",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "pmName",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "concreteType": "User",
                        "kind": "LinkedField",
                        "name": "secondaryPm",
                        "plural": false,
                        "selections": (v27/*:: as any*/),
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "activityLabel",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "nbPrototypes",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "nbPrototypes6Months",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "nbHits",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "sinceLastIterationDate",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "contract",
                        "storageKey": null
                      },
                      (v28/*:: as any*/),
                      {
                        "alias": null,
                        "args": null,
                        "concreteType": "StudioTrend",
                        "kind": "LinkedField",
                        "name": "cpi3Months",
                        "plural": false,
                        "selections": (v29/*:: as any*/),
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "concreteType": "StudioTrend",
                        "kind": "LinkedField",
                        "name": "ctr3Months",
                        "plural": false,
                        "selections": (v29/*:: as any*/),
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "concreteType": "StudioTrend",
                        "kind": "LinkedField",
                        "name": "day13Months",
                        "plural": false,
                        "selections": (v29/*:: as any*/),
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "concreteType": "StudioTrend",
                        "kind": "LinkedField",
                        "name": "day73Months",
                        "plural": false,
                        "selections": (v29/*:: as any*/),
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "concreteType": "StudioTrend",
                        "kind": "LinkedField",
                        "name": "playtime3Months",
                        "plural": false,
                        "selections": (v29/*:: as any*/),
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
            "storageKey": "studios(first:20,kept:true,order:\"ASC\",sort:\"GAMES_CPI3_MONTHS\")"
          },
          {
            "alias": null,
            "args": (v26/*:: as any*/),
            "filters": [
              "sort",
              "order",
              "term",
              "filter",
              "kept"
            ],
            "handle": "connection",
            "key": "StudiosList_studios",
            "kind": "LinkedHandle",
            "name": "studios"
          }
        ]
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "Viewer",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
          (v4/*:: as any*/),
          (v5/*:: as any*/),
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
            "name": "isHijack",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "darkMode",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "User",
            "kind": "LinkedField",
            "name": "user",
            "plural": false,
            "selections": (v27/*:: as any*/),
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "User",
            "kind": "LinkedField",
            "name": "impersonator",
            "plural": false,
            "selections": (v27/*:: as any*/),
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "unreadNotificationCount",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "Notification",
            "kind": "LinkedField",
            "name": "latestNotifications",
            "plural": true,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "notificationId",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "type",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "message",
                "storageKey": null
              },
              (v28/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "readAt",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "relatedGameId",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "relatedStudioId",
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          (v7/*:: as any*/)
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": (v6/*:: as any*/),
        "concreteType": "SavedView",
        "kind": "LinkedField",
        "name": "savedViews",
        "plural": true,
        "selections": [
          (v7/*:: as any*/),
          (v8/*:: as any*/),
          (v9/*:: as any*/),
          (v10/*:: as any*/),
          (v11/*:: as any*/),
          (v12/*:: as any*/),
          (v13/*:: as any*/),
          (v14/*:: as any*/),
          (v15/*:: as any*/),
          (v16/*:: as any*/),
          (v19/*:: as any*/),
          (v30/*:: as any*/)
        ],
        "storageKey": "savedViews(list:\"STUDIOS\")"
      },
      {
        "alias": null,
        "args": (v6/*:: as any*/),
        "concreteType": "ListPreferences",
        "kind": "LinkedField",
        "name": "listPreferences",
        "plural": false,
        "selections": [
          (v8/*:: as any*/),
          (v14/*:: as any*/),
          (v15/*:: as any*/),
          (v16/*:: as any*/),
          (v30/*:: as any*/)
        ],
        "storageKey": "listPreferences(list:\"STUDIOS\")"
      },
      (v25/*:: as any*/)
    ]
  },
  "params": {
    "id": "2fba1d387d4802e12174ec191595185cddb864620a266074fe15445cc37d03d0",
    "metadata": {},
    "name": "StudiosPageQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "7ad4f03cc1e9d1a5ba277c21e3ad895c";

export default node;
