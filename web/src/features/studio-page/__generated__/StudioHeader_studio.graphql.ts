/**
 * @generated SignedSource<<71787e2398cad3868f7abc0e2d8738d7>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type ActivityState = "ACTIVE" | "CHURNED" | "INACTIVE";
import { FragmentRefs } from "relay-runtime";
export type StudioHeader_studio$data = {
  readonly activityLabel: string;
  readonly activityState: ActivityState;
  readonly country: string;
  readonly createdAt: string;
  readonly deactivateDate: string | null | undefined;
  readonly hubspotUrl: string | null | undefined;
  readonly id: string;
  readonly isStarred: boolean;
  readonly mainContactEmail: string | null | undefined;
  readonly name: string;
  readonly nbHits: number;
  readonly nbPrototypes: number;
  readonly pm: {
    readonly name: string;
  } | null | undefined;
  readonly secondaryPm: {
    readonly name: string;
  } | null | undefined;
  readonly studioLeadName: string | null | undefined;
  readonly teamStatus: {
    readonly label: string;
    readonly teamStatusId: number;
  } | null | undefined;
  readonly " $fragmentType": "StudioHeader_studio";
};
export type StudioHeader_studio$key = {
  readonly " $data"?: StudioHeader_studio$data;
  readonly " $fragmentSpreads": FragmentRefs<"StudioHeader_studio">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v1 = [
  (v0/*:: as any*/)
];
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "StudioHeader_studio",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "id",
      "storageKey": null
    },
    (v0/*:: as any*/),
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
      "name": "createdAt",
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
      "name": "activityLabel",
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
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "label",
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
      "selections": (v1/*:: as any*/),
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "User",
      "kind": "LinkedField",
      "name": "secondaryPm",
      "plural": false,
      "selections": (v1/*:: as any*/),
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "hubspotUrl",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "studioLeadName",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "mainContactEmail",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "isStarred",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "nbPrototypes",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "nbHits",
      "storageKey": null
    }
  ],
  "type": "Studio",
  "abstractKey": null
};
})();

(node as any).hash = "ba9de96c51e57a9c33883564aa293e39";

export default node;
