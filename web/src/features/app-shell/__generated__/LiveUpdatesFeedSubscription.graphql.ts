/**
 * @generated SignedSource<<1f9c7f8dac08b1c77ad50152ee40adfa>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type LiveFeedStatus = "CONNECTED" | "INTERRUPTED";
export type LiveUpdatesFeedSubscription$variables = Record<PropertyKey, never>;
export type LiveUpdatesFeedSubscription$data = {
  readonly liveFeed: LiveFeedStatus;
};
export type LiveUpdatesFeedSubscription = {
  response: LiveUpdatesFeedSubscription$data;
  variables: LiveUpdatesFeedSubscription$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "liveFeed",
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "LiveUpdatesFeedSubscription",
    "selections": (v0/*:: as any*/),
    "type": "Subscription",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "LiveUpdatesFeedSubscription",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "cacheID": "7bbedb5c8b3777e764f2b1b77a385c5a",
    "id": null,
    "metadata": {},
    "name": "LiveUpdatesFeedSubscription",
    "operationKind": "subscription",
    "text": "subscription LiveUpdatesFeedSubscription {\n  liveFeed\n}\n"
  }
};
})();

(node as any).hash = "46d210d0c921e8b5ced45f5eca791b72";

export default node;
