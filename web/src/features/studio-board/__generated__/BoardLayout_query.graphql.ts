/**
 * @generated SignedSource<<d1c3c5928f02131a80ef8ef9196e2e4a>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type BoardLayout_query$data = {
  readonly generalAlert: {
    readonly active: boolean;
    readonly color: string;
    readonly content: string;
    readonly title: string;
  } | null | undefined;
  readonly learningPlatformLink: string | null | undefined;
  readonly viewer: {
    readonly permissions: ReadonlyArray<string>;
    readonly studios: ReadonlyArray<{
      readonly createsTests: boolean;
    }>;
    readonly " $fragmentSpreads": FragmentRefs<"AppHeader_viewer">;
  } | null | undefined;
  readonly " $fragmentType": "BoardLayout_query";
};
export type BoardLayout_query$key = {
  readonly " $data"?: BoardLayout_query$data;
  readonly " $fragmentSpreads": FragmentRefs<"BoardLayout_query">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "BoardLayout_query",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "Viewer",
      "kind": "LinkedField",
      "name": "viewer",
      "plural": false,
      "selections": [
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
          "concreteType": "StudioMembership",
          "kind": "LinkedField",
          "name": "studios",
          "plural": true,
          "selections": [
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "createsTests",
              "storageKey": null
            }
          ],
          "storageKey": null
        },
        {
          "args": null,
          "kind": "FragmentSpread",
          "name": "AppHeader_viewer"
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "GeneralAlert",
      "kind": "LinkedField",
      "name": "generalAlert",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "title",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "content",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "color",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "active",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "learningPlatformLink",
      "storageKey": null
    }
  ],
  "type": "Query",
  "abstractKey": null
};

(node as any).hash = "4aa366b2865855f4ffef6538498f5850";

export default node;
