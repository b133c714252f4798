/**
 * @generated SignedSource<<87405dfb138786341440afb977ce4d9a>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type GameActionId = "ACCEPT_GAME" | "ACCEPT_GAME_WITH_GA" | "ACCEPT_TESTING" | "ADD_GAME_FEEDBACK" | "ARCHIVE_GAME" | "ASSIGN_GA_SLOT" | "CHANGE_GAME_PROJECT" | "CREATE_GA_SLOT" | "DECLINE_TESTING" | "DELETE_GAME_FEEDBACK" | "EXTEND_CAMPAIGN" | "ITERATE_FROM_HISTORY" | "ITERATE_KEEP_CAMPAIGN" | "ITERATE_PAUSE_CAMPAIGN" | "KILL_GAME" | "RECREATE_CAMPAIGN_FACEBOOK" | "REJECT_CHANGELOG" | "REJECT_GAME" | "REJECT_GAME_ITERATION" | "REQUEST_APPLICATION_ACCESS" | "REQUEST_TESTING" | "SET_GAME_GENRES" | "TEST_STUDIO_CAMPAIGN" | "UNLINK_GAME_PROJECT" | "UPDATE_STUDIO_CAMPAIGN" | "VALIDATE_CHANGELOG" | "VALIDATE_GAME";
import { FragmentRefs } from "relay-runtime";
export type PendingApproval_game$data = {
  readonly actions: ReadonlyArray<{
    readonly action: GameActionId;
    readonly available: boolean;
    readonly unavailableMessage: string | null | undefined;
    readonly unavailableReason: string | null | undefined;
  }>;
  readonly disabled: boolean;
  readonly " $fragmentSpreads": FragmentRefs<"ReviewActions_game" | "VideoReview_game">;
  readonly " $fragmentType": "PendingApproval_game";
};
export type PendingApproval_game$key = {
  readonly " $data"?: PendingApproval_game$data;
  readonly " $fragmentSpreads": FragmentRefs<"PendingApproval_game">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "PendingApproval_game",
  "selections": [
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
      "concreteType": "GameAction",
      "kind": "LinkedField",
      "name": "actions",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "action",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "available",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "unavailableReason",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "unavailableMessage",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "ReviewActions_game"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "VideoReview_game"
    }
  ],
  "type": "Game",
  "abstractKey": null
};

(node as any).hash = "8fcb7180c5a5b30b713facea79f35a73";

export default node;
