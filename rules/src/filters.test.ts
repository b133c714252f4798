import { describe, expect, it } from 'vitest';
import {
  CURRENT_USER,
  FILTER_MAX_NODES,
  GAME_FILTER_RULES,
  NUMBER_OPERATORS,
  SLIDERS,
  TEXT_OPERATORS,
  filterRules,
  filterTreeProblems,
  gameFilterRule,
  sliderChange,
  unitHint,
  type FilterNode,
} from './filters';

const all = (...children: unknown[]) => ({ logicalOperator: 'all', children });
const any = (...children: unknown[]) => ({ logicalOperator: 'any', children });
const STAFF = { permissions: ['view_cpnu', 'view_proto_score'] };

describe('the filter rules of the games list', () => {
  it('FLT-03 gives text rules the eight text operators', () => {
    expect(TEXT_OPERATORS).toEqual(['equals', 'does not equal', 'contains', 'does not contain', 'is null', 'is not null', 'begins with', 'ends with']);
    expect(gameFilterRule('name')?.operators).toEqual(TEXT_OPERATORS);
  });

  it('FLT-04 gives numbers and dates =, <>, <, <=, >, >=, is null', () => {
    expect(NUMBER_OPERATORS).toEqual(['=', '<>', '<', '<=', '>', '>=', 'is null']);
    for (const id of ['cpi', 'd1', 'nbIterations', 'lastIterationDate', 'createdAt']) expect(gameFilterRule(id)?.operators).toEqual(NUMBER_OPERATORS);
  });

  it('FLT-05 gives selects = and <>, and the PM select is null and is not null too', () => {
    expect(gameFilterRule('platform')?.operators).toEqual(['=', '<>']);
    expect(gameFilterRule('pmName')?.operators).toEqual(['=', '<>', 'is null', 'is not null']);
  });

  it('FLT-06 FLT-07 gives multi-selects only =, booleans Yes=1 / No=0', () => {
    expect(gameFilterRule('status')?.operators).toEqual(['=']);
    expect(gameFilterRule('isHit')?.type).toBe('boolean');
    expect(filterTreeProblems(all({ rule: 'isHit', operator: '=', value: 1 }))).toEqual([]);
    expect(filterTreeProblems(all({ rule: 'isHit', operator: '=', value: true }))).toHaveLength(1);
  });

  it('FLT-11..13 FLT-12 FLT-13 uses the per-type sliders: scores 0-5/1/3, retention 0-1/0.01/0.2, CPI 0-2/0.01/0.22', () => {
    expect(SLIDERS.score).toEqual({ min: 0, max: 5, step: 1, default: 3 });
    expect(gameFilterRule('d1')?.slider).toEqual({ min: 0, max: 1, step: 0.01, default: 0.2 });
    expect(gameFilterRule('cpi')?.slider).toEqual({ min: 0, max: 2, step: 0.01, default: 0.22 });
  });

  it('FLT-08..10 FLT-09 hints seconds for playtime with a human-readable example, $ for CPI, percent for retention, days since the last iteration', () => {
    expect(unitHint(gameFilterRule('playtime')?.unit)).toBe('seconds (e.g. 66 for 1m06s)');
    expect(unitHint(gameFilterRule('cpi')?.unit)).toBe('$');
    expect(unitHint(gameFilterRule('d7')?.unit)).toBe('%');
    expect(unitHint(gameFilterRule('sinceLastIterationDate')?.unit)).toBe('days');
    expect(unitHint(gameFilterRule('nbIterations')?.unit)).toBeNull();
  });

  it('has one rule per id, each with operators', () => {
    const ids = GAME_FILTER_RULES.map((rule) => rule.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const rule of GAME_FILTER_RULES) expect(rule.operators.length, rule.id).toBeGreaterThan(0);
  });
});

