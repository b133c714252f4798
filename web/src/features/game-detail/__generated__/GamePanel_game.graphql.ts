/**
 * @generated SignedSource<<303f427d869f962faea7b66d27b113f9>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type GameStatus = "ARCHIVED" | "FINISHED" | "IN_TESTING" | "PENDING_REVIEW" | "PENDING_SDK_INTEGRATION" | "PENDING_TESTING";
export type SubmissionStep = "APPSTORE_SUBMISSION" | "CATEGORIES" | "CREATE" | "GAME_BUILDING" | "LINK_STORE" | "PLAYSTORE_SUBMISSION" | "REQUEST_TESTING" | "SDK_FACEBOOK" | "TINYSAUCE_PACKAGE" | "UPLOAD_ASSET";
import { FragmentRefs } from "relay-runtime";
export type GamePanel_game$data = {
  readonly disabled: boolean;
  readonly gameId: number;
  readonly id: string;
  readonly isIterating: boolean;
  readonly name: string;
  readonly status: GameStatus;
  readonly submissionSteps: ReadonlyArray<{
    readonly step: SubmissionStep;
  }>;
  readonly " $fragmentSpreads": FragmentRefs<"CampaignCreation_game" | "DeclinedRequest_game" | "GameActions_game" | "GameBenchmark_game" | "GameGenres_game" | "GamePanelHeader_game" | "GameProject_game" | "GameReviews_game" | "GameTags_game" | "Iterations_game" | "PendingApproval_game" | "PublishingManagers_game" | "SubmissionFlow_game">;
  readonly " $fragmentType": "GamePanel_game";
};
export type GamePanel_game$key = {
  readonly " $data"?: GamePanel_game$data;
  readonly " $fragmentSpreads": FragmentRefs<"GamePanel_game">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "GamePanel_game",
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
      "name": "status",
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
      "name": "disabled",
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
        }
      ],
      "storageKey": null
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "SubmissionFlow_game"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "GamePanelHeader_game"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "GameActions_game"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "PublishingManagers_game"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "GameProject_game"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "GameGenres_game"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "GameTags_game"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "Iterations_game"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "GameBenchmark_game"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "PendingApproval_game"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "CampaignCreation_game"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "GameReviews_game"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "DeclinedRequest_game"
    }
  ],
  "type": "Game",
  "abstractKey": null
};

(node as any).hash = "40b6284a5be8927ea9cb874a14974a42";

export default node;
