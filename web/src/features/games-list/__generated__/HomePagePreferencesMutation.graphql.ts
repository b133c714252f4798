/**
 * @generated SignedSource<<474f8d0b15c8547dd03e5a88f665e232>>
 * @relayHash 75bba9534367df9f2fed40c3cb045be9
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 096320c5dc715a0b12c6a5823b10fc42934e71067560bdd8567ef6941753464d

import { ConcreteRequest } from 'relay-runtime';
export type LogicalOperator = "ALL" | "ANY";
export type SortOrder = "ASC" | "DESC";
export type ListPreferencesInput = {
  best?: boolean | null | undefined;
  filter?: GameFilterInput | null | undefined;
  sort?: ViewSortInput | null | undefined;
  term?: string | null | undefined;
  viewId?: number | null | undefined;
};
export type GameFilterInput = {
  children: ReadonlyArray<GameFilterNodeInput>;
  logicalOperator: LogicalOperator;
};
export type GameFilterNodeInput = {
  group?: GameFilterInput | null | undefined;
  rule?: GameFilterRuleInput | null | undefined;
};
export type GameFilterRuleInput = {
  operand?: string | null | undefined;
  operator: string;
  rule: string;
  value?: string | null | undefined;
  values?: ReadonlyArray<string> | null | undefined;
};
export type ViewSortInput = {
  order: SortOrder;
  prop: string;
};
export type HomePagePreferencesMutation$variables = {
  input: ListPreferencesInput;
};
export type HomePagePreferencesMutation$data = {
  readonly setListPreferences: {
    readonly __typename: string;
  };
};
export type HomePagePreferencesMutation = {
  response: HomePagePreferencesMutation$data;
  variables: HomePagePreferencesMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "input"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "input",
        "variableName": "input"
      },
      {
        "kind": "Literal",
        "name": "list",
        "value": "GAMES"
      }
    ],
    "concreteType": null,
    "kind": "LinkedField",
    "name": "setListPreferences",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "__typename",
        "storageKey": null
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "HomePagePreferencesMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "HomePagePreferencesMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "096320c5dc715a0b12c6a5823b10fc42934e71067560bdd8567ef6941753464d",
    "metadata": {},
    "name": "HomePagePreferencesMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "e1db081c27fa6eb8e9111df3d179e4ba";

export default node;
