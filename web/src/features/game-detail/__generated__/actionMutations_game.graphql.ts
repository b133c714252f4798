/**
 * @generated SignedSource<<01737a3eb00c7fa4a544f223bd732ec9>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type GameStatus = "ARCHIVED" | "FINISHED" | "IN_TESTING" | "PENDING_REVIEW" | "PENDING_SDK_INTEGRATION" | "PENDING_TESTING";
import { FragmentRefs } from "relay-runtime";
export type actionMutations_game$data = {
  readonly disabled: boolean;
  readonly id: string;
  readonly isIterating: boolean;
  readonly status: GameStatus;
  readonly " $fragmentType": "actionMutations_game";
};
export type actionMutations_game$key = {
  readonly " $data"?: actionMutations_game$data;
  readonly " $fragmentSpreads": FragmentRefs<"actionMutations_game">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "actionMutations_game",
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
      "name": "disabled",
      "storageKey": null
    }
  ],
  "type": "Game",
  "abstractKey": null
};

(node as any).hash = "f3adbcda3ac2751949be39dce1006524";

export default node;
