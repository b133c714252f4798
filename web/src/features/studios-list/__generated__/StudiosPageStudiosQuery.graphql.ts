/**
 * @generated SignedSource<<5c6067701128ee1de00ca22dbfc4280f>>
 * @relayHash c726a5238a7a1562f51a3367febbace0
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 5d05d2733a7ef880621c81060b2194879e7862f6642a400441fbcc5b5049c70c

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type LogicalOperator = "ALL" | "ANY";
export type SortOrder = "ASC" | "DESC";
export type StudioSort = "ACTIVITY_STATE" | "CREATION_DATE" | "GAMES_CPI3_MONTHS" | "GAMES_CTR3_MONTHS" | "GAMES_DAY13_MONTHS" | "GAMES_DAY73_MONTHS" | "GAMES_NB_PROTOTYPES6_MONTHS" | "GAMES_PLAYTIME3_MONTHS" | "NAME" | "NB_HITS" | "NB_PROTOTYPES" | "PM_NAME" | "SECONDARY_PM_NAME" | "SINCE_LAST_ITERATION_DATE";
export type GameFilterInput = {
  children: ReadonlyArray<GameFilterNodeInput>;
  logicalOperator: LogicalOperator;
};
export type GameFilterNodeInput = {
  group?: GameFilterInput | null | undefined;
  rule?: GameFilterRuleInput | null | undefined;
};
export type GameFilterRuleInput = {
  operand?: string | null | undefined;
  operator: string;
  rule: string;
  value?: string | null | undefined;
  values?: ReadonlyArray<string> | null | undefined;
};
export type StudiosPageStudiosQuery$variables = {
  filter?: GameFilterInput | null | undefined;
  order: SortOrder;
  sort: StudioSort;
  term?: string | null | undefined;
};
export type StudiosPageStudiosQuery$data = {
  readonly " $fragmentSpreads": FragmentRefs<"StudiosList_query">;
};
export type StudiosPageStudiosQuery = {
  response: StudiosPageStudiosQuery$data;
  variables: StudiosPageStudiosQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "filter"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "order"
},
v2 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "sort"
},
v3 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "term"
},
v4 = {
  "kind": "Variable",
  "name": "filter",
  "variableName": "filter"
},
v5 = {
  "kind": "Variable",
  "name": "order",
  "variableName": "order"
},
v6 = {
  "kind": "Variable",
  "name": "sort",
  "variableName": "sort"
},
v7 = {
  "kind": "Variable",
  "name": "term",
  "variableName": "term"
},
v8 = [
  (v4/*:: as any*/),
  {
    "kind": "Literal",
    "name": "first",
    "value": 20
  },
  (v5/*:: as any*/),
  (v6/*:: as any*/),
  (v7/*:: as any*/)
],
v9 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v10 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v11 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "value",
    "storageKey": null
  },
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
];
return {
  "fragment": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/),
      (v2/*:: as any*/),
      (v3/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "StudiosPageStudiosQuery",
    "selections": [
      {
        "args": [
          (v4/*:: as any*/),
          (v5/*:: as any*/),
          (v6/*:: as any*/),
          (v7/*:: as any*/)
        ],
        "kind": "FragmentSpread",
        "name": "StudiosList_query"
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v2/*:: as any*/),
      (v1/*:: as any*/),
      (v3/*:: as any*/),
      (v0/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "StudiosPageStudiosQuery",
    "selections": [
      {
        "alias": null,
        "args": (v8/*:: as any*/),
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
                  (v9/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "studioId",
                    "storageKey": null
                  },
                  (v10/*:: as any*/),
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
                    "selections": [
                      (v10/*:: as any*/),
                      (v9/*:: as any*/)
                    ],
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
                    "concreteType": "StudioTrend",
                    "kind": "LinkedField",
                    "name": "cpi3Months",
                    "plural": false,
                    "selections": (v11/*:: as any*/),
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "StudioTrend",
                    "kind": "LinkedField",
                    "name": "ctr3Months",
                    "plural": false,
                    "selections": (v11/*:: as any*/),
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "StudioTrend",
                    "kind": "LinkedField",
                    "name": "day13Months",
                    "plural": false,
                    "selections": (v11/*:: as any*/),
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "StudioTrend",
                    "kind": "LinkedField",
                    "name": "day73Months",
                    "plural": false,
                    "selections": (v11/*:: as any*/),
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "StudioTrend",
                    "kind": "LinkedField",
                    "name": "playtime3Months",
                    "plural": false,
                    "selections": (v11/*:: as any*/),
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
        "args": (v8/*:: as any*/),
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
  "params": {
    "id": "5d05d2733a7ef880621c81060b2194879e7862f6642a400441fbcc5b5049c70c",
    "metadata": {},
    "name": "StudiosPageStudiosQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "0fbabdc733c67e87f0453b1f62ea9c42";

export default node;
