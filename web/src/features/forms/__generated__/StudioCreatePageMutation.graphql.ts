/**
 * @generated SignedSource<<53900f83730204c51411e7e90ed02552>>
 * @relayHash 890fa6409648216811683121437b5c8d
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID e4f43a26872f20952ccf7fd2c60bc44f828660fd961be6fddbd9e531bc895fbb

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
    "id": "e4f43a26872f20952ccf7fd2c60bc44f828660fd961be6fddbd9e531bc895fbb",
    "metadata": {},
    "name": "StudioCreatePageMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "2864d2003665d9ebc65b5c1019985898";

export default node;
