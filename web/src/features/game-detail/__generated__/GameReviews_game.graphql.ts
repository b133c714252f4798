/**
 * @generated SignedSource<<3618071e812bcc25c3b665e1095f35ce>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type ReviewDecision = "APPROVED" | "DECLINED" | "WITHDRAWN";
import { FragmentRefs } from "relay-runtime";
export type GameReviews_game$data = {
  readonly reviews: ReadonlyArray<{
    readonly decidedAt: string;
    readonly decidedBy: string | null | undefined;
    readonly decision: ReviewDecision;
    readonly iterationNumber: number;
    readonly reason: string | null | undefined;
  }>;
  readonly " $fragmentType": "GameReviews_game";
};
export type GameReviews_game$key = {
  readonly " $data"?: GameReviews_game$data;
  readonly " $fragmentSpreads": FragmentRefs<"GameReviews_game">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "GameReviews_game",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "TestingReview",
      "kind": "LinkedField",
      "name": "reviews",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "iterationNumber",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "decision",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "reason",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "decidedBy",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "decidedAt",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Game",
  "abstractKey": null
};

(node as any).hash = "d4146a2802d1800f1cc1f45c2e7b522b";

export default node;
