/**
 * @generated SignedSource<<4822bff5d730f9fd36f1de21ce0c7570>>
 * @relayHash 7bbedb5c8b3777e764f2b1b77a385c5a
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 93622a855899fe44e0406f17d1fd0a1e6b6b625b0131a3ac22aaa650eb5e1b15

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
    "id": "93622a855899fe44e0406f17d1fd0a1e6b6b625b0131a3ac22aaa650eb5e1b15",
    "metadata": {},
    "name": "LiveUpdatesFeedSubscription",
    "operationKind": "subscription",
    "text": null
  }
};
})();

(node as any).hash = "46d210d0c921e8b5ced45f5eca791b72";

export default node;
