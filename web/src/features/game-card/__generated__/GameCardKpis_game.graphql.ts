/**
 * @generated SignedSource<<2d8b0d47cd677a157513ed7516035637>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type GameStatus = "ARCHIVED" | "FINISHED" | "IN_TESTING" | "PENDING_REVIEW" | "PENDING_SDK_INTEGRATION" | "PENDING_TESTING";
import { FragmentRefs } from "relay-runtime";
export type GameCardKpis_game$data = {
  readonly best: {
    readonly cpi: number | null | undefined;
    readonly cpnu: number | null | undefined;
    readonly ctr: number | null | undefined;
    readonly d1: number | null | undefined;
    readonly d3Roas: number | null | undefined;
  };
  readonly isCtr: boolean;
  readonly last: {
    readonly cpi: number | null | undefined;
    readonly cpnu: number | null | undefined;
    readonly ctr: number | null | undefined;
    readonly d1: number | null | undefined;
    readonly d3Roas: number | null | undefined;
  };
  readonly status: GameStatus;
  readonly " $fragmentType": "GameCardKpis_game";
};
export type GameCardKpis_game$key = {
  readonly " $data"?: GameCardKpis_game$data;
  readonly " $fragmentSpreads": FragmentRefs<"GameCardKpis_game">;
};

const node: ReaderFragment = (function(){
var v0 = [
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
    "name": "cpnu",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "ctr",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "d1",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "d3Roas",
    "storageKey": null
  }
];
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "GameCardKpis_game",
  "selections": [
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
      "concreteType": "GameMetrics",
      "kind": "LinkedField",
      "name": "last",
      "plural": false,
      "selections": (v0/*:: as any*/),
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "GameMetrics",
      "kind": "LinkedField",
      "name": "best",
      "plural": false,
      "selections": (v0/*:: as any*/),
      "storageKey": null
    }
  ],
  "type": "Game",
  "abstractKey": null
};
})();

(node as any).hash = "f5781ea313b2761a374b765b14e2bcee";

export default node;
