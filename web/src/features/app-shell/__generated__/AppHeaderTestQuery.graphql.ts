/**
 * @generated SignedSource<<91afb6aa0ac27a382a08fdfff6df2712>>
 * @relayHash 5ced410695f3075b9291da96adab1575
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID f97fe3324bc2967007469714403d187c3454d6e2cf745710db4e72bfbb8f102b

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type AppHeaderTestQuery$variables = Record<PropertyKey, never>;
export type AppHeaderTestQuery$data = {
  readonly viewer: {
    readonly " $fragmentSpreads": FragmentRefs<"AppHeader_viewer">;
  } | null | undefined;
};
export type AppHeaderTestQuery = {
  response: AppHeaderTestQuery$data;
  variables: AppHeaderTestQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v1 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "name",
    "storageKey": null
  },
  (v0/*:: as any*/)
],
v2 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "Boolean"
},
v3 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "String"
},
v4 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "ID"
},
v5 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "Int"
},
v6 = {
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
    "name": "AppHeaderTestQuery",
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
            "name": "AppHeader_viewer"
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
    "name": "AppHeaderTestQuery",
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
            "name": "email",
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
            "name": "isStaff",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "isHijack",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "darkMode",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "User",
            "kind": "LinkedField",
            "name": "user",
            "plural": false,
            "selections": (v1/*:: as any*/),
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "User",
            "kind": "LinkedField",
            "name": "impersonator",
            "plural": false,
            "selections": (v1/*:: as any*/),
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
          (v0/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "f97fe3324bc2967007469714403d187c3454d6e2cf745710db4e72bfbb8f102b",
    "metadata": {
      "relayTestingSelectionTypeInfo": {
        "viewer": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "Viewer"
        },
        "viewer.darkMode": (v2/*:: as any*/),
        "viewer.email": (v3/*:: as any*/),
        "viewer.id": (v4/*:: as any*/),
        "viewer.impersonator": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "User"
        },
        "viewer.impersonator.id": (v4/*:: as any*/),
        "viewer.impersonator.name": (v3/*:: as any*/),
        "viewer.isHijack": (v2/*:: as any*/),
        "viewer.isStaff": (v2/*:: as any*/),
        "viewer.latestNotifications": {
          "enumValues": null,
          "nullable": false,
          "plural": true,
          "type": "Notification"
        },
        "viewer.latestNotifications.createdAt": (v3/*:: as any*/),
        "viewer.latestNotifications.message": (v3/*:: as any*/),
        "viewer.latestNotifications.notificationId": (v5/*:: as any*/),
        "viewer.latestNotifications.readAt": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "String"
        },
        "viewer.latestNotifications.relatedGameId": (v6/*:: as any*/),
        "viewer.latestNotifications.relatedStudioId": (v6/*:: as any*/),
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
        "viewer.permissions": {
          "enumValues": null,
          "nullable": false,
          "plural": true,
          "type": "String"
        },
        "viewer.unreadNotificationCount": (v5/*:: as any*/),
        "viewer.user": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "User"
        },
        "viewer.user.id": (v4/*:: as any*/),
        "viewer.user.name": (v3/*:: as any*/)
      }
    },
    "name": "AppHeaderTestQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "8512ca96ea0b2e8149956d146560fc0e";

export default node;
