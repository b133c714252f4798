/**
 * @generated SignedSource<<dc85a6624822271cba8b9bfd510c310a>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type ActivityState = "ACTIVE" | "CHURNED" | "INACTIVE";
import { FragmentRefs } from "relay-runtime";
export type GameCardHeader_game$data = {
  readonly gameId: number;
  readonly iconUrl: string | null | undefined;
  readonly name: string;
  readonly projectGameCount: number;
  readonly projectId: number | null | undefined;
  readonly studio: {
    readonly activityState: ActivityState;
    readonly name: string;
    readonly studioId: number;
  };
  readonly " $fragmentType": "GameCardHeader_game";
};
export type GameCardHeader_game$key = {
  readonly " $data"?: GameCardHeader_game$data;
  readonly " $fragmentSpreads": FragmentRefs<"GameCardHeader_game">;
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
  "name": "GameCardHeader_game",
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
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Game",
  "abstractKey": null
};
})();

(node as any).hash = "f878bf1effe09951ae8961d9c9fa5976";

export default node;
