/**
 * @generated SignedSource<<e5f903813b745fbbf5b0293d109ad37e>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type Platform = "ANDROID" | "IOS";
import { FragmentRefs } from "relay-runtime";
export type StepGauge_game$data = {
  readonly adNetworks: ReadonlyArray<string>;
  readonly isCtr: boolean;
  readonly isIterating: boolean;
  readonly isPublishedInStore: boolean;
  readonly platform: Platform;
  readonly substatus: string | null | undefined;
  readonly " $fragmentType": "StepGauge_game";
};
export type StepGauge_game$key = {
  readonly " $data"?: StepGauge_game$data;
  readonly " $fragmentSpreads": FragmentRefs<"StepGauge_game">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "StepGauge_game",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "substatus",
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
      "name": "isIterating",
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
    }
  ],
  "type": "Game",
  "abstractKey": null
};

(node as any).hash = "9df654ea6974e6031ca375ccbb139109";

export default node;
