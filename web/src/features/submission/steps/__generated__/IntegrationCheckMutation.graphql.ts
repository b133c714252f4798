/**
 * @generated SignedSource<<69710b35d6434576d077bc4ca84ce027>>
 * @relayHash 73f06704859ae31a5a5232c6e155643f
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 4ddb4f814193967ebf3e69bda1b3e2296175d911ab989ce84a62819a457ca984

import { ConcreteRequest } from 'relay-runtime';
export type IntegrationCheck = "ADJUST" | "FACEBOOK_CONFIGURATION" | "GA";
export type IntegrationCheckMutation$variables = {
  check: IntegrationCheck;
  gameId: string;
};
export type IntegrationCheckMutation$data = {
  readonly checkIntegration: {
    readonly __typename: "IntegrationCheckPayload";
    readonly ok: boolean;
    readonly operationId: string | null | undefined;
    readonly problems: ReadonlyArray<{
      readonly code: string;
      readonly message: string;
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
export type IntegrationCheckMutation = {
  response: IntegrationCheckMutation$data;
  variables: IntegrationCheckMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "check"
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
  "name": "message",
  "storageKey": null
},
v3 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "check",
        "variableName": "check"
      },
      {
        "kind": "Variable",
        "name": "gameId",
        "variableName": "gameId"
      }
    ],
    "concreteType": null,
    "kind": "LinkedField",
    "name": "checkIntegration",
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
            "name": "ok",
            "storageKey": null
          },
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
            "concreteType": "IntegrationProblem",
            "kind": "LinkedField",
            "name": "problems",
            "plural": true,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "code",
                "storageKey": null
              },
              (v2/*:: as any*/)
            ],
            "storageKey": null
          }
        ],
        "type": "IntegrationCheckPayload",
        "abstractKey": null
      },
      {
        "kind": "InlineFragment",
        "selections": [
          (v2/*:: as any*/)
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
    "name": "IntegrationCheckMutation",
    "selections": (v3/*:: as any*/),
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
    "name": "IntegrationCheckMutation",
    "selections": (v3/*:: as any*/)
  },
  "params": {
    "id": "4ddb4f814193967ebf3e69bda1b3e2296175d911ab989ce84a62819a457ca984",
    "metadata": {},
    "name": "IntegrationCheckMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "13c28b17547b1e6f051c8fc13534b953";

export default node;
