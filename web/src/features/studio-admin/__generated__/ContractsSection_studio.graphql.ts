/**
 * @generated SignedSource<<71edcd6e3a5e4416f8606646c59abac1>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ContractsSection_studio$data = {
  readonly contracts: ReadonlyArray<{
    readonly date: string;
    readonly id: string;
    readonly name: string;
    readonly url: string;
  }>;
  readonly " $fragmentType": "ContractsSection_studio";
};
export type ContractsSection_studio$key = {
  readonly " $data"?: ContractsSection_studio$data;
  readonly " $fragmentSpreads": FragmentRefs<"ContractsSection_studio">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ContractsSection_studio",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "StudioContract",
      "kind": "LinkedField",
      "name": "contracts",
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
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "name",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "date",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "url",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "StudioAdmin",
  "abstractKey": null
};

(node as any).hash = "f5b66ba4b8a81f075b7f55b9251a433a";

export default node;
