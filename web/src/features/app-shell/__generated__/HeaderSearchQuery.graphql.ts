/**
 * @generated SignedSource<<9906ab59633efa8c408adbdd873ff855>>
 * @relayHash 52da0a629f3a145dec0def2be0291228
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 918129f6b671042a47ca1e8eec401c6040171e00a82d53747c8dd9de7c1f3ebf

import { ConcreteRequest } from 'relay-runtime';
export type GameStatus = "ARCHIVED" | "FINISHED" | "IN_TESTING" | "PENDING_REVIEW" | "PENDING_SDK_INTEGRATION" | "PENDING_TESTING";
export type HeaderSearchQuery$variables = {
  term: string;
};
export type HeaderSearchQuery$data = {
  readonly searchGames: ReadonlyArray<{
    readonly gameId: number;
    readonly iconUrl: string | null | undefined;
    readonly isIterating: boolean;
    readonly name: string;
    readonly status: GameStatus;
  }>;
};
export type HeaderSearchQuery = {
  response: HeaderSearchQuery$data;
  variables: HeaderSearchQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "term"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "term",
        "variableName": "term"
      }
    ],
    "concreteType": "GameSearchHit",
    "kind": "LinkedField",
    "name": "searchGames",
    "plural": true,
    "selections": [
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
        "name": "name",
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
        "name": "isIterating",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "iconUrl",
        "storageKey": null
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
    "name": "HeaderSearchQuery",
    "selections": (v1/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "HeaderSearchQuery",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "918129f6b671042a47ca1e8eec401c6040171e00a82d53747c8dd9de7c1f3ebf",
    "metadata": {},
    "name": "HeaderSearchQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "0808cb9cf810adca9f71ffd3c565d064";

export default node;
