/**
 * @generated SignedSource<<4b7b7a14fc39f4c0d80064ecae650836>>
 * @relayHash 53185cc778eb99de47e9ed11ddf5be30
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID f5ccaf40b4f81244c6736d43cfd75bf4cc75d7975c060117a5def5befc39d676

import { ConcreteRequest } from 'relay-runtime';
export type GameActionId = "ACCEPT_GAME" | "ACCEPT_GAME_WITH_GA" | "ACCEPT_TESTING" | "ADD_GAME_FEEDBACK" | "ARCHIVE_GAME" | "ASSIGN_GA_SLOT" | "CHANGE_GAME_PROJECT" | "CREATE_GA_SLOT" | "DECLINE_TESTING" | "DELETE_GAME_FEEDBACK" | "EXTEND_CAMPAIGN" | "ITERATE_FROM_HISTORY" | "ITERATE_KEEP_CAMPAIGN" | "ITERATE_PAUSE_CAMPAIGN" | "KILL_GAME" | "RECREATE_CAMPAIGN_FACEBOOK" | "REJECT_CHANGELOG" | "REJECT_GAME" | "REJECT_GAME_ITERATION" | "REQUEST_APPLICATION_ACCESS" | "REQUEST_TESTING" | "SET_GAME_GENRES" | "TEST_STUDIO_CAMPAIGN" | "UNLINK_GAME_PROJECT" | "UPDATE_STUDIO_CAMPAIGN" | "VALIDATE_CHANGELOG" | "VALIDATE_GAME";
export type ActionFieldsDialogQuery$variables = {
  action: GameActionId;
  gameId: string;
};
export type ActionFieldsDialogQuery$data = {
  readonly gameActionFields: {
    readonly __typename: "GameActionFieldsSuccess";
    readonly data: ReadonlyArray<{
      readonly options: ReadonlyArray<{
        readonly group: string | null | undefined;
        readonly label: string;
        readonly value: string;
      }>;
      readonly param: string;
      readonly required: boolean;
      readonly type: string;
      readonly value: string | null | undefined;
    }>;
  } | {
    readonly __typename: "ProviderError";
    readonly message: string;
  } | {
    // This will never be '%other', but we need some
    // value in case none of the concrete values match.
    readonly __typename: "%other";
  };
};
export type ActionFieldsDialogQuery = {
  response: ActionFieldsDialogQuery$data;
  variables: ActionFieldsDialogQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "action"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "gameId"
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "value",
  "storageKey": null
},
v3 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "action",
        "variableName": "action"
      },
      {
        "kind": "Variable",
        "name": "gameId",
        "variableName": "gameId"
      }
    ],
    "concreteType": null,
    "kind": "LinkedField",
    "name": "gameActionFields",
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
            "concreteType": "ActionField",
            "kind": "LinkedField",
            "name": "data",
            "plural": true,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "param",
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
                "name": "required",
                "storageKey": null
              },
              (v2/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "ActionFieldOption",
                "kind": "LinkedField",
                "name": "options",
                "plural": true,
                "selections": [
                  (v2/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "label",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "group",
                    "storageKey": null
                  }
                ],
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "type": "GameActionFieldsSuccess",
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
    "name": "ActionFieldsDialogQuery",
    "selections": (v3/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v1/*:: as any*/),
      (v0/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "ActionFieldsDialogQuery",
    "selections": (v3/*:: as any*/)
  },
  "params": {
    "id": "f5ccaf40b4f81244c6736d43cfd75bf4cc75d7975c060117a5def5befc39d676",
    "metadata": {},
    "name": "ActionFieldsDialogQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "88fc0334d0c2f1914ba1044ab9231757";

export default node;
