/**
 * @generated SignedSource<<d0d768d06168bae143cff46c14421f19>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type GameIdsDialog_game$data = {
  readonly bundleId: string | null | undefined;
  readonly facebookCampaignId: string | null | undefined;
  readonly gameAnalyticsId: string | null | undefined;
  readonly gameId: number;
  readonly linkedCampaignId: string | null | undefined;
  readonly storeId: string | null | undefined;
  readonly studio: {
    readonly studioId: number;
  };
  readonly " $fragmentType": "GameIdsDialog_game";
};
export type GameIdsDialog_game$key = {
  readonly " $data"?: GameIdsDialog_game$data;
  readonly " $fragmentSpreads": FragmentRefs<"GameIdsDialog_game">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "GameIdsDialog_game",
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
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Game",
  "abstractKey": null
};

(node as any).hash = "90546f7862ab19d6aee0549f9902f30f";

export default node;
