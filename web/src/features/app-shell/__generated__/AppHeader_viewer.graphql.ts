/**
 * @generated SignedSource<<20e96d869ac818f99129cab222fe57cd>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type AppHeader_viewer$data = {
  readonly email: string;
  readonly isStaff: boolean;
  readonly permissions: ReadonlyArray<string>;
  readonly user: {
    readonly name: string;
  };
  readonly " $fragmentType": "AppHeader_viewer";
};
export type AppHeader_viewer$key = {
  readonly " $data"?: AppHeader_viewer$data;
  readonly " $fragmentSpreads": FragmentRefs<"AppHeader_viewer">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "AppHeader_viewer",
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
      "name": "permissions",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "isStaff",
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
          "name": "name",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Viewer",
  "abstractKey": null
};

(node as any).hash = "29b9af52174a190d2becffefdc61247a";

export default node;
