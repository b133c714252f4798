/**
 * @generated SignedSource<<0496d52f93ae2c812f041f20daa54ab8>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type StudioRow_studio$data = {
  readonly activityLabel: string;
  readonly contract: string | null | undefined;
  readonly cpi3Months: {
    readonly isGreen: boolean;
    readonly percentage: number | null | undefined;
    readonly value: number | null | undefined;
  };
  readonly createdAt: string;
  readonly ctr3Months: {
    readonly isGreen: boolean;
    readonly percentage: number | null | undefined;
    readonly value: number | null | undefined;
  };
  readonly day13Months: {
    readonly isGreen: boolean;
    readonly percentage: number | null | undefined;
    readonly value: number | null | undefined;
  };
  readonly day73Months: {
    readonly isGreen: boolean;
    readonly percentage: number | null | undefined;
    readonly value: number | null | undefined;
  };
  readonly id: string;
  readonly isStarred: boolean;
  readonly name: string;
  readonly nbHits: number;
  readonly nbPrototypes: number;
  readonly nbPrototypes6Months: number;
  readonly playtime3Months: {
    readonly isGreen: boolean;
    readonly percentage: number | null | undefined;
    readonly value: number | null | undefined;
  };
  readonly pmName: string | null | undefined;
  readonly secondaryPm: {
    readonly name: string;
  } | null | undefined;
  readonly sinceLastIterationDate: number | null | undefined;
  readonly studioId: number;
  readonly " $fragmentType": "StudioRow_studio";
};
export type StudioRow_studio$key = {
  readonly " $data"?: StudioRow_studio$data;
  readonly " $fragmentSpreads": FragmentRefs<"StudioRow_studio">;
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
    "name": "value",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "percentage",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "isGreen",
    "storageKey": null
  }
];
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "StudioRow_studio",
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
      "name": "studioId",
      "storageKey": null
    },
    (v0/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "isStarred",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "pmName",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "User",
      "kind": "LinkedField",
      "name": "secondaryPm",
      "plural": false,
      "selections": [
        (v0/*:: as any*/)
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "activityLabel",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "nbPrototypes",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "nbPrototypes6Months",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "nbHits",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "sinceLastIterationDate",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "contract",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "createdAt",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "StudioTrend",
      "kind": "LinkedField",
      "name": "cpi3Months",
      "plural": false,
      "selections": (v1/*:: as any*/),
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "StudioTrend",
      "kind": "LinkedField",
      "name": "ctr3Months",
      "plural": false,
      "selections": (v1/*:: as any*/),
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "StudioTrend",
      "kind": "LinkedField",
      "name": "day13Months",
      "plural": false,
      "selections": (v1/*:: as any*/),
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "StudioTrend",
      "kind": "LinkedField",
      "name": "day73Months",
      "plural": false,
      "selections": (v1/*:: as any*/),
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "StudioTrend",
      "kind": "LinkedField",
      "name": "playtime3Months",
      "plural": false,
      "selections": (v1/*:: as any*/),
      "storageKey": null
    }
  ],
  "type": "Studio",
  "abstractKey": null
};
})();

(node as any).hash = "2cb7f32854dda30f650414772cd464f3";

export default node;
