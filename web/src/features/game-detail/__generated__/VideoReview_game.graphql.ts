/**
 * @generated SignedSource<<455352a7bd729a708b6b1b3eddf5d168>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type AdNetwork = "FACEBOOK" | "SNAPCHAT";
export type VideoReviewStatus = "ACCEPTED" | "PENDING" | "REJECTED";
import { FragmentRefs } from "relay-runtime";
export type VideoReview_game$data = {
  readonly nextIterationVideos: ReadonlyArray<{
    readonly fileName: string;
    readonly id: string;
    readonly network: AdNetwork;
    readonly review: VideoReviewStatus;
    readonly reviewReason: string | null | undefined;
    readonly url: string;
  }>;
  readonly permissions: ReadonlyArray<string>;
  readonly " $fragmentType": "VideoReview_game";
};
export type VideoReview_game$key = {
  readonly " $data"?: VideoReview_game$data;
  readonly " $fragmentSpreads": FragmentRefs<"VideoReview_game">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "VideoReview_game",
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
      "concreteType": "SubmissionVideo",
      "kind": "LinkedField",
      "name": "nextIterationVideos",
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
          "name": "fileName",
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
          "name": "network",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "review",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "reviewReason",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Game",
  "abstractKey": null
};

(node as any).hash = "4aa383c6ad2df4cf5d737f0fbeb79faf";

export default node;
