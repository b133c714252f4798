/**
 * @generated SignedSource<<b94c0771e77d3d203c292b54ae22a944>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type NotificationType = "GAME_CAMPAIGN_CREATED" | "GAME_CAMPAIGN_FAILED" | "GAME_DECISION" | "GAME_FEEDBACK" | "GAME_ITERATION_FINISHED" | "GAME_KPI_ALERT" | "GAME_OPERATION_ERROR" | "GAME_OPERATION_SUCCESS" | "GAME_TESTING_APPROVED" | "GAME_TESTING_DECLINED" | "GAME_TESTING_REQUESTED" | "GAME_TESTING_WITHDRAWN" | "GAME_VIDEO_REJECTED" | "INFO" | "STUDIO_ACTIVE_AGAIN" | "STUDIO_CHURNED" | "STUDIO_INACTIVE" | "STUDIO_TO_COACH";
import { FragmentRefs } from "relay-runtime";
export type NotificationBell_viewer$data = {
  readonly isStaff: boolean;
  readonly latestNotifications: ReadonlyArray<{
    readonly createdAt: string;
    readonly message: string;
    readonly notificationId: number;
    readonly readAt: string | null | undefined;
    readonly relatedGameId: number | null | undefined;
    readonly relatedStudioId: number | null | undefined;
    readonly type: NotificationType;
  }>;
  readonly unreadNotificationCount: number;
  readonly " $fragmentType": "NotificationBell_viewer";
};
export type NotificationBell_viewer$key = {
  readonly " $data"?: NotificationBell_viewer$data;
  readonly " $fragmentSpreads": FragmentRefs<"NotificationBell_viewer">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "NotificationBell_viewer",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "isStaff",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "unreadNotificationCount",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Notification",
      "kind": "LinkedField",
      "name": "latestNotifications",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "notificationId",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "type",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "message",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "createdAt",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "readAt",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "relatedGameId",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "relatedStudioId",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Viewer",
  "abstractKey": null
};

(node as any).hash = "d60ed8cb812db63978505bc860174396";

export default node;
