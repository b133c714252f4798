/**
 * @generated SignedSource<<701b97afd1669e9e4c513cdf1597c73c>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type Platform = "ANDROID" | "IOS";
import { FragmentRefs } from "relay-runtime";
export type SubmissionFlow_game$data = {
  readonly adNetworks: ReadonlyArray<string>;
  readonly bundleId: string | null | undefined;
  readonly disabled: boolean;
  readonly gameId: number;
  readonly id: string;
  readonly isCtr: boolean;
  readonly isIterating: boolean;
  readonly isManagedByProvider: boolean;
  readonly isPublishedInStore: boolean;
  readonly name: string;
  readonly permissions: ReadonlyArray<string>;
  readonly platform: Platform;
  readonly storeId: string | null | undefined;
  readonly substatus: string | null | undefined;
  readonly " $fragmentSpreads": FragmentRefs<"CampaignStep_game" | "CategoriesStep_game" | "CreateStep_game" | "FacebookStep_game" | "IntegrationStep_game" | "LinkStoreStep_game">;
  readonly " $fragmentType": "SubmissionFlow_game";
};
export type SubmissionFlow_game$key = {
  readonly " $data"?: SubmissionFlow_game$data;
  readonly " $fragmentSpreads": FragmentRefs<"SubmissionFlow_game">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "SubmissionFlow_game",
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
      "name": "gameId",
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
      "name": "substatus",
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
      "name": "isPublishedInStore",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "isManagedByProvider",
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
      "name": "permissions",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "disabled",
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
      "args": null,
      "kind": "FragmentSpread",
      "name": "CreateStep_game"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "LinkStoreStep_game"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "FacebookStep_game"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "IntegrationStep_game"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "CategoriesStep_game"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "CampaignStep_game"
    }
  ],
  "type": "Game",
  "abstractKey": null
};

(node as any).hash = "17e05a736089bca1cac6ac9eeaef1fb9";

export default node;
