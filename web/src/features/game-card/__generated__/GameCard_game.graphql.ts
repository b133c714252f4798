/**
 * @generated SignedSource<<83dca50b86ab74a05811b5d3936c5db2>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type ActivityState = "ACTIVE" | "CHURNED" | "INACTIVE";
export type AdNetwork = "FACEBOOK" | "SNAPCHAT";
export type GameStatus = "ARCHIVED" | "FINISHED" | "IN_TESTING" | "PENDING_REVIEW" | "PENDING_SDK_INTEGRATION" | "PENDING_TESTING";
export type Platform = "ANDROID" | "IOS";
import { FragmentRefs } from "relay-runtime";
export type GameCard_game$data = {
  readonly adNetworks: ReadonlyArray<string>;
  readonly best: {
    readonly cpi: number | null | undefined;
    readonly cpnu: number | null | undefined;
    readonly d1: number | null | undefined;
    readonly d3Roas: number | null | undefined;
  };
  readonly disabled: boolean;
  readonly facebookUrl: string | null | undefined;
  readonly gameAnalyticsUrl: string | null | undefined;
  readonly gameId: number;
  readonly iconUrl: string | null | undefined;
  readonly isCtr: boolean;
  readonly isIterating: boolean;
  readonly isManagedByProvider: boolean;
  readonly last: {
    readonly cpi: number | null | undefined;
    readonly cpnu: number | null | undefined;
    readonly d1: number | null | undefined;
    readonly d3Roas: number | null | undefined;
  };
  readonly lastIterationDate: string | null | undefined;
  readonly name: string;
  readonly nbIterations: number;
  readonly platform: Platform;
  readonly pm: {
    readonly name: string;
  } | null | undefined;
  readonly projectGameCount: number;
  readonly projectId: number | null | undefined;
  readonly prototypeRecommendation: {
    readonly adNetworks: ReadonlyArray<{
      readonly adNetwork: AdNetwork;
      readonly score: number;
    }>;
  };
  readonly recommendation: string | null | undefined;
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
  readonly snapchatUrl: string | null | undefined;
  readonly status: GameStatus;
  readonly storeUrl: string | null | undefined;
  readonly studio: {
    readonly activityState: ActivityState;
    readonly hubspotUrl: string | null | undefined;
    readonly name: string;
    readonly studioId: number;
  };
  readonly video: string | null | undefined;
  readonly " $fragmentSpreads": FragmentRefs<"StepGauge_game">;
  readonly " $fragmentType": "GameCard_game";
};
export type GameCard_game$key = {
  readonly " $data"?: GameCard_game$data;
  readonly " $fragmentSpreads": FragmentRefs<"GameCard_game">;
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
    "name": "cpi",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "cpnu",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "d1",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "d3Roas",
    "storageKey": null
  }
];
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "GameCard_game",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "gameId",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "disabled",
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
      "name": "platform",
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
      "name": "isCtr",
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
      "name": "isManagedByProvider",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "nbIterations",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "lastIterationDate",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "adNetworks",
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
      "kind": "ScalarField",
      "name": "storeUrl",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "video",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "gameAnalyticsUrl",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "facebookUrl",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "snapchatUrl",
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
    },
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
      "name": "projectGameCount",
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
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "hubspotUrl",
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
      "selections": [
        (v0/*:: as any*/)
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "GameMetrics",
      "kind": "LinkedField",
      "name": "last",
      "plural": false,
      "selections": (v1/*:: as any*/),
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "GameMetrics",
      "kind": "LinkedField",
      "name": "best",
      "plural": false,
      "selections": (v1/*:: as any*/),
      "storageKey": null
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "StepGauge_game"
    }
  ],
  "type": "Game",
  "abstractKey": null
};
})();

(node as any).hash = "ee6d6e9cce6e9026beea968022e9ba83";

export default node;
