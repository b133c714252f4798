/**
 * @generated SignedSource<<be95fe6d0de2b3915ce3b781723b9ece>>
 * @relayHash 59fe315443c3e37d7669cf024bbae37f
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 2061621f2eda360e65b29ea28c3b0fcf9806b2147ac788ab8de0994a1076e4eb

import { ConcreteRequest } from 'relay-runtime';
export type NotificationBellSubscription$variables = Record<PropertyKey, never>;
export type NotificationBellSubscription$data = {
  readonly notifications: {
    readonly notificationId: number;
    readonly relatedGameId: number | null | undefined;
  };
};
export type NotificationBellSubscription = {
  response: NotificationBellSubscription$data;
  variables: NotificationBellSubscription$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "Notification",
    "kind": "LinkedField",
    "name": "notifications",
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
        "name": "relatedGameId",
        "storageKey": null
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "NotificationBellSubscription",
    "selections": (v0/*:: as any*/),
    "type": "Subscription",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "NotificationBellSubscription",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "id": "2061621f2eda360e65b29ea28c3b0fcf9806b2147ac788ab8de0994a1076e4eb",
    "metadata": {},
    "name": "NotificationBellSubscription",
    "operationKind": "subscription",
    "text": null
  }
};
})();

(node as any).hash = "acbbb7c2c88b2d884b134d5a5056f00b";

export default node;
