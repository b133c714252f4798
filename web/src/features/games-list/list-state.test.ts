import { CURRENT_USER, type FilterGroupNode } from '@greenlight/rules';
import { describe, expect, it } from 'vitest';
import { DEFAULT_LIST_STATE, filterFromOutput, filterToInput, gameSortEnum, listVariables, sameListing, type GameFilterOutputShape } from './list-state';

const tree: FilterGroupNode = {
  logicalOperator: 'all',
  children: [
    { rule: 'platform', operator: '=', value: 'android' },
    {
      logicalOperator: 'any',
      children: [
        { rule: 'cpi', operator: '<=', value: 0.4 },
        { rule: 'status', operator: '=', value: ['in_testing', 'finished'] },
        { rule: 'pmName', operator: '=', value: CURRENT_USER },
        { rule: 'secondaryPmName', operator: '=', value: 12 },
        { rule: 'isHit', operator: '=', value: 1 },
        { rule: 'lastIterationDate', operator: 'is null' },
      ],
    },
  ],
};

describe('the games list state', () => {
  it('GL-14..21 GL-31 maps a sort option and the best-only flag to the gateway\'s sort', () => {
    expect(gameSortEnum({ prop: 'recent', order: 'desc' }, true)).toBe('LAST_ITERATION_DATE');
    expect(gameSortEnum({ prop: 'cpi', order: 'asc' }, true)).toBe('BEST_CPI');
    expect(gameSortEnum({ prop: 'cpi', order: 'asc' }, false)).toBe('LAST_CPI');
    expect(gameSortEnum({ prop: 'd3Roas', order: 'desc' }, true)).toBe('BEST_D3_ROAS');
    expect(gameSortEnum({ prop: 'playtime', order: 'desc' }, false)).toBe('LAST_PLAYTIME');
    expect(gameSortEnum({ prop: 'unknown', order: 'desc' }, true)).toBe('LAST_ITERATION_DATE');
  });

  it('FLT-01 sends a tree as the typed input, values as text, and reads it back typed', () => {
    const input = filterToInput(tree);
    expect(input).toEqual({
      logicalOperator: 'ALL',
      children: [
        { rule: { rule: 'platform', operator: '=', value: 'android' } },
        {
          group: {
            logicalOperator: 'ANY',
            children: [
              { rule: { rule: 'cpi', operator: '<=', value: '0.4' } },
              { rule: { rule: 'status', operator: '=', values: ['in_testing', 'finished'] } },
              { rule: { rule: 'pmName', operator: '=', value: '$me' } },
              { rule: { rule: 'secondaryPmName', operator: '=', value: '12' } },
              { rule: { rule: 'isHit', operator: '=', value: '1' } },
              { rule: { rule: 'lastIterationDate', operator: 'is null' } },
            ],
          },
        },
      ],
    });
    // The gateway's answer has the same nesting, with nulls where nothing was given.
    const answer: GameFilterOutputShape = {
      logicalOperator: 'ALL',
      children: input.children.map((child) =>
        'rule' in child
          ? { rule: { ...child.rule, operand: null, value: child.rule.value ?? null, values: child.rule.values ?? null }, group: null }
          : {
              rule: null,
              group: {
                logicalOperator: child.group.logicalOperator,
                children: child.group.children.map((inner) =>
                  'rule' in inner
                    ? { rule: { ...inner.rule, operand: null, value: inner.rule.value ?? null, values: inner.rule.values ?? null }, group: null }
                    : { rule: null, group: null },
                ),
              },
            },
      ),
    };
    expect(filterFromOutput(answer)).toEqual(tree);
  });

  it('GL-24 sends no filter for an empty tree, and a trimmed term', () => {
    const variables = listVariables({ ...DEFAULT_LIST_STATE, term: '  merge ', filter: { logicalOperator: 'all', children: [] } });
    expect(variables).toMatchObject({ term: 'merge', filter: null, sort: 'LAST_ITERATION_DATE', order: 'DESC', best: true });
  });

  it('VIEW-10 tells a view changed only when what it lists changed', () => {
    const view = { ...DEFAULT_LIST_STATE, viewId: 3, filter: tree };
    expect(sameListing(view, { ...view, term: ' ' })).toBe(true);
    expect(sameListing(view, { ...view, best: false })).toBe(false);
    expect(sameListing(view, { ...view, sort: { prop: 'cpi', order: 'asc' } })).toBe(false);
    expect(sameListing(view, { ...view, filter: null })).toBe(false);
    expect(sameListing({ ...view, filter: null }, { ...view, filter: { logicalOperator: 'any', children: [] } })).toBe(true);
  });
});
