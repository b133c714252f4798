/**
 * @generated SignedSource<<b95a6ca40a37aad998c90de95e09c64a>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type StaffSection_studio$data = {
  readonly accessId: number;
  readonly canInvite: boolean;
  readonly id: string;
  readonly staff: ReadonlyArray<{
    readonly accessId: number;
    readonly canChangeAccess: boolean;
    readonly canChangePosition: boolean;
    readonly canToggleActive: boolean;
    readonly email: string;
    readonly firstName: string;
    readonly id: string;
    readonly isActive: boolean;
    readonly lastName: string;
    readonly userId: number;
    readonly userRole: string;
  }>;
  readonly studioId: number;
  readonly " $fragmentType": "StaffSection_studio";
};
export type StaffSection_studio$key = {
  readonly " $data"?: StaffSection_studio$data;
  readonly " $fragmentSpreads": FragmentRefs<"StaffSection_studio">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "accessId",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "StaffSection_studio",
  "selections": [
    (v0/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "studioId",
      "storageKey": null
    },
    (v1/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "canInvite",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "StaffMember",
      "kind": "LinkedField",
      "name": "staff",
      "plural": true,
      "selections": [
        (v0/*:: as any*/),
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
          "name": "firstName",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "lastName",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "email",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "isActive",
          "storageKey": null
        },
        (v1/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "userRole",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "canToggleActive",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "canChangeAccess",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "canChangePosition",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "StudioAdmin",
  "abstractKey": null
};
})();

(node as any).hash = "6786c7f3ab1be8a16199e8d1452c40e2";

export default node;
