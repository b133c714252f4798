/**
 * @generated SignedSource<<ee9f5830a49ccf3e373b786a78737876>>
 * @relayHash ad493cfcdcb689641ee12047dd509a22
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID ffa21da503e6e3976384d960f6e8e6bc8ba5ac6c830b55a0440cf045bbe9808f

import { ConcreteRequest } from 'relay-runtime';
export type GameActionId = "ACCEPT_GAME" | "ACCEPT_GAME_WITH_GA" | "ACCEPT_TESTING" | "ADD_GAME_FEEDBACK" | "ARCHIVE_GAME" | "ASSIGN_GA_SLOT" | "CHANGE_GAME_PROJECT" | "CREATE_GA_SLOT" | "DECLINE_TESTING" | "DELETE_GAME_FEEDBACK" | "EXTEND_CAMPAIGN" | "ITERATE_FROM_HISTORY" | "ITERATE_KEEP_CAMPAIGN" | "ITERATE_PAUSE_CAMPAIGN" | "KILL_GAME" | "RECREATE_CAMPAIGN_FACEBOOK" | "REJECT_CHANGELOG" | "REJECT_GAME" | "REJECT_GAME_ITERATION" | "REQUEST_APPLICATION_ACCESS" | "REQUEST_TESTING" | "SET_GAME_GENRES" | "TEST_STUDIO_CAMPAIGN" | "UNLINK_GAME_PROJECT" | "UPDATE_STUDIO_CAMPAIGN" | "VALIDATE_CHANGELOG" | "VALIDATE_GAME";
export type OperationStatus = "ERROR" | "PENDING" | "REJECTED" | "RUNNING" | "SUCCESS";
export type LiveUpdatesSubscription$variables = Record<PropertyKey, never>;
export type LiveUpdatesSubscription$data = {
  readonly gameOperations: {
    readonly action: GameActionId;
    readonly gameId: string;
    readonly message: string;
    readonly operationId: string;
    readonly requestedByViewer: boolean;
    readonly status: OperationStatus;
  };
};
export type LiveUpdatesSubscription = {
  response: LiveUpdatesSubscription$data;
  variables: LiveUpdatesSubscription$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "Operation",
    "kind": "LinkedField",
    "name": "gameOperations",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "operationId",
        "storageKey": null
      },
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
        "name": "status",
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
        "name": "gameId",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "requestedByViewer",
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
    "name": "LiveUpdatesSubscription",
    "selections": (v0/*:: as any*/),
    "type": "Subscription",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "LiveUpdatesSubscription",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "id": "ffa21da503e6e3976384d960f6e8e6bc8ba5ac6c830b55a0440cf045bbe9808f",
    "metadata": {},
    "name": "LiveUpdatesSubscription",
    "operationKind": "subscription",
    "text": null
  }
};
})();

(node as any).hash = "75a855ea514d07c2b6f6eab924154f5b";

export default node;
