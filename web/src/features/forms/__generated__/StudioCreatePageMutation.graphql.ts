/**
 * @generated SignedSource<<b3b24f8a3075cc8c76d5ee60ed654ae3>>
 * @relayHash b524106f3f508e09777312809ea325a4
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID af800664d8f8aa18d0a70a9f1d76d3c5ba8252acba08b82851986a3c35b84901

import { ConcreteRequest } from 'relay-runtime';
export type FormAnswerInput = {
  questionId: string;
  value: string;
};
export type StudioCreatePageMutation$variables = {
  answers: ReadonlyArray<FormAnswerInput>;
};
export type StudioCreatePageMutation$data = {
  readonly createStudio: {
    readonly __typename: "CreateStudioPayload";
    readonly legalInformationExpiresAt: string;
    readonly legalInformationUrl: string;
    readonly name: string;
    readonly studioId: number;
  } | {
    readonly __typename: "ProviderError";
    readonly code: string;
    readonly fieldErrors: ReadonlyArray<{
      readonly path: string | null | undefined;
    }>;
    readonly message: string;
  } | {
    // This will never be '%other', but we need some
    // value in case none of the concrete values match.
    readonly __typename: "%other";
  };
};
export type StudioCreatePageMutation = {
  response: StudioCreatePageMutation$data;
  variables: StudioCreatePageMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "answers"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "answers",
        "variableName": "answers"
      }
    ],
    "concreteType": null,
    "kind": "LinkedField",
    "name": "createStudio",
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
            "kind": "ScalarField",
            "name": "studioId",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "name",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "legalInformationUrl",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "legalInformationExpiresAt",
            "storageKey": null
          }
        ],
        "type": "CreateStudioPayload",
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
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "code",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "FieldError",
            "kind": "LinkedField",
            "name": "fieldErrors",
            "plural": true,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "path",
                "storageKey": null
              }
            ],
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
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "StudioCreatePageMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "StudioCreatePageMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "af800664d8f8aa18d0a70a9f1d76d3c5ba8252acba08b82851986a3c35b84901",
    "metadata": {},
    "name": "StudioCreatePageMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "ecc99ff4ec98a57da41670e1af5b2cbe";

export default node;
