/**
 * @generated SignedSource<<8b435a85b6b9d9cf16598c068dfc8349>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type IterationAdNetwork = "FACEBOOK" | "SNAPCHAT";
import { FragmentRefs } from "relay-runtime";
export type Iterations_video$data = {
  readonly adultContent: boolean;
  readonly downloadUrl: string | null | undefined;
  readonly fileName: string;
  readonly network: IterationAdNetwork;
  readonly numbers: {
    readonly clicks: number;
    readonly cpi: number | null | undefined;
    readonly impressions: number;
    readonly installs: number;
    readonly spend: number;
  };
  readonly rank: number;
  readonly url: string | null | undefined;
  readonly videoId: number;
  readonly " $fragmentType": "Iterations_video";
};
export type Iterations_video$key = {
  readonly " $data"?: Iterations_video$data;
  readonly " $fragmentSpreads": FragmentRefs<"Iterations_video">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "Iterations_video",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "videoId",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "url",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "downloadUrl",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "fileName",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "network",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "adultContent",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "rank",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "AdVideoNumbers",
      "kind": "LinkedField",
      "name": "numbers",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "spend",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "impressions",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "clicks",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "installs",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "cpi",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "AdVideo",
  "abstractKey": null
};

(node as any).hash = "7560d1711ac3d23af9152603b7d2d056";

export default node;