describe('filterTreeProblems', () => {
  it('FLT-01 accepts a two-level tree of every family', () => {
    const tree = all(
      { rule: 'name', operator: 'contains', value: 'merge' },
      any({ rule: 'cpi', operator: '<=', value: 0.4 }, { rule: 'd1', operator: '>=', value: 0.35 }),
      { rule: 'lastIterationDate', operator: '>=', value: '2026-11-01' },
      { rule: 'status', operator: '=', value: ['in_testing', 'finished'] },
      { rule: 'pmName', operator: '=', value: CURRENT_USER },
      { rule: 'secondaryPmName', operator: 'is null' },
      { rule: 'platform', operator: '<>', value: 'ios' },
    );
    expect(filterTreeProblems(tree, STAFF)).toEqual([]);
  });

  it('FLT-02 accepts three levels and refuses a fourth, naming where', () => {
    const rule = { rule: 'd7', operator: '>', value: 0.1 };
    expect(filterTreeProblems(all(all(all(rule))))).toEqual([]);
    expect(filterTreeProblems(all(all(all(all(rule)))))).toEqual([
      { path: 'query.children.0.children.0.children.0', message: 'Groups nest at most 3 levels deep' },
    ]);
  });

  it('BE-LIST-01 names an unknown rule and a wrong operator', () => {
    expect(filterTreeProblems(all({ rule: 'revenue', operator: '=', value: 1 }))).toEqual([
      { path: 'query.children.0', rule: 'revenue', message: 'Unknown rule "revenue"' },
    ]);
    const [wrong] = filterTreeProblems(all({ rule: 'name', operator: '>', value: 'a' }));
    expect(wrong).toMatchObject({ path: 'query.children.0', rule: 'name' });
    expect(wrong!.message).toMatch(/^The rule "name" takes the operators "equals", .*, not ">"$/);
    expect(filterTreeProblems(all({ rule: 'status', operator: '<>', value: ['finished'] }))[0]?.rule).toBe('status');
  });

  it('BE-LIST-01 checks each value against its rule', () => {
    const cases: [unknown, string][] = [
      [{ rule: 'cpi', operator: '<', value: 'cheap' }, 'The rule "cpi" needs a number'],
      [{ rule: 'createdAt', operator: '>', value: '2026-02-30' }, 'The rule "createdAt" needs a date (yyyy-MM-dd)'],
      [{ rule: 'platform', operator: '=', value: 'windows' }, 'The rule "platform" needs one of: ios, android'],
      [{ rule: 'status', operator: '=', value: [] }, expect.stringMatching(/^The rule "status" needs one or more of: /) as never],
      [{ rule: 'pmName', operator: '=', value: 'Paula' }, 'The rule "pmName" needs a person'],
      [{ rule: 'name', operator: 'equals', value: '' }, 'The rule "name" needs a text of 1 to 100 characters'],
    ];
    for (const [rule, message] of cases) {
      expect(filterTreeProblems(all(rule)), JSON.stringify(rule)).toEqual([{ path: 'query.children.0.value', rule: (rule as { rule: string }).rule, message }]);
    }
    expect(filterTreeProblems(all({ rule: 'cpi', operator: 'is null' }))).toEqual([]);
  });

  it('FLT-03 names rules and choices by their labels for the builder (issue 15)', () => {
    const cases: [unknown, string][] = [
      [{ rule: 'cpi', operator: '<', value: Number.NaN }, 'CPI needs a number'],
      [{ rule: 'platform', operator: '=', value: 'windows' }, 'Platform needs one of: iOS, Android'],
      [{ rule: 'name', operator: '>', value: 'a' }, expect.stringMatching(/^Name takes the operators "equals", .*, not ">"$/) as never],
    ];
    for (const [rule, message] of cases) {
      expect(filterTreeProblems(all(rule), { labels: true })[0]?.message, JSON.stringify(rule)).toEqual(message);
    }
    const [status] = filterTreeProblems(all({ rule: 'status', operator: '=', value: [] }), { labels: true });
    expect(status?.message).toMatch(/^Status needs one or more of: Pending SDK integration, Pending review, /);
    expect(status?.message).not.toMatch(/pending_review|"status"/);
  });

  it('PERM-10 PERM-11 refuses CPNU and D3 ROAS rules to callers without the permission', () => {
    const tree = all({ rule: 'cpnu', operator: '<', value: 1 }, { rule: 'd3Roas', operator: '>', value: 0.2 });
    expect(filterTreeProblems(tree, STAFF)).toEqual([]);
    expect(filterTreeProblems(tree, { permissions: ['view_cpnu'] }).map((p) => p.message)).toEqual([
      'The rule "d3Roas" needs the view_proto_score permission',
    ]);
  });

  it('refuses what is not a tree, a bad logical operator and too many nodes', () => {
    expect(filterTreeProblems('all')).toEqual([{ path: 'query', message: 'A filter node is a rule or a group' }]);
    expect(filterTreeProblems({ logicalOperator: 'xor', children: [] })).toEqual([
      { path: 'query.logicalOperator', message: 'A group is "all" or "any"' },
    ]);
    const many = all(...Array.from({ length: FILTER_MAX_NODES + 5 }, () => ({ rule: 'isHit', operator: '=', value: 1 })));
    expect(filterTreeProblems(many)).toEqual([
      { path: `query.children.${FILTER_MAX_NODES - 1}`, message: `A filter holds at most ${FILTER_MAX_NODES} rules and groups` },
    ]);
  });

  it('filterRules lists the rules of a tree in order', () => {
    const tree = all({ rule: 'name', operator: 'contains', value: 'a' }, any({ rule: 'cpi', operator: '<', value: 1 })) as FilterNode;
    expect(filterRules(tree).map((r) => r.rule)).toEqual(['name', 'cpi']);
  });
});

describe('the generic slider', () => {
  it('FLT-16 forces a value below its minLock up to the lock, and leaves one at or above it', () => {
    expect(sliderChange(2, 4)).toBe(4);
    expect(sliderChange(4, 4)).toBe(4);
    expect(sliderChange(9, 4)).toBe(9);
    expect(sliderChange(0.05)).toBe(0.05);
  });

  it('FLT-17 emits nothing for a falsy value (0, NaN), even with a lock', () => {
    expect(sliderChange(0)).toBeNull();
    expect(sliderChange(0, 4)).toBeNull();
    expect(sliderChange(Number.NaN, 4)).toBeNull();
  });
});
