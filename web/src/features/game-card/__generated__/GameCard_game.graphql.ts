/**
 * @generated SignedSource<<5fa9ad49090269c173dff27950c80daa>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type GameStatus = "ARCHIVED" | "FINISHED" | "IN_TESTING" | "PENDING_REVIEW" | "PENDING_SDK_INTEGRATION" | "PENDING_TESTING";
export type Platform = "ANDROID" | "IOS";
import { FragmentRefs } from "relay-runtime";
export type GameCard_game$data = {
  readonly adNetworkError: boolean;
  readonly disabled: boolean;
  readonly gameId: number;
  readonly isCtr: boolean;
  readonly isIterating: boolean;
  readonly lastIterationDate: string | null | undefined;
  readonly name: string;
  readonly nbIterations: number;
  readonly platform: Platform;
  readonly pm: {
    readonly name: string;
  } | null | undefined;
  readonly status: GameStatus;
  readonly " $fragmentSpreads": FragmentRefs<"GameCardBadges_game" | "GameCardHeader_game" | "GameCardKpis_game" | "GameCardLinks_game" | "GameCardScores_game" | "ReviewActions_game" | "StepGauge_game">;
  readonly " $fragmentType": "GameCard_game";
};
export type GameCard_game$key = {
  readonly " $data"?: GameCard_game$data;
  readonly " $fragmentSpreads": FragmentRefs<"GameCard_game">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "GameCard_game",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "gameId",
      "storageKey": null
    },
    (v0/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "platform",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "isCtr",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "adNetworkError",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "disabled",
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
      "name": "nbIterations",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "lastIterationDate",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "User",
      "kind": "LinkedField",
      "name": "pm",
      "plural": false,
      "selections": [
        (v0/*:: as any*/)
      ],
      "storageKey": null
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "GameCardHeader_game"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "GameCardBadges_game"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "StepGauge_game"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "GameCardKpis_game"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "GameCardScores_game"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "GameCardLinks_game"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "ReviewActions_game"
    }
  ],
  "type": "Game",
  "abstractKey": null
};
})();

(node as any).hash = "eecc1d87d3bfc067f9dac4565fa424fd";

export default node;
