/**
 * @generated SignedSource<<137030c9be4cfaae63c1547d30922ea0>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type FacebookStep_game$data = {
  readonly disabled: boolean;
  readonly facebookAccessGranted: boolean;
  readonly facebookAppId: string | null | undefined;
  readonly facebookDecryptionKey: string | null | undefined;
  readonly id: string;
  readonly permissions: ReadonlyArray<string>;
  readonly " $fragmentType": "FacebookStep_game";
};
export type FacebookStep_game$key = {
  readonly " $data"?: FacebookStep_game$data;
  readonly " $fragmentSpreads": FragmentRefs<"FacebookStep_game">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "FacebookStep_game",
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
      "name": "permissions",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "facebookAppId",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "facebookDecryptionKey",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "facebookAccessGranted",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "disabled",
      "storageKey": null
    }
  ],
  "type": "Game",
  "abstractKey": null
};

(node as any).hash = "0c247b66a434a0e9d326fae43e0c9ed2";

export default node;
