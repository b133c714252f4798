/**
 * @generated SignedSource<<eb1d76153dc109733b369bea8d369b34>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type OperationStatus = "ERROR" | "PENDING" | "REJECTED" | "RUNNING" | "SUCCESS";
import { FragmentRefs } from "relay-runtime";
export type actionMutations_operation$data = {
  readonly message: string;
  readonly operationId: string;
  readonly status: OperationStatus;
  readonly " $fragmentType": "actionMutations_operation";
};
export type actionMutations_operation$key = {
  readonly " $data"?: actionMutations_operation$data;
  readonly " $fragmentSpreads": FragmentRefs<"actionMutations_operation">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "actionMutations_operation",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "operationId",
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
      "name": "message",
      "storageKey": null
    }
  ],
  "type": "Operation",
  "abstractKey": null
};

(node as any).hash = "4aee0a84f06cd82edf1f7f27c102fad5";

export default node;
