/**
 * @generated SignedSource<<c6c8335c231084831bb6f7aabb203fbc>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type GameCardLinks_game$data = {
  readonly facebookUrl: string | null | undefined;
  readonly gameAnalyticsUrl: string | null | undefined;
  readonly name: string;
  readonly snapchatUrl: string | null | undefined;
  readonly storeUrl: string | null | undefined;
  readonly studio: {
    readonly hubspotUrl: string | null | undefined;
    readonly name: string;
  };
  readonly video: string | null | undefined;
  readonly " $fragmentType": "GameCardLinks_game";
};
export type GameCardLinks_game$key = {
  readonly " $data"?: GameCardLinks_game$data;
  readonly " $fragmentSpreads": FragmentRefs<"GameCardLinks_game">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "GameCardLinks_game",
  "selections": [
    (v0/*:: as any*/),
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
      "name": "storeUrl",
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
      "concreteType": "Studio",
      "kind": "LinkedField",
      "name": "studio",
      "plural": false,
      "selections": [
        (v0/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "hubspotUrl",
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

(node as any).hash = "f13a999bec0db59c1322a0b327a6a6e1";

export default node;
