/**
 * @generated SignedSource<<e3012d1fcbd8e0404a681101e55917c5>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type Platform = "ANDROID" | "IOS";
import { FragmentRefs } from "relay-runtime";
export type CreateStep_game$data = {
  readonly adNetworks: ReadonlyArray<string>;
  readonly appServiceAppKey: string | null | undefined;
  readonly gameId: number;
  readonly id: string;
  readonly isCtr: boolean;
  readonly isManagedByProvider: boolean;
  readonly isPublishedInStore: boolean;
  readonly name: string;
  readonly platform: Platform;
  readonly studio: {
    readonly id: string;
  };
  readonly " $fragmentType": "CreateStep_game";
};
export type CreateStep_game$key = {
  readonly " $data"?: CreateStep_game$data;
  readonly " $fragmentSpreads": FragmentRefs<"CreateStep_game">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "CreateStep_game",
  "selections": [
    (v0/*:: as any*/),
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
      "name": "name",
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
      "name": "isCtr",
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
      "name": "isPublishedInStore",
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
      "name": "appServiceAppKey",
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
        (v0/*:: as any*/)
      ],
      "storageKey": null
    }
  ],
  "type": "Game",
  "abstractKey": null
};
})();

(node as any).hash = "d1654668b5cb7f870e12e193e6076db7";

export default node;
