/**
 * @generated SignedSource<<988a321b38830f46a027fe6fd7b277b2>>
 * @relayHash 6538149a6ae1d2011147667edc28b9f1
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 5460d2f97e328bf536a32ecc36ce9c41c467cc2c5f25a80a177cd4fd984cb9e8

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
export type StudiosPagePreferencesMutation$variables = {
  input: ListPreferencesInput;
};
export type StudiosPagePreferencesMutation$data = {
  readonly setListPreferences: {
    readonly __typename: string;
  };
};
export type StudiosPagePreferencesMutation = {
  response: StudiosPagePreferencesMutation$data;
  variables: StudiosPagePreferencesMutation$variables;
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
        "value": "STUDIOS"
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
    "name": "StudiosPagePreferencesMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "StudiosPagePreferencesMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "5460d2f97e328bf536a32ecc36ce9c41c467cc2c5f25a80a177cd4fd984cb9e8",
    "metadata": {},
    "name": "StudiosPagePreferencesMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "aef0d6d0151b29c500c1a18b28b584f8";

export default node;
