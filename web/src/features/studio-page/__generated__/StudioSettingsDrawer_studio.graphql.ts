/**
 * @generated SignedSource<<984454449ed2518291f065b6b87cfac2>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type ActivityState = "ACTIVE" | "CHURNED" | "INACTIVE";
import { FragmentRefs } from "relay-runtime";
export type StudioSettingsDrawer_studio$data = {
  readonly activityState: ActivityState;
  readonly churnReason: string | null | undefined;
  readonly deactivateDate: string | null | undefined;
  readonly deactivateReason: string | null | undefined;
  readonly id: string;
  readonly isActivityStateForced: boolean;
  readonly isChurned: boolean;
  readonly isCoached: boolean;
  readonly isRegrettedChurn: boolean | null | undefined;
  readonly knowledgeSharingPmStatus: boolean;
  readonly name: string;
  readonly pm: {
    readonly userId: number;
  } | null | undefined;
  readonly secondaryPm: {
    readonly userId: number;
  } | null | undefined;
  readonly teamStatus: {
    readonly teamStatusId: number;
  } | null | undefined;
  readonly " $fragmentType": "StudioSettingsDrawer_studio";
};
export type StudioSettingsDrawer_studio$key = {
  readonly " $data"?: StudioSettingsDrawer_studio$data;
  readonly " $fragmentSpreads": FragmentRefs<"StudioSettingsDrawer_studio">;
};

const node: ReaderFragment = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "userId",
    "storageKey": null
  }
];
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "StudioSettingsDrawer_studio",
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
      "name": "name",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "deactivateDate",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "deactivateReason",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "isChurned",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "isRegrettedChurn",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "churnReason",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "isCoached",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "TeamStatus",
      "kind": "LinkedField",
      "name": "teamStatus",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "teamStatusId",
          "storageKey": null
        }
      ],
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
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "knowledgeSharingPmStatus",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "activityState",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "isActivityStateForced",
      "storageKey": null
    }
  ],
  "type": "Studio",
  "abstractKey": null
};
})();

(node as any).hash = "5fc0cb08075868a82eb0a5994aa722e3";

export default node;
