/**
 * @generated SignedSource<<2c5f4128445d24e572d7b1a65eabeb2a>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type AdNetwork = "FACEBOOK" | "SNAPCHAT";
import { FragmentRefs } from "relay-runtime";
export type VideoTable_videos$data = ReadonlyArray<{
  readonly best: boolean;
  readonly rank: number;
  readonly video: {
    readonly adultContent: boolean;
    readonly downloadUrl: string | null | undefined;
    readonly fileName: string;
    readonly id: string;
    readonly network: AdNetwork;
    readonly numbers: {
      readonly clicks: number;
      readonly cpi: number | null | undefined;
      readonly impressions: number;
      readonly installs: number;
      readonly spend: number;
    };
    readonly url: string | null | undefined;
    readonly videoId: number;
  };
  readonly " $fragmentType": "VideoTable_videos";
}>;
export type VideoTable_videos$key = ReadonlyArray<{
  readonly " $data"?: VideoTable_videos$data;
  readonly " $fragmentSpreads": FragmentRefs<"VideoTable_videos">;
}>;

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": {
    "plural": true
  },
  "name": "VideoTable_videos",
  "selections": [
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
      "kind": "ScalarField",
      "name": "best",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Video",
      "kind": "LinkedField",
      "name": "video",
      "plural": false,
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
      "storageKey": null
    }
  ],
  "type": "RankedVideo",
  "abstractKey": null
};

(node as any).hash = "7cbc2ba6cd62bfbd049d9d9da7f48b66";

export default node;
