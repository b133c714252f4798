/**
 * @generated SignedSource<<0b3ab761f88b76a34b8c9a11ebfbbfa9>>
 * @relayHash c306cc45bfacca75705105d471cb2f21
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID ce6fe443ad63df9ff88a68a129bfffcd379c0a2cf8aa3afa4d0fa99da9cb05ad

import { ConcreteRequest } from 'relay-runtime';
export type ViewSelectorDeleteMutation$variables = {
  id: string;
};
export type ViewSelectorDeleteMutation$data = {
  readonly deleteView: {
    readonly __typename: "DeleteViewPayload";
    readonly deletedId: string;
  } | {
    readonly __typename: "ProviderError";
    readonly message: string;
  } | {
    // This will never be '%other', but we need some
    // value in case none of the concrete values match.
    readonly __typename: "%other";
  };
};
export type ViewSelectorDeleteMutation = {
  response: ViewSelectorDeleteMutation$data;
  variables: ViewSelectorDeleteMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "id"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "id",
        "variableName": "id"
      }
    ],
    "concreteType": null,
    "kind": "LinkedField",
    "name": "deleteView",
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
            "name": "deletedId",
            "storageKey": null
          }
        ],
        "type": "DeleteViewPayload",
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
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "ViewSelectorDeleteMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "ViewSelectorDeleteMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "ce6fe443ad63df9ff88a68a129bfffcd379c0a2cf8aa3afa4d0fa99da9cb05ad",
    "metadata": {},
    "name": "ViewSelectorDeleteMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "07e52eb9f2701f14608d4ff895cfe25a";

export default node;
