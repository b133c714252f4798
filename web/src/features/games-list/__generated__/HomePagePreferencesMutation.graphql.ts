/**
 * @generated SignedSource<<45c6bde561f291617f9e6f2891788c49>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

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
    "cacheID": "75bba9534367df9f2fed40c3cb045be9",
    "id": null,
    "metadata": {},
    "name": "HomePagePreferencesMutation",
    "operationKind": "mutation",
    "text": "mutation HomePagePreferencesMutation(\n  $input: ListPreferencesInput!\n) {\n  setListPreferences(list: GAMES, input: $input) {\n    __typename\n  }\n}\n"
  }
};
})();

(node as any).hash = "e1db081c27fa6eb8e9111df3d179e4ba";

export default node;
