/**
 * @generated SignedSource<<0f741a7ef8ff3f45e1c7930243818e5b>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type AdNetwork = "FACEBOOK" | "SNAPCHAT";
import { FragmentRefs } from "relay-runtime";
export type GameCardScores_game$data = {
  readonly name: string;
  readonly prototypeRecommendation: {
    readonly adNetworks: ReadonlyArray<{
      readonly adNetwork: AdNetwork;
      readonly score: number;
    }>;
  };
  readonly scoreDetails: {
    readonly artEfficiency: number;
    readonly balancing: number;
    readonly depth: number;
    readonly execution: number;
    readonly idea: number;
    readonly newness: number;
    readonly progression: number;
    readonly ratedAt: string;
    readonly systemOne: number;
  } | null | undefined;
  readonly " $fragmentType": "GameCardScores_game";
};
export type GameCardScores_game$key = {
  readonly " $data"?: GameCardScores_game$data;
  readonly " $fragmentSpreads": FragmentRefs<"GameCardScores_game">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "GameCardScores_game",
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
      "concreteType": "PrototypeRecommendation",
      "kind": "LinkedField",
      "name": "prototypeRecommendation",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "concreteType": "AdNetworkScore",
          "kind": "LinkedField",
          "name": "adNetworks",
          "plural": true,
          "selections": [
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "adNetwork",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "score",
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
      "concreteType": "ScoreDetails",
      "kind": "LinkedField",
      "name": "scoreDetails",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "execution",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "balancing",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "artEfficiency",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "progression",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "idea",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "newness",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "systemOne",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "depth",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "ratedAt",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Game",
  "abstractKey": null
};

(node as any).hash = "cbafdee832245e4f2ccdce6f8ff3b9dc";

export default node;
