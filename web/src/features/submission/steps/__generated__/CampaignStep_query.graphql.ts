/**
 * @generated SignedSource<<288f2461b49e216e4a08bea2abbbe686>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type CampaignStep_query$data = {
  readonly codifications: {
    readonly currentCompetition: {
      readonly allowedGenres: ReadonlyArray<number>;
      readonly allowedPlatforms: ReadonlyArray<string>;
      readonly allowedTestingMethods: ReadonlyArray<string>;
      readonly competitionId: number;
      readonly name: string;
      readonly tcUrl: string;
    } | null | undefined;
    readonly recentWebinars: ReadonlyArray<{
      readonly date: string;
      readonly title: string;
      readonly webinarId: number;
    }>;
  };
  readonly " $fragmentType": "CampaignStep_query";
};
export type CampaignStep_query$key = {
  readonly " $data"?: CampaignStep_query$data;
  readonly " $fragmentSpreads": FragmentRefs<"CampaignStep_query">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "CampaignStep_query",
  "selections": [
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
              "name": "name",
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
  ],
  "type": "Query",
  "abstractKey": null
};

(node as any).hash = "a1e8450c044c13f54235a52dcb683613";

export default node;
