/**
 * @generated SignedSource<<c294afe4c9e6de0fdd890496a13dea84>>
 * @relayHash f55f8434a3e56d8b73fb110beac4d3d6
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 2ebf00de4cc84f948df199ef5fb18bb65e5fbd0d27d3f087d1653f34530c1406

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type NotificationBellTestQuery$variables = Record<PropertyKey, never>;
export type NotificationBellTestQuery$data = {
  readonly viewer: {
    readonly " $fragmentSpreads": FragmentRefs<"NotificationBell_viewer">;
  } | null | undefined;
};
export type NotificationBellTestQuery = {
  response: NotificationBellTestQuery$data;
  variables: NotificationBellTestQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "String"
},
v1 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "Int"
},
v2 = {
  "enumValues": null,
  "nullable": true,
  "plural": false,
  "type": "Int"
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "NotificationBellTestQuery",
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
            "args": null,
            "kind": "FragmentSpread",
            "name": "NotificationBell_viewer"
          }
        ],
        "storageKey": null
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "NotificationBellTestQuery",
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
      }
    ]
  },
  "params": {
    "id": "2ebf00de4cc84f948df199ef5fb18bb65e5fbd0d27d3f087d1653f34530c1406",
    "metadata": {
      "relayTestingSelectionTypeInfo": {
        "viewer": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "Viewer"
        },
        "viewer.id": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "ID"
        },
        "viewer.isStaff": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "Boolean"
        },
        "viewer.latestNotifications": {
          "enumValues": null,
          "nullable": false,
          "plural": true,
          "type": "Notification"
        },
        "viewer.latestNotifications.createdAt": (v0/*:: as any*/),
        "viewer.latestNotifications.message": (v0/*:: as any*/),
        "viewer.latestNotifications.notificationId": (v1/*:: as any*/),
        "viewer.latestNotifications.readAt": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "String"
        },
        "viewer.latestNotifications.relatedGameId": (v2/*:: as any*/),
        "viewer.latestNotifications.relatedStudioId": (v2/*:: as any*/),
        "viewer.latestNotifications.type": {
          "enumValues": [
            "GAME_CAMPAIGN_CREATED",
            "GAME_CAMPAIGN_FAILED",
            "GAME_DECISION",
            "GAME_FEEDBACK",
            "GAME_ITERATION_FINISHED",
            "GAME_KPI_ALERT",
            "GAME_OPERATION_ERROR",
            "GAME_OPERATION_SUCCESS",
            "GAME_TESTING_APPROVED",
            "GAME_TESTING_DECLINED",
            "GAME_TESTING_REQUESTED",
            "GAME_TESTING_WITHDRAWN",
            "GAME_VIDEO_REJECTED",
            "INFO",
            "STUDIO_ACTIVE_AGAIN",
            "STUDIO_CHURNED",
            "STUDIO_INACTIVE",
            "STUDIO_TO_COACH"
          ],
          "nullable": false,
          "plural": false,
          "type": "NotificationType"
        },
        "viewer.unreadNotificationCount": (v1/*:: as any*/)
      }
    },
    "name": "NotificationBellTestQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "c53d00e96aac910cef0c41c871ba5733";

export default node;
