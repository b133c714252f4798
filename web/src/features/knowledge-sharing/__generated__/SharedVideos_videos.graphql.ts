/**
 * @generated SignedSource<<7716e12ba4ea18fb50c70694ace630a7>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type SharedVideos_videos$data = ReadonlyArray<{
  readonly adultContent: boolean;
  readonly best: boolean;
  readonly clicks: number;
  readonly cpi: number | null | undefined;
  readonly ctr: number | null | undefined;
  readonly fileName: string;
  readonly id: string;
  readonly impressions: number;
  readonly installs: number;
  readonly url: string | null | undefined;
  readonly " $fragmentType": "SharedVideos_videos";
}>;
export type SharedVideos_videos$key = ReadonlyArray<{
  readonly " $data"?: SharedVideos_videos$data;
  readonly " $fragmentSpreads": FragmentRefs<"SharedVideos_videos">;
}>;

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": {
    "plural": true
  },
  "name": "SharedVideos_videos",
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
      "name": "url",
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
      "name": "adultContent",
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
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "ctr",
      "storageKey": null
    }
  ],
  "type": "SharedVideo",
  "abstractKey": null
};

(node as any).hash = "e008c6e6981c12828fac1115d0e3fab9";

export default node;
