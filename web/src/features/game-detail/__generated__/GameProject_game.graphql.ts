/**
 * @generated SignedSource<<a4a734e54641dcbfc21f218318dc5511>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type GameProject_game$data = {
  readonly project: {
    readonly name: string;
    readonly projectGameCount: number;
    readonly projectId: number;
  } | null | undefined;
  readonly " $fragmentType": "GameProject_game";
};
export type GameProject_game$key = {
  readonly " $data"?: GameProject_game$data;
  readonly " $fragmentSpreads": FragmentRefs<"GameProject_game">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "GameProject_game",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "Project",
      "kind": "LinkedField",
      "name": "project",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "projectId",
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
          "name": "projectGameCount",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Game",
  "abstractKey": null
};

(node as any).hash = "e5d5209da66e9d952b0e28809069a8b0";

export default node;
