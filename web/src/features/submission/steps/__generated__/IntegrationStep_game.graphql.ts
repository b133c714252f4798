/**
 * @generated SignedSource<<11456c016523bdc9c27a39dc6973b79d>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type IntegrationStep_game$data = {
  readonly adNetworks: ReadonlyArray<string>;
  readonly id: string;
  readonly " $fragmentType": "IntegrationStep_game";
};
export type IntegrationStep_game$key = {
  readonly " $data"?: IntegrationStep_game$data;
  readonly " $fragmentSpreads": FragmentRefs<"IntegrationStep_game">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "IntegrationStep_game",
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
      "name": "adNetworks",
      "storageKey": null
    }
  ],
  "type": "Game",
  "abstractKey": null
};

(node as any).hash = "0468e9d25c16d7ed5bb82f169cb7ba84";

export default node;
