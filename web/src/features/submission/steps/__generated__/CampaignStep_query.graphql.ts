/**
 * @generated SignedSource<<e413da902bf7dc9579c44219592d70b9>>
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
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Query",
  "abstractKey": null
};

(node as any).hash = "c8583ca44b16b19fed16441470a9d9ef";

export default node;
