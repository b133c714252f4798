/**
 * @generated SignedSource<<31f690ab69ad3ae9521e2d10167dc47a>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type ReviewDecision = "APPROVED" | "DECLINED" | "WITHDRAWN";
import { FragmentRefs } from "relay-runtime";
export type DeclinedRequest_game$data = {
  readonly reviews: ReadonlyArray<{
    readonly decidedAt: string;
    readonly decidedBy: string | null | undefined;
    readonly decision: ReviewDecision;
    readonly reason: string | null | undefined;
  }>;
  readonly " $fragmentType": "DeclinedRequest_game";
};
export type DeclinedRequest_game$key = {
  readonly " $data"?: DeclinedRequest_game$data;
  readonly " $fragmentSpreads": FragmentRefs<"DeclinedRequest_game">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "DeclinedRequest_game",
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

(node as any).hash = "47f92ced6e94e90b5f83a3e667ce4329";

export default node;
