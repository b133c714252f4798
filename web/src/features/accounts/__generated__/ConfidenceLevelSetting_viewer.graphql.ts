/**
 * @generated SignedSource<<f328145978b18dc73eeb46aee4f7284d>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ConfidenceLevelSetting_viewer$data = {
  readonly confidenceLevel: number;
  readonly id: string;
  readonly " $fragmentType": "ConfidenceLevelSetting_viewer";
};
export type ConfidenceLevelSetting_viewer$key = {
  readonly " $data"?: ConfidenceLevelSetting_viewer$data;
  readonly " $fragmentSpreads": FragmentRefs<"ConfidenceLevelSetting_viewer">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ConfidenceLevelSetting_viewer",
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
      "name": "confidenceLevel",
      "storageKey": null
    }
  ],
  "type": "Viewer",
  "abstractKey": null
};

(node as any).hash = "82fc601da946b737fe4e642ae328f0b3";

export default node;
