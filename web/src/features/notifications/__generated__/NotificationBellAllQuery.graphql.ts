/**
 * @generated SignedSource<<e9f86bd4688d100bb692c21f559531bc>>
 * @relayHash 8f5cdfaadb76b60ddad6432f167a73c6
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID d97446a6f401c622d975365e58ee56755414a325fe72b410b40d000fe28cd6d5

import { ConcreteRequest } from 'relay-runtime';
export type NotificationType = "GAME_CAMPAIGN_CREATED" | "GAME_CAMPAIGN_FAILED" | "GAME_DECISION" | "GAME_FEEDBACK" | "GAME_ITERATION_FINISHED" | "GAME_KPI_ALERT" | "GAME_OPERATION_ERROR" | "GAME_OPERATION_SUCCESS" | "GAME_TESTING_APPROVED" | "GAME_TESTING_DECLINED" | "GAME_TESTING_REQUESTED" | "GAME_TESTING_WITHDRAWN" | "GAME_VIDEO_REJECTED" | "INFO" | "STUDIO_ACTIVE_AGAIN" | "STUDIO_CHURNED" | "STUDIO_INACTIVE" | "STUDIO_TO_COACH";
export type NotificationBellAllQuery$variables = Record<PropertyKey, never>;
export type NotificationBellAllQuery$data = {
  readonly viewer: {
    readonly notifications: {
      readonly edges: ReadonlyArray<{
        readonly node: {
          readonly createdAt: string;
          readonly message: string;
          readonly notificationId: number;
          readonly readAt: string | null | undefined;
          readonly relatedGameId: number | null | undefined;
          readonly relatedStudioId: number | null | undefined;
          readonly type: NotificationType;
        };
      }>;
      readonly totalCount: number;
    };
  } | null | undefined;
};
export type NotificationBellAllQuery = {
  response: NotificationBellAllQuery$data;
  variables: NotificationBellAllQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "alias": null,
  "args": [
    {
      "kind": "Literal",
      "name": "first",
      "value": 100
    }
  ],
  "concreteType": "NotificationConnection",
  "kind": "LinkedField",
  "name": "notifications",
  "plural": false,
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "totalCount",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "NotificationEdge",
      "kind": "LinkedField",
      "name": "edges",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "concreteType": "Notification",
          "kind": "LinkedField",
          "name": "node",
          "plural": false,
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
      "storageKey": null
    }
  ],
  "storageKey": "notifications(first:100)"
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "NotificationBellAllQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Viewer",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
          (v0/*:: as any*/)
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
    "name": "NotificationBellAllQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Viewer",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
          (v0/*:: as any*/),
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
    "id": "d97446a6f401c622d975365e58ee56755414a325fe72b410b40d000fe28cd6d5",
    "metadata": {},
    "name": "NotificationBellAllQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "5cf9f1ceaa4fbcb993033e9d3f024ed5";

export default node;
