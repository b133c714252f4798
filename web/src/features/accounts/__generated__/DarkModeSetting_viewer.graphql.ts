/**
 * @generated SignedSource<<6b1d77c5654d42f951e62ecd43cc63df>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type DarkModeSetting_viewer$data = {
  readonly darkMode: boolean;
  readonly id: string;
  readonly " $fragmentType": "DarkModeSetting_viewer";
};
export type DarkModeSetting_viewer$key = {
  readonly " $data"?: DarkModeSetting_viewer$data;
  readonly " $fragmentSpreads": FragmentRefs<"DarkModeSetting_viewer">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "DarkModeSetting_viewer",
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
  "type": "Viewer",
  "abstractKey": null
};

(node as any).hash = "232fc4423013a15fcb9b4385df159c47";

export default node;
