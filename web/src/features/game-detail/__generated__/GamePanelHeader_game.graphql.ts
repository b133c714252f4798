/**
 * @generated SignedSource<<bba1895b9c56185fd36ccebde6afe867>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type ActivityState = "ACTIVE" | "CHURNED" | "INACTIVE";
export type GameStatus = "ARCHIVED" | "FINISHED" | "IN_TESTING" | "PENDING_REVIEW" | "PENDING_SDK_INTEGRATION" | "PENDING_TESTING";
export type LaunchBarKpi = "CPI" | "D1" | "D7";
export type Platform = "ANDROID" | "IOS";
export type RecommendationVerdict = "SURE" | "TOO_EARLY";
export type StepState = "CURRENT" | "DISABLED" | "DONE";
import { FragmentRefs } from "relay-runtime";
export type GamePanelHeader_game$data = {
  readonly gameId: number;
  readonly iconUrl: string | null | undefined;
  readonly isIterating: boolean;
  readonly iterations: ReadonlyArray<{
    readonly kpis: {
      readonly recommendationCheck: {
        readonly deciding: ReadonlyArray<{
          readonly bar: number;
          readonly confidence: number;
          readonly interval: {
            readonly high: number | null | undefined;
            readonly low: number;
          } | null | undefined;
          readonly kpi: LaunchBarKpi;
          readonly meets: boolean;
          readonly value: number;
        }>;
        readonly verdict: RecommendationVerdict;
      } | null | undefined;
      readonly score: number | null | undefined;
      readonly scoreInterval: {
        readonly high: number;
        readonly level: number;
        readonly low: number;
      } | null | undefined;
      readonly spend: number | null | undefined;
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
  readonly recommendation: string | null | undefined;
  readonly status: GameStatus;
  readonly studio: {
    readonly activityState: ActivityState;
    readonly name: string;
    readonly studioId: number;
  };
  readonly submissionSteps: ReadonlyArray<{
    readonly number: number;
    readonly state: StepState;
    readonly title: string;
  }>;
  readonly " $fragmentType": "GamePanelHeader_game";
};
export type GamePanelHeader_game$key = {
  readonly " $data"?: GamePanelHeader_game$data;
  readonly " $fragmentSpreads": FragmentRefs<"GamePanelHeader_game">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "low",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "high",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "GamePanelHeader_game",
  "selections": [
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
      "concreteType": "SubmissionStepStatus",
      "kind": "LinkedField",
      "name": "submissionSteps",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "number",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "title",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "state",
          "storageKey": null
        }
      ],
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
            },
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
              "concreteType": "ScoreInterval",
              "kind": "LinkedField",
              "name": "scoreInterval",
              "plural": false,
              "selections": [
                (v1/*:: as any*/),
                (v2/*:: as any*/),
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "level",
                  "storageKey": null
                }
              ],
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "concreteType": "RecommendationCheck",
              "kind": "LinkedField",
              "name": "recommendationCheck",
              "plural": false,
              "selections": [
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "verdict",
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "concreteType": "RecommendationBar",
                  "kind": "LinkedField",
                  "name": "deciding",
                  "plural": true,
                  "selections": [
                    {
                      "alias": null,
                      "args": null,
                      "kind": "ScalarField",
                      "name": "kpi",
                      "storageKey": null
                    },
                    {
                      "alias": null,
                      "args": null,
                      "kind": "ScalarField",
                      "name": "bar",
                      "storageKey": null
                    },
                    {
                      "alias": null,
                      "args": null,
                      "kind": "ScalarField",
                      "name": "value",
                      "storageKey": null
                    },
                    {
                      "alias": null,
                      "args": null,
                      "kind": "ScalarField",
                      "name": "meets",
                      "storageKey": null
                    },
                    {
                      "alias": null,
                      "args": null,
                      "kind": "ScalarField",
                      "name": "confidence",
                      "storageKey": null
                    },
                    {
                      "alias": null,
                      "args": null,
                      "concreteType": "ConfidenceInterval",
                      "kind": "LinkedField",
                      "name": "interval",
                      "plural": false,
                      "selections": [
                        (v1/*:: as any*/),
                        (v2/*:: as any*/)
                      ],
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
    }
  ],
  "type": "Game",
  "abstractKey": null
};
})();

(node as any).hash = "a62517d2e949b1232a2676087aa43abe";

export default node;
