/**
 * @generated SignedSource<<41a763b01e5d356dae51a86169a64a2f>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ProfilePageForm_viewer$data = {
  readonly email: string;
  readonly profile: string;
  readonly user: {
    readonly firstName: string;
    readonly lastName: string;
  };
  readonly " $fragmentType": "ProfilePageForm_viewer";
};
export type ProfilePageForm_viewer$key = {
  readonly " $data"?: ProfilePageForm_viewer$data;
  readonly " $fragmentSpreads": FragmentRefs<"ProfilePageForm_viewer">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ProfilePageForm_viewer",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "email",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "profile",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "User",
      "kind": "LinkedField",
      "name": "user",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "firstName",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "lastName",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Viewer",
  "abstractKey": null
};

(node as any).hash = "c40034e0b64c4c8f7d8d21e2af0427ca";

export default node;
