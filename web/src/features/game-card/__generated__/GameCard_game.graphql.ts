/**
 * @generated SignedSource<<fc6e59d47436db4f4028a7a15499c9ff>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type ActivityState = "ACTIVE" | "CHURNED" | "INACTIVE";
export type GameStatus = "ARCHIVED" | "FINISHED" | "IN_TESTING" | "PENDING_REVIEW" | "PENDING_SDK_INTEGRATION" | "PENDING_TESTING";
export type Platform = "ANDROID" | "IOS";
import { FragmentRefs } from "relay-runtime";
export type GameCard_game$data = {
  readonly adNetworks: ReadonlyArray<string>;
  readonly iconUrl: string | null | undefined;
  readonly isCtr: boolean;
  readonly isIterating: boolean;
  readonly last: {
    readonly cpi: number | null | undefined;
    readonly d1: number | null | undefined;
  };
  readonly lastIterationDate: string | null | undefined;
  readonly name: string;
  readonly nbIterations: number;
  readonly platform: Platform;
  readonly status: GameStatus;
  readonly studio: {
    readonly activityState: ActivityState;
    readonly name: string;
  };
  readonly " $fragmentSpreads": FragmentRefs<"StepGauge_game">;
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
    (v0/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "iconUrl",
      "storageKey": null
    },
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
      "name": "status",
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
      "kind": "ScalarField",
      "name": "adNetworks",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Studio",
      "kind": "LinkedField",
      "name": "studio",
      "plural": false,
      "selections": [
        (v0/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "activityState",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "GameMetrics",
      "kind": "LinkedField",
      "name": "last",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "cpi",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "d1",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "StepGauge_game"
    }
  ],
  "type": "Game",
  "abstractKey": null
};
})();

(node as any).hash = "b2b01d1a594321f61d3564588ee8c9fa";

export default node;
