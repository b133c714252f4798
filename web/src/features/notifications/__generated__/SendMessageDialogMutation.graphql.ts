/**
 * @generated SignedSource<<90aef396ad5410bc92a332fd325e7670>>
 * @relayHash f8f5687c536862f8110989f4a00ca69a
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 618f279897d08a8b8775eac69f522dbe32d37fb531dec0d56de8e15d45303a9b

import { ConcreteRequest } from 'relay-runtime';
export type SendMessageDialogMutation$variables = {
  message: string;
  recipientId: number;
};
export type SendMessageDialogMutation$data = {
  readonly sendNotification: {
    readonly __typename: "ProviderError";
    readonly message: string;
  } | {
    readonly __typename: "SendNotificationPayload";
    readonly notification: {
      readonly notificationId: number;
    };
  } | {
    // This will never be '%other', but we need some
    // value in case none of the concrete values match.
    readonly __typename: "%other";
  };
};
export type SendMessageDialogMutation = {
  response: SendMessageDialogMutation$data;
  variables: SendMessageDialogMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "message"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "recipientId"
},
v2 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "message",
        "variableName": "message"
      },
      {
        "kind": "Variable",
        "name": "recipientId",
        "variableName": "recipientId"
      }
    ],
    "concreteType": null,
    "kind": "LinkedField",
    "name": "sendNotification",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "__typename",
        "storageKey": null
      },
      {
        "kind": "InlineFragment",
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "Notification",
            "kind": "LinkedField",
            "name": "notification",
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
        ],
        "type": "SendNotificationPayload",
        "abstractKey": null
      },
      {
        "kind": "InlineFragment",
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "message",
            "storageKey": null
          }
        ],
        "type": "ProviderError",
        "abstractKey": null
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "SendMessageDialogMutation",
    "selections": (v2/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v1/*:: as any*/),
      (v0/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "SendMessageDialogMutation",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "id": "618f279897d08a8b8775eac69f522dbe32d37fb531dec0d56de8e15d45303a9b",
    "metadata": {},
    "name": "SendMessageDialogMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "9b62956e29a8dea0cca157f58955535d";

export default node;
