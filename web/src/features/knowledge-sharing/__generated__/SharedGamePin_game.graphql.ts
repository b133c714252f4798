/**
 * @generated SignedSource<<81fdc863f3061c3faff09bc53a8d4e45>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type SharedGamePin_game$data = {
  readonly id: string;
  readonly isPinned: boolean;
  readonly " $fragmentType": "SharedGamePin_game";
};
export type SharedGamePin_game$key = {
  readonly " $data"?: SharedGamePin_game$data;
  readonly " $fragmentSpreads": FragmentRefs<"SharedGamePin_game">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "SharedGamePin_game",
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
      "name": "isPinned",
      "storageKey": null
    }
  ],
  "type": "SharedGame",
  "abstractKey": null
};

(node as any).hash = "4400a6bf34a4ddcc6b1d7795d45ebe12";

export default node;
