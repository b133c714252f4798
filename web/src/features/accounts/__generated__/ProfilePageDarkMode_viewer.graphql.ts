/**
 * @generated SignedSource<<62b7ab423fa3415e8ff97e8ec6e6444f>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ProfilePageDarkMode_viewer$data = {
  readonly darkMode: boolean;
  readonly id: string;
  readonly " $fragmentType": "ProfilePageDarkMode_viewer";
};
export type ProfilePageDarkMode_viewer$key = {
  readonly " $data"?: ProfilePageDarkMode_viewer$data;
  readonly " $fragmentSpreads": FragmentRefs<"ProfilePageDarkMode_viewer">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ProfilePageDarkMode_viewer",
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

(node as any).hash = "de1bdc3913ae7a6553c902501757f6b3";

export default node;
