/**
 * @generated SignedSource<<2ef84872f6c0d94fd7fe03a4c27c9707>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderInlineDataFragment } from 'relay-runtime';
export type LogicalOperator = "ALL" | "ANY";
import { FragmentRefs } from "relay-runtime";
export type listState_filter$data = {
  readonly children: ReadonlyArray<{
    readonly group: {
      readonly children: ReadonlyArray<{
        readonly group: {
          readonly children: ReadonlyArray<{
            readonly rule: {
              readonly operand: string | null | undefined;
              readonly operator: string;
              readonly rule: string;
              readonly value: string | null | undefined;
              readonly values: ReadonlyArray<string> | null | undefined;
            } | null | undefined;
          }>;
          readonly logicalOperator: LogicalOperator;
        } | null | undefined;
        readonly rule: {
          readonly operand: string | null | undefined;
          readonly operator: string;
          readonly rule: string;
          readonly value: string | null | undefined;
          readonly values: ReadonlyArray<string> | null | undefined;
        } | null | undefined;
      }>;
      readonly logicalOperator: LogicalOperator;
    } | null | undefined;
    readonly rule: {
      readonly operand: string | null | undefined;
      readonly operator: string;
      readonly rule: string;
      readonly value: string | null | undefined;
      readonly values: ReadonlyArray<string> | null | undefined;
    } | null | undefined;
  }>;
  readonly logicalOperator: LogicalOperator;
  readonly " $fragmentType": "listState_filter";
};
export type listState_filter$key = {
  readonly " $data"?: listState_filter$data;
  readonly " $fragmentSpreads": FragmentRefs<"listState_filter">;
};

const node: ReaderInlineDataFragment = {
  "kind": "InlineDataFragment",
  "name": "listState_filter"
};

(node as any).hash = "558c36305ad6a446e9f4e5b549913ebe";

export default node;
