/**
 * @generated SignedSource<<ec1607b678d820bf69e04004b33128ac>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type AdNetwork = "FACEBOOK" | "SNAPCHAT";
import { FragmentRefs } from "relay-runtime";
export type SharedIterationBlock_iteration$data = {
  readonly end: string;
  readonly kpis: {
    readonly " $fragmentSpreads": FragmentRefs<"SharedGraphs_kpis">;
  };
  readonly networks: ReadonlyArray<{
    readonly kpis: {
      readonly " $fragmentSpreads": FragmentRefs<"SharedGraphs_kpis">;
    };
    readonly network: AdNetwork;
    readonly restricted: boolean;
    readonly videos: ReadonlyArray<{
      readonly " $fragmentSpreads": FragmentRefs<"SharedVideos_videos">;
    }>;
  }>;
  readonly number: number;
  readonly start: string;
  readonly videos: ReadonlyArray<{
    readonly " $fragmentSpreads": FragmentRefs<"SharedVideos_videos">;
  }>;
  readonly " $fragmentType": "SharedIterationBlock_iteration";
};
export type SharedIterationBlock_iteration$key = {
  readonly " $data"?: SharedIterationBlock_iteration$data;
  readonly " $fragmentSpreads": FragmentRefs<"SharedIterationBlock_iteration">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "concreteType": "SharedKpis",
  "kind": "LinkedField",
  "name": "kpis",
  "plural": false,
  "selections": [
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "SharedGraphs_kpis"
    }
  ],
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "concreteType": "SharedVideo",
  "kind": "LinkedField",
  "name": "videos",
  "plural": true,
  "selections": [
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "SharedVideos_videos"
    }
  ],
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "SharedIterationBlock_iteration",
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
      "name": "start",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "end",
      "storageKey": null
    },
    (v0/*:: as any*/),
    (v1/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "concreteType": "SharedIterationNetwork",
      "kind": "LinkedField",
      "name": "networks",
      "plural": true,
      "selections": [
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
          "name": "restricted",
          "storageKey": null
        },
        (v0/*:: as any*/),
        (v1/*:: as any*/)
      ],
      "storageKey": null
    }
  ],
  "type": "SharedIteration",
  "abstractKey": null
};
})();

(node as any).hash = "50498d33fe2c586ae0bd56976f206c72";

export default node;
