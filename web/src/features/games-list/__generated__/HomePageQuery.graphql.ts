/**
 * @generated SignedSource<<4a144f82119629578a7abde867244195>>
 * @relayHash 5e2b7ae48e4a640ce3c6acdffc4646bd
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 5fe87c596f32eee93c5a50e416c23fd5e8a99047ae2983573321ff080f1016a5

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type SortOrder = "ASC" | "DESC";
export type UserType = "CS" | "PM" | "STUDIO";
export type ViewGroup = "DEFAULT_VIEWS" | "MY_VIEWS" | "OTHERS_VIEWS" | "PM_VIEWS";
export type HomePageQuery$variables = Record<PropertyKey, never>;
export type HomePageQuery$data = {
  readonly codifications: {
    readonly columns: {
      readonly games: ReadonlyArray<{
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
    readonly permissions: ReadonlyArray<string>;
    readonly userType: UserType;
    readonly " $fragmentSpreads": FragmentRefs<"AppHeader_viewer">;
  } | null | undefined;
};
export type HomePageQuery = {
  response: HomePageQuery$data;
  variables: HomePageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "permissions",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "userType",
  "storageKey": null
},
v2 = [
  {
    "kind": "Literal",
    "name": "list",
    "value": "GAMES"
  }
],
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "viewId",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "group",
  "storageKey": null
},
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "canEdit",
  "storageKey": null
},
v8 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "isDefault",
  "storageKey": null
},
v9 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "slug",
  "storageKey": null
},
v10 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "term",
  "storageKey": null
},
v11 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "best",
  "storageKey": null
},
v12 = {
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
v13 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "label",
  "storageKey": null
},
v14 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "isStaff",
  "storageKey": null
},
v15 = [
  (v3/*:: as any*/),
  (v13/*:: as any*/),
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
  (v14/*:: as any*/)
],
v16 = {
  "alias": null,
  "args": null,
  "concreteType": "ListColumn",
  "kind": "LinkedField",
  "name": "columns",
  "plural": true,
  "selections": (v15/*:: as any*/),
  "storageKey": null
},
v17 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "logicalOperator",
  "storageKey": null
},
v18 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "value",
  "storageKey": null
},
v19 = {
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
    (v18/*:: as any*/),
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
v20 = [
  (v17/*:: as any*/),
  {
    "alias": null,
    "args": null,
    "concreteType": "GameFilterNode",
    "kind": "LinkedField",
    "name": "children",
    "plural": true,
    "selections": [
      (v19/*:: as any*/),
      {
        "alias": null,
        "args": null,
        "concreteType": "GameFilter",
        "kind": "LinkedField",
        "name": "group",
        "plural": false,
        "selections": [
          (v17/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "GameFilterNode",
            "kind": "LinkedField",
            "name": "children",
            "plural": true,
            "selections": [
              (v19/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "GameFilter",
                "kind": "LinkedField",
                "name": "group",
                "plural": false,
                "selections": [
                  (v17/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "GameFilterNode",
                    "kind": "LinkedField",
                    "name": "children",
                    "plural": true,
                    "selections": [
                      (v19/*:: as any*/)
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
v21 = {
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
      "selections": (v20/*:: as any*/),
      "args": null,
      "argumentDefinitions": ([]/*:: as any*/)
    }
  ],
  "storageKey": null
},
v22 = {
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
        (v18/*:: as any*/),
        (v13/*:: as any*/)
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
          "name": "games",
          "plural": true,
          "selections": (v15/*:: as any*/),
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "storageKey": null
},
v23 = [
  (v5/*:: as any*/),
  (v3/*:: as any*/)
],
v24 = {
  "alias": null,
  "args": null,
  "concreteType": "GameFilter",
  "kind": "LinkedField",
  "name": "filter",
  "plural": false,
  "selections": (v20/*:: as any*/),
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "HomePageQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Viewer",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
          (v0/*:: as any*/),
          (v1/*:: as any*/),
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
        "args": (v2/*:: as any*/),
        "concreteType": "SavedView",
        "kind": "LinkedField",
        "name": "savedViews",
        "plural": true,
        "selections": [
          (v3/*:: as any*/),
          (v4/*:: as any*/),
          (v5/*:: as any*/),
          (v6/*:: as any*/),
          (v7/*:: as any*/),
          (v8/*:: as any*/),
          (v9/*:: as any*/),
          (v10/*:: as any*/),
          (v11/*:: as any*/),
          (v12/*:: as any*/),
          (v16/*:: as any*/),
          (v21/*:: as any*/)
        ],
        "storageKey": "savedViews(list:\"GAMES\")"
      },
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "concreteType": "ListPreferences",
        "kind": "LinkedField",
        "name": "listPreferences",
        "plural": false,
        "selections": [
          (v4/*:: as any*/),
          (v10/*:: as any*/),
          (v11/*:: as any*/),
          (v12/*:: as any*/),
          (v21/*:: as any*/)
        ],
        "storageKey": "listPreferences(list:\"GAMES\")"
      },
      (v22/*:: as any*/)
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "HomePageQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Viewer",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
          (v0/*:: as any*/),
          (v1/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "email",
            "storageKey": null
          },
          (v14/*:: as any*/),
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
            "selections": (v23/*:: as any*/),
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "User",
            "kind": "LinkedField",
            "name": "impersonator",
            "plural": false,
            "selections": (v23/*:: as any*/),
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
                "name": "message",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "createdAt",
                "storageKey": null
              },
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
          (v3/*:: as any*/)
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "concreteType": "SavedView",
        "kind": "LinkedField",
        "name": "savedViews",
        "plural": true,
        "selections": [
          (v3/*:: as any*/),
          (v4/*:: as any*/),
          (v5/*:: as any*/),
          (v6/*:: as any*/),
          (v7/*:: as any*/),
          (v8/*:: as any*/),
          (v9/*:: as any*/),
          (v10/*:: as any*/),
          (v11/*:: as any*/),
          (v12/*:: as any*/),
          (v16/*:: as any*/),
          (v24/*:: as any*/)
        ],
        "storageKey": "savedViews(list:\"GAMES\")"
      },
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "concreteType": "ListPreferences",
        "kind": "LinkedField",
        "name": "listPreferences",
        "plural": false,
        "selections": [
          (v4/*:: as any*/),
          (v10/*:: as any*/),
          (v11/*:: as any*/),
          (v12/*:: as any*/),
          (v24/*:: as any*/)
        ],
        "storageKey": "listPreferences(list:\"GAMES\")"
      },
      (v22/*:: as any*/)
    ]
  },
  "params": {
    "id": "5fe87c596f32eee93c5a50e416c23fd5e8a99047ae2983573321ff080f1016a5",
    "metadata": {},
    "name": "HomePageQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "a46b88afa196f9349fd67622c43b9986";

export default node;
