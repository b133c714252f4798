/**
 * @generated SignedSource<<64be4448d788f96f984982962acbc511>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type GameActionId = "ACCEPT_GAME" | "ACCEPT_GAME_WITH_GA" | "ACCEPT_TESTING" | "ADD_GAME_FEEDBACK" | "ARCHIVE_GAME" | "ASSIGN_GA_SLOT" | "CHANGE_GAME_PROJECT" | "CREATE_GA_SLOT" | "DECLINE_TESTING" | "DELETE_GAME_FEEDBACK" | "EXTEND_CAMPAIGN" | "ITERATE_FROM_HISTORY" | "ITERATE_KEEP_CAMPAIGN" | "ITERATE_PAUSE_CAMPAIGN" | "KILL_GAME" | "RECREATE_CAMPAIGN_FACEBOOK" | "REJECT_CHANGELOG" | "REJECT_GAME" | "REJECT_GAME_ITERATION" | "REQUEST_APPLICATION_ACCESS" | "REQUEST_TESTING" | "SET_GAME_GENRES" | "TEST_STUDIO_CAMPAIGN" | "UNLINK_GAME_PROJECT" | "UPDATE_STUDIO_CAMPAIGN" | "VALIDATE_CHANGELOG" | "VALIDATE_GAME";
import { FragmentRefs } from "relay-runtime";
export type ReviewActions_game$data = {
  readonly disabled: boolean;
  readonly id: string;
  readonly reviewActions: ReadonlyArray<{
    readonly action: GameActionId;
    readonly available: boolean;
    readonly confirm: {
      readonly body: string;
      readonly title: string;
    } | null | undefined;
    readonly label: string;
  }>;
  readonly " $fragmentType": "ReviewActions_game";
};
export type ReviewActions_game$key = {
  readonly " $data"?: ReviewActions_game$data;
  readonly " $fragmentSpreads": FragmentRefs<"ReviewActions_game">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ReviewActions_game",
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
      "name": "disabled",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "GameAction",
      "kind": "LinkedField",
      "name": "reviewActions",
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
          "name": "label",
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
          "concreteType": "ActionConfirm",
          "kind": "LinkedField",
          "name": "confirm",
          "plural": false,
          "selections": [
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
              "name": "body",
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Game",
  "abstractKey": null
};

(node as any).hash = "a2693c9ac9f4c4b495ab3fc26a2aca72";

export default node;
