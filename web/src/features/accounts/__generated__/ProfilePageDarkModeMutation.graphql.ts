/**
 * @generated SignedSource<<90d2d24615e50a3157525b2d05289c54>>
 * @relayHash b852b76a02004a1496d9a2cb3018b051
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID a27c8ba9eaa28938527165bbf69602c827e4d2b8407f61fa41220077137050d2

import { ConcreteRequest } from 'relay-runtime';
export type ProfilePageDarkModeMutation$variables = {
  darkMode: boolean;
};
export type ProfilePageDarkModeMutation$data = {
  readonly setDarkMode: {
    readonly __typename: "ProviderError";
    readonly link: string | null | undefined;
    readonly message: string;
  } | {
    readonly __typename: "ViewerPayload";
    readonly viewer: {
      readonly darkMode: boolean;
      readonly id: string;
    };
  } | {
    // This will never be '%other', but we need some
    // value in case none of the concrete values match.
    readonly __typename: "%other";
  };
};
export type ProfilePageDarkModeMutation = {
  response: ProfilePageDarkModeMutation$data;
  variables: ProfilePageDarkModeMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "darkMode"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "darkMode",
        "variableName": "darkMode"
      }
    ],
    "concreteType": null,
    "kind": "LinkedField",
    "name": "setDarkMode",
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
            "concreteType": "Viewer",
            "kind": "LinkedField",
            "name": "viewer",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "id",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "darkMode",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "type": "ViewerPayload",
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
            "name": "link",
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
    "name": "ProfilePageDarkModeMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "ProfilePageDarkModeMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "a27c8ba9eaa28938527165bbf69602c827e4d2b8407f61fa41220077137050d2",
    "metadata": {},
    "name": "ProfilePageDarkModeMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "07b11ab97702680f746e82b35d94d236";

export default node;
