/**
 * @generated SignedSource<<16af4a535887ac92aaa57900b91ecf24>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type GameCardTestQuery$variables = Record<PropertyKey, never>;
export type GameCardTestQuery$data = {
  readonly node: {
    readonly game: {
      readonly " $fragmentSpreads": FragmentRefs<"GameCard_game">;
    } | null | undefined;
  } | null | undefined;
};
export type GameCardTestQuery = {
  response: GameCardTestQuery$data;
  variables: GameCardTestQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "kind": "Literal",
    "name": "id",
    "value": "game"
  }
],
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v3 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "String"
},
v4 = {
  "enumValues": null,
  "nullable": true,
  "plural": false,
  "type": "String"
},
v5 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "ID"
},
v6 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "Boolean"
},
v7 = {
  "enumValues": null,
  "nullable": true,
  "plural": false,
  "type": "Float"
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "GameCardTestQuery",
    "selections": [
      {
        "alias": null,
        "args": (v0/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "node",
        "plural": false,
        "selections": [
          {
            "fragment": {
              "kind": "InlineFragment",
              "selections": [
                {
                  "args": null,
                  "kind": "FragmentSpread",
                  "name": "GameCard_game"
                }
              ],
              "type": "Game",
              "abstractKey": null
            },
            "kind": "AliasedInlineFragmentSpread",
            "name": "game"
          }
        ],
        "storageKey": "node(id:\"game\")"
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "GameCardTestQuery",
    "selections": [
      {
        "alias": null,
        "args": (v0/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "node",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "__typename",
            "storageKey": null
          },
          {
            "kind": "InlineFragment",
            "selections": [
              (v1/*:: as any*/),
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
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "isIterating",
                "storageKey": null
              },
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
                  (v1/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "activityState",
                    "storageKey": null
                  },
                  (v2/*:: as any*/)
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
              }
            ],
            "type": "Game",
            "abstractKey": null
          },
          (v2/*:: as any*/)
        ],
        "storageKey": "node(id:\"game\")"
      }
    ]
  },
  "params": {
    "cacheID": "a91ad01cbb042b4a8e483238f5d9e8ae",
    "id": null,
    "metadata": {
      "relayTestingSelectionTypeInfo": {
        "node": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "Node"
        },
        "node.__typename": (v3/*:: as any*/),
        "node.adNetworks": {
          "enumValues": null,
          "nullable": false,
          "plural": true,
          "type": "String"
        },
        "node.iconUrl": (v4/*:: as any*/),
        "node.id": (v5/*:: as any*/),
        "node.isCtr": (v6/*:: as any*/),
        "node.isIterating": (v6/*:: as any*/),
        "node.isPublishedInStore": (v6/*:: as any*/),
        "node.last": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "GameMetrics"
        },
        "node.last.cpi": (v7/*:: as any*/),
        "node.last.d1": (v7/*:: as any*/),
        "node.lastIterationDate": (v4/*:: as any*/),
        "node.name": (v3/*:: as any*/),
        "node.nbIterations": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "Int"
        },
        "node.platform": {
          "enumValues": [
            "ANDROID",
            "IOS"
          ],
          "nullable": false,
          "plural": false,
          "type": "Platform"
        },
        "node.status": {
          "enumValues": [
            "ARCHIVED",
            "FINISHED",
            "IN_TESTING",
            "PENDING_REVIEW",
            "PENDING_SDK_INTEGRATION",
            "PENDING_TESTING"
          ],
          "nullable": false,
          "plural": false,
          "type": "GameStatus"
        },
        "node.studio": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "Studio"
        },
        "node.studio.activityState": {
          "enumValues": [
            "ACTIVE",
            "CHURNED",
            "INACTIVE"
          ],
          "nullable": false,
          "plural": false,
          "type": "ActivityState"
        },
        "node.studio.id": (v5/*:: as any*/),
        "node.studio.name": (v3/*:: as any*/),
        "node.substatus": (v4/*:: as any*/)
      }
    },
    "name": "GameCardTestQuery",
    "operationKind": "query",
    "text": "query GameCardTestQuery {\n  node(id: \"game\") {\n    __typename\n    ...GameCard_game\n    id\n  }\n}\n\nfragment GameCard_game on Game {\n  name\n  iconUrl\n  platform\n  status\n  isCtr\n  isIterating\n  nbIterations\n  lastIterationDate\n  adNetworks\n  studio {\n    name\n    activityState\n    id\n  }\n  last {\n    cpi\n    d1\n  }\n  ...StepGauge_game\n}\n\nfragment StepGauge_game on Game {\n  substatus\n  platform\n  isCtr\n  isIterating\n  isPublishedInStore\n  adNetworks\n}\n"
  }
};
})();

(node as any).hash = "28e1cc01123fc5fba146c94414a98b3a";

export default node;
