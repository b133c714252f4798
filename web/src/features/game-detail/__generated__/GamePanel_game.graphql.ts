/**
 * @generated SignedSource<<60ae3477ee109baaf6d99dc79cc3b1d5>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type ActivityState = "ACTIVE" | "CHURNED" | "INACTIVE";
export type GameStatus = "ARCHIVED" | "FINISHED" | "IN_TESTING" | "PENDING_REVIEW" | "PENDING_SDK_INTEGRATION" | "PENDING_TESTING";
export type Platform = "ANDROID" | "IOS";
import { FragmentRefs } from "relay-runtime";
export type GamePanel_game$data = {
  readonly disabled: boolean;
  readonly gameId: number;
  readonly genres: ReadonlyArray<{
    readonly category: string;
    readonly genreId: number;
    readonly label: string;
  }>;
  readonly iconUrl: string | null | undefined;
  readonly id: string;
  readonly isIterating: boolean;
  readonly iterations: ReadonlyArray<{
    readonly kpis: {
      readonly score: number | null | undefined;
    };
    readonly videos: ReadonlyArray<{
      readonly video: {
        readonly adultContent: boolean;
        readonly fileName: string;
        readonly url: string | null | undefined;
        readonly videoId: number;
      };
    }>;
  }>;
  readonly name: string;
  readonly platform: Platform;
  readonly pm: {
    readonly name: string;
    readonly userId: number;
  } | null | undefined;
  readonly project: {
    readonly name: string;
    readonly projectGameCount: number;
    readonly projectId: number;
  } | null | undefined;
  readonly recommendation: string | null | undefined;
  readonly secondaryPm: {
    readonly name: string;
    readonly userId: number;
  } | null | undefined;
  readonly status: GameStatus;
  readonly studio: {
    readonly activityState: ActivityState;
    readonly name: string;
    readonly studioId: number;
  };
  readonly " $fragmentSpreads": FragmentRefs<"GameActions_game" | "GameTags_game" | "Iterations_game">;
  readonly " $fragmentType": "GamePanel_game";
};
export type GamePanel_game$key = {
  readonly " $data"?: GamePanel_game$data;
  readonly " $fragmentSpreads": FragmentRefs<"GamePanel_game">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v1 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "userId",
    "storageKey": null
  },
  (v0/*:: as any*/)
];
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "GamePanel_game",
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
      "name": "gameId",
      "storageKey": null
    },
    (v0/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "iconUrl",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "status",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "isIterating",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "platform",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "disabled",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "recommendation",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Studio",
      "kind": "LinkedField",
      "name": "studio",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "studioId",
          "storageKey": null
        },
        (v0/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "activityState",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "User",
      "kind": "LinkedField",
      "name": "pm",
      "plural": false,
      "selections": (v1/*:: as any*/),
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "User",
      "kind": "LinkedField",
      "name": "secondaryPm",
      "plural": false,
      "selections": (v1/*:: as any*/),
      "storageKey": null
    },
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
        (v0/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "projectGameCount",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Genre",
      "kind": "LinkedField",
      "name": "genres",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "genreId",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "category",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "label",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Iteration",
      "kind": "LinkedField",
      "name": "iterations",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "concreteType": "IterationKpis",
          "kind": "LinkedField",
          "name": "kpis",
          "plural": false,
          "selections": [
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "score",
              "storageKey": null
            }
          ],
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "RankedVideo",
          "kind": "LinkedField",
          "name": "videos",
          "plural": true,
          "selections": [
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
                  "name": "fileName",
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "adultContent",
                  "storageKey": null
                }
              ],
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "GameActions_game"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "GameTags_game"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "Iterations_game"
    }
  ],
  "type": "Game",
  "abstractKey": null
};
})();

(node as any).hash = "21333331e688bb6ab283fdf84902a3f1";

export default node;
