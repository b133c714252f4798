/**
 * @generated SignedSource<<c67f1b80ce4141012ea06edcce605a9a>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type StudioInfoForm_studio$data = {
  readonly canEdit: boolean;
  readonly country: string;
  readonly id: string;
  readonly knowledgeSharingStudioStatus: boolean;
  readonly name: string;
  readonly studioId: number;
  readonly website: string | null | undefined;
  readonly " $fragmentType": "StudioInfoForm_studio";
};
export type StudioInfoForm_studio$key = {
  readonly " $data"?: StudioInfoForm_studio$data;
  readonly " $fragmentSpreads": FragmentRefs<"StudioInfoForm_studio">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "StudioInfoForm_studio",
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
      "name": "country",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "website",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "canEdit",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "knowledgeSharingStudioStatus",
      "storageKey": null
    }
  ],
  "type": "StudioAdmin",
  "abstractKey": null
};

(node as any).hash = "2eb1f5b67d9248f70189ffb64fa40cd3";

export default node;
