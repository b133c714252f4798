/**
 * @generated SignedSource<<39a4c59d57027b0f6d508bcab6d41b84>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type PublishingManagers_game$data = {
  readonly disabled: boolean;
  readonly id: string;
  readonly pm: {
    readonly name: string;
    readonly userId: number;
  } | null | undefined;
  readonly secondaryPm: {
    readonly name: string;
    readonly userId: number;
  } | null | undefined;
  readonly " $fragmentType": "PublishingManagers_game";
};
export type PublishingManagers_game$key = {
  readonly " $data"?: PublishingManagers_game$data;
  readonly " $fragmentSpreads": FragmentRefs<"PublishingManagers_game">;
};

const node: ReaderFragment = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "userId",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "name",
    "storageKey": null
  }
];
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "PublishingManagers_game",
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
      "name": "disabled",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "User",
      "kind": "LinkedField",
      "name": "pm",
      "plural": false,
      "selections": (v0/*:: as any*/),
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "User",
      "kind": "LinkedField",
      "name": "secondaryPm",
      "plural": false,
      "selections": (v0/*:: as any*/),
      "storageKey": null
    }
  ],
  "type": "Game",
  "abstractKey": null
};
})();

(node as any).hash = "d4aef18d93b83096139ef2d67812d186";

export default node;
