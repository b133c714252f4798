/**
 * @generated SignedSource<<e462e4f6de79b7c3352171f0f781015f>>
 * @relayHash 443fb3510406fd5ffae5ea1eb9eb01ef
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID f4d3e6441fc34e51b91b1f6eacd9b4ecb37aeeb982c70c0e2db276cac9158d25

import { ConcreteRequest } from 'relay-runtime';
export type NotificationBellSubscription$variables = Record<PropertyKey, never>;
export type NotificationBellSubscription$data = {
  readonly notifications: {
    readonly notificationId: number;
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
    "id": "f4d3e6441fc34e51b91b1f6eacd9b4ecb37aeeb982c70c0e2db276cac9158d25",
    "metadata": {},
    "name": "NotificationBellSubscription",
    "operationKind": "subscription",
    "text": null
  }
};
})();

(node as any).hash = "7c169ac59bd15864c29f6f664475a044";

export default node;
