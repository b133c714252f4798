/**
 * @generated SignedSource<<cc8174e95470c0c04e2ccd6ce7d5a63a>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type GameStatus = "ARCHIVED" | "FINISHED" | "IN_TESTING" | "PENDING_REVIEW" | "PENDING_SDK_INTEGRATION" | "PENDING_TESTING";
export type Platform = "ANDROID" | "IOS";
import { FragmentRefs } from "relay-runtime";
export type Iterations_game$data = {
  readonly createdAt: string;
  readonly iterations: ReadonlyArray<{
    readonly id: string;
    readonly " $fragmentSpreads": FragmentRefs<"Iteration_iteration">;
  }>;
  readonly platform: Platform;
  readonly status: GameStatus;
  readonly " $fragmentType": "Iterations_game";
};
export type Iterations_game$key = {
  readonly " $data"?: Iterations_game$data;
  readonly " $fragmentSpreads": FragmentRefs<"Iterations_game">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "Iterations_game",
  "selections": [
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
      "name": "createdAt",
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
      "concreteType": "Iteration",
      "kind": "LinkedField",
      "name": "iterations",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "id",
          "storageKey": null
        },
        {
          "args": null,
          "kind": "FragmentSpread",
          "name": "Iteration_iteration"
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Game",
  "abstractKey": null
};

(node as any).hash = "e35eea15703888f84747a2b4f933470e";

export default node;
