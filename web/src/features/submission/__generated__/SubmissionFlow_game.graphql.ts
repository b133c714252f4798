/**
 * @generated SignedSource<<a5097f7a85585c91003ca196c457923f>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type Platform = "ANDROID" | "IOS";
export type StepState = "CURRENT" | "DISABLED" | "DONE";
export type SubmissionStep = "APPSTORE_SUBMISSION" | "CATEGORIES" | "CREATE" | "GAME_BUILDING" | "LINK_STORE" | "PLAYSTORE_SUBMISSION" | "REQUEST_TESTING" | "SDK_FACEBOOK" | "TINYSAUCE_PACKAGE" | "UPLOAD_ASSET";
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
  readonly submissionSteps: ReadonlyArray<{
    readonly missing: ReadonlyArray<{
      readonly field: string;
      readonly message: string;
    }>;
    readonly number: number;
    readonly state: StepState;
    readonly step: SubmissionStep;
    readonly title: string;
  }>;
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
      "alias": null,
      "args": null,
      "concreteType": "SubmissionStepStatus",
      "kind": "LinkedField",
      "name": "submissionSteps",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "step",
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
          "name": "number",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "state",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "MissingRequirement",
          "kind": "LinkedField",
          "name": "missing",
          "plural": true,
          "selections": [
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "field",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "message",
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
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

(node as any).hash = "49ffeae857ca6767874fc3c96ac35292";

export default node;
