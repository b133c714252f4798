/**
 * @generated SignedSource<<5b0b4f46a01c75e98458c9d36cb27225>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type AdNetwork = "FACEBOOK" | "SNAPCHAT";
import { FragmentRefs } from "relay-runtime";
export type CreateStep_query$data = {
  readonly codifications: {
    readonly currentCompetition: {
      readonly allowedPlatforms: ReadonlyArray<string>;
      readonly allowedTestingMethods: ReadonlyArray<string>;
      readonly name: string;
    } | null | undefined;
  };
  readonly viewer: {
    readonly permissions: ReadonlyArray<string>;
    readonly studios: ReadonlyArray<{
      readonly adNetworks: ReadonlyArray<AdNetwork>;
      readonly createsTests: boolean;
      readonly studioId: string;
      readonly studioName: string;
    }>;
  } | null | undefined;
  readonly " $fragmentType": "CreateStep_query";
};
export type CreateStep_query$key = {
  readonly " $data"?: CreateStep_query$data;
  readonly " $fragmentSpreads": FragmentRefs<"CreateStep_query">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "CreateStep_query",
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
              "name": "studioId",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "studioName",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "adNetworks",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "createsTests",
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Codifications",
      "kind": "LinkedField",
      "name": "codifications",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "concreteType": "Competition",
          "kind": "LinkedField",
          "name": "currentCompetition",
          "plural": false,
          "selections": [
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
              "name": "allowedPlatforms",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "allowedTestingMethods",
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Query",
  "abstractKey": null
};

(node as any).hash = "650e49cc0767d1d8575cb14f18a7b5f3";

export default node;
