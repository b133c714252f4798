/**
 * @generated SignedSource<<1fbdc4561b222e5f04ee25d3eb6e824a>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type GamePanelNewQuery$variables = Record<PropertyKey, never>;
export type GamePanelNewQuery$data = {
  readonly " $fragmentSpreads": FragmentRefs<"SubmissionFlow_query">;
};
export type GamePanelNewQuery = {
  response: GamePanelNewQuery$data;
  variables: GamePanelNewQuery$variables;
};

const node: ConcreteRequest = {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "GamePanelNewQuery",
    "selections": [
      {
        "args": null,
        "kind": "FragmentSpread",
        "name": "SubmissionFlow_query"
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "GamePanelNewQuery",
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
            "concreteType": "StudioMembership",
            "kind": "LinkedField",
            "name": "studios",
            "plural": true,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "studioId",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "studioName",
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
                "kind": "ScalarField",
                "name": "createsTests",
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "id",
            "storageKey": null
          }
        ],
        "storageKey": null
      },
      {
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
            "concreteType": "Competition",
            "kind": "LinkedField",
            "name": "currentCompetition",
            "plural": false,
            "selections": [
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
                "name": "allowedPlatforms",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "allowedTestingMethods",
                "storageKey": null
              },
              {
                "alias": "competitionId",
                "args": null,
                "kind": "ScalarField",
                "name": "id",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "tcUrl",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "allowedGenres",
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "GenreCategory",
            "kind": "LinkedField",
            "name": "genres",
            "plural": true,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "category",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "GenreOption",
                "kind": "LinkedField",
                "name": "options",
                "plural": true,
                "selections": [
                  {
                    "alias": "genreId",
                    "args": null,
                    "kind": "ScalarField",
                    "name": "id",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "label",
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
            "args": null,
            "concreteType": "Webinar",
            "kind": "LinkedField",
            "name": "recentWebinars",
            "plural": true,
            "selections": [
              {
                "alias": "webinarId",
                "args": null,
                "kind": "ScalarField",
                "name": "id",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "title",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "date",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "7fb69e16c3dfd1ddd5b63a0488fb99ff",
    "id": null,
    "metadata": {},
    "name": "GamePanelNewQuery",
    "operationKind": "query",
    "text": "query GamePanelNewQuery {\n  ...SubmissionFlow_query\n}\n\nfragment CampaignStep_query on Query {\n  codifications {\n    currentCompetition {\n      competitionId: id\n      name\n      tcUrl\n      allowedPlatforms\n      allowedTestingMethods\n      allowedGenres\n    }\n    recentWebinars {\n      webinarId: id\n      title\n      date\n    }\n  }\n}\n\nfragment CategoriesStep_query on Query {\n  codifications {\n    genres {\n      category\n      options {\n        genreId: id\n        label\n      }\n    }\n  }\n}\n\nfragment CreateStep_query on Query {\n  viewer {\n    permissions\n    studios {\n      studioId\n      studioName\n      adNetworks\n      createsTests\n    }\n    id\n  }\n  codifications {\n    currentCompetition {\n      name\n      allowedPlatforms\n      allowedTestingMethods\n    }\n  }\n}\n\nfragment SubmissionFlow_query on Query {\n  ...CreateStep_query\n  ...CategoriesStep_query\n  ...CampaignStep_query\n}\n"
  }
};

(node as any).hash = "012831ab6d589d03de179f675c34b0cc";

export default node;
