// The filter builder's trees compiled to SQL (FLT, BE-LIST-01): every rule of the
// catalogue in rules/ maps to a column of games or studios, values are bound as
// parameters, groups become AND / OR. A tree the catalogue refuses is a 400 naming
// the rule; nothing is ever filtered in memory.
import {
  CURRENT_USER,
  filterTreeProblems,
  gameFilterRule,
  isGroup,
  type FilterNode,
  type FilterRule,
  type FilterRuleNode,
} from '@greenlight/rules';
import { and, eq, gt, gte, ilike, inArray, isNotNull, isNull, lt, lte, ne, not, or, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { DAY_MS } from '../../clock';
import { games, studios } from '../../db/schema';
import { badRequest } from '../../errors';
import type { Principal } from '../accounts/principal';
import { sharedCondition } from '../knowledge-sharing/visibility';

export const INVALID_FILTER = 'INVALID_FILTER';

/** The KPI columns: the best value over iterations, or the last iteration's (GL-31). */
const KPI_COLUMNS: Record<string, { best: PgColumn; last: PgColumn }> = {
  cpi: { best: games.bestCpi, last: games.lastCpi },
  cpnu: { best: games.bestCpnu, last: games.lastCpnu },
  ctr: { best: games.bestCtr, last: games.lastCtr },
  d1: { best: games.bestD1, last: games.lastD1 },
  d7: { best: games.bestD7, last: games.lastD7 },
  d14: { best: games.bestD14, last: games.lastD14 },
  playtime: { best: games.bestPlaytime, last: games.lastPlaytime },
  d3Playtime: { best: games.bestD3Playtime, last: games.lastD3Playtime },
  // No "best" session length is kept: it is a trait of the build, not a goal.
  sessionLength: { best: games.lastSessionLength, last: games.lastSessionLength },
  d3Roas: { best: games.bestD3Roas, last: games.lastD3Roas },
};

const TEXT_COLUMNS: Record<string, PgColumn> = { name: games.name, studioName: studios.name };
const NUMBER_COLUMNS: Record<string, PgColumn> = { nbIterations: games.nbIterations };
const DATE_COLUMNS: Record<string, PgColumn> = { lastIterationDate: games.lastIterationDate, createdAt: games.createdAt };
const SELECT_COLUMNS: Record<string, PgColumn> = {
  platform: games.platform,
  studioActivityState: studios.activityState,
  studioOrigin: studios.origin,
};
const PERSON_COLUMNS: Record<string, PgColumn> = { pmName: studios.pmId, secondaryPmName: studios.secondaryPmId };
const MULTISELECT_COLUMNS: Record<string, PgColumn> = { status: games.status, recommendation: games.recommendation };
const BOOLEAN_COLUMNS: Record<string, PgColumn> = {
  isCtr: games.isCtr,
  isIterating: games.isIterating,
  isHit: games.isHit,
};

const NETWORK_IDS: Record<string, number> = { facebook: 1, snapchat: 2 };

/**
 * The rules that read the game's row alone (its columns, by their table): a list filtered
 * by these only is counted without the studios. Any other rule (its studio's name, state,
 * origin, PMs, knowledge sharing ...) joins them: the list is the safe default.
 */
const GAME_ONLY_RULES = new Set([
  ...Object.entries(KPI_COLUMNS)
    .filter(([, kpi]) => kpi.best.table === games && kpi.last.table === games)
    .map(([rule]) => rule),
  ...Object.entries({ ...TEXT_COLUMNS, ...NUMBER_COLUMNS, ...DATE_COLUMNS, ...SELECT_COLUMNS, ...PERSON_COLUMNS, ...MULTISELECT_COLUMNS, ...BOOLEAN_COLUMNS })
    .filter(([, column]) => column.table === games)
    .map(([rule]) => rule),
  'method',
  'adnetworks',
  'sinceLastIterationDate',
]);

/** Whether a filter tree may read the games' studio (a tree compileGameFilter accepted). */
export function filterReadsStudio(tree: unknown): boolean {
  const reads = (node: FilterNode): boolean => (isGroup(node) ? node.children.some(reads) : !GAME_ONLY_RULES.has(node.rule));
  return tree !== null && tree !== undefined && reads(tree as FilterNode);
}

export interface FilterContext {
  principal: Principal;
  /** The view's best-only flag: KPI rules read the best values, else the last ones. */
  best: boolean;
  now: Date;
}

/** A text matched literally by LIKE: its %, _ and \\ escaped. */
/** A text that LIKE matches literally: its %, _ and backslash escaped. */
export const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

export function compare(column: PgColumn, operator: string, value: unknown): SQL {
  switch (operator) {
    case '=':
      return eq(column, value);
    case '<>':
      return ne(column, value);
    case '<':
      return lt(column, value);
    case '<=':
      return lte(column, value);
    case '>':
      return gt(column, value);
    case '>=':
      return gte(column, value);
    case 'is null':
      return isNull(column);
    case 'is not null':
      return isNotNull(column);
  }
  throw new Error(`No comparison ${operator}`);
}

export function text(column: PgColumn, operator: string, value: unknown): SQL {
  const v = String(value ?? '');
  switch (operator) {
    case 'equals':
      return sql`lower(${column}) = lower(${v})`;
    case 'does not equal':
      return sql`lower(${column}) <> lower(${v})`;
    case 'contains':
      return ilike(column, `%${escapeLike(v)}%`);
    case 'does not contain':
      return not(ilike(column, `%${escapeLike(v)}%`));
    case 'begins with':
      return ilike(column, `${escapeLike(v)}%`);
    case 'ends with':
      return ilike(column, `%${escapeLike(v)}`);
    default:
      return compare(column, operator, v);
  }
}

/** A day (yyyy-MM-dd, UTC) against a timestamp: "= day" is the whole day. */
export function day(column: PgColumn, operator: string, value: unknown): SQL {
  if (operator === 'is null') return isNull(column);
  const start = new Date(`${String(value)}T00:00:00Z`);
  const end = new Date(start.getTime() + DAY_MS);
  switch (operator) {
    case '=':
      return and(gte(column, start), lt(column, end))!;
    case '<>':
      return or(lt(column, start), gte(column, end))!;
    case '<':
      return lt(column, start);
    case '<=':
      return lt(column, end);
    case '>':
      return gte(column, end);
    default:
      return gte(column, start);
  }
}

/**
 * Days since the last iteration (FLT-10), as the list shows them (whole days
 * elapsed), turned into a range of last_iteration_date so that its index serves.
 */
export function daysSince(column: PgColumn, operator: string, value: unknown, now: Date): SQL {
  if (operator === 'is null') return isNull(column);
  const days = Number(value);
  // `days` whole days have elapsed when the date is in (now - (days + 1), now - days].
  const atLeast = (n: number) => lte(column, new Date(now.getTime() - n * DAY_MS));
  const fewerThan = (n: number) => gt(column, new Date(now.getTime() - n * DAY_MS));
  if (!Number.isInteger(days)) {
    // Whole days only: "= 2.5" matches nothing, "< 2.5" is "<= 2" ...
    const floor = Math.floor(days);
    if (operator === '=') return sql`false`;
    if (operator === '<>') return isNotNull(column);
    if (operator === '<' || operator === '<=') return fewerThan(floor + 1);
    return atLeast(floor + 1);
  }
  switch (operator) {
    case '=':
      return and(atLeast(days), fewerThan(days + 1))!;
    case '<>':
      return or(fewerThan(days), atLeast(days + 1))!;
    case '<':
      return fewerThan(days);
    case '<=':
      return fewerThan(days + 1);
    case '>':
      return atLeast(days + 1);
    default:
      return atLeast(days);
  }
}

function ruleCondition(node: FilterRuleNode, context: FilterContext): SQL {
  const { rule: id, operator, value } = node;
  const kpi = KPI_COLUMNS[id];
  if (kpi) return compare(context.best ? kpi.best : kpi.last, operator, value);
  if (TEXT_COLUMNS[id]) return text(TEXT_COLUMNS[id], operator, value);
  if (NUMBER_COLUMNS[id]) return compare(NUMBER_COLUMNS[id], operator, value);
  if (DATE_COLUMNS[id]) return day(DATE_COLUMNS[id], operator, value);
  if (SELECT_COLUMNS[id]) return compare(SELECT_COLUMNS[id], operator, value);
  if (PERSON_COLUMNS[id]) return compare(PERSON_COLUMNS[id], operator, value === CURRENT_USER ? context.principal.userId : value);
  if (MULTISELECT_COLUMNS[id]) return inArray(MULTISELECT_COLUMNS[id], value as string[]);
  if (BOOLEAN_COLUMNS[id]) return eq(BOOLEAN_COLUMNS[id], value === 1);
  switch (id) {
    case 'method':
      return eq(games.isManagedByProvider, (value === 'auto') === (operator === '='));
    case 'adnetworks':
      // Games on any of the chosen networks.
      return sql`${games.selectedAdNetworkIds} && ${`{${(value as string[]).map((name) => NETWORK_IDS[name]).join(',')}}`}::int[]`;
    case 'isInKnowledgeSharing':
      // KS-23: shared as of now, by the rule knowledge sharing itself reads.
      return value === 1 ? sharedCondition(context.now) : not(sharedCondition(context.now));
    case 'sinceLastIterationDate':
      return daysSince(games.lastIterationDate, operator, value, context.now);
  }
  // The catalogue and this compiler disagree: a bug here, not bad input.
  throw new Error(`The filter rule ${id} has no SQL`);
}

function compileNode(node: FilterNode, context: FilterContext): SQL | undefined {
  if (!isGroup(node)) return ruleCondition(node, context);
  const parts = node.children.map((child) => compileNode(child, context)).filter((part): part is SQL => part !== undefined);
  if (parts.length === 0) return undefined;
  return (node.logicalOperator === 'any' ? or(...parts) : and(...parts))!;
}

/**
 * The WHERE condition of a filter tree (BE-LIST-01), or undefined for an empty one.
 * A tree the catalogue refuses answers 400 INVALID_FILTER, one errorList item per
 * problem with its place (path) and rule (extra.rule).
 */
export function compileGameFilter(tree: unknown, context: FilterContext): SQL | undefined {
  const root = checkedFilterTree(tree, context, gameFilterRule);
  return root ? compileNode(root, context) : undefined;
}

/**
 * A tree checked against a list's rule catalogue, as a group (a rule alone is a group
 * of one), or undefined for none. A tree the catalogue refuses answers 400
 * INVALID_FILTER, one errorList item per problem with its place (path) and rule
 * (extra.rule).
 */
export function checkedFilterTree(
  tree: unknown,
  context: FilterContext,
  rules: (id: string) => FilterRule | undefined,
): FilterNode | undefined {
  if (tree === null || tree === undefined) return undefined;
  const problems = filterTreeProblems(tree, { permissions: context.principal.permissions, rules });
  if (problems.length > 0) {
    throw badRequest(
      INVALID_FILTER,
      problems[0]!.message,
      problems.map((problem) => ({
        code: INVALID_FILTER,
        detail: problem.message,
        path: problem.path,
        ...(problem.rule ? { extra: { rule: problem.rule } } : {}),
      })),
    );
  }
  const root = tree as FilterNode;
  return isGroup(root) ? root : { logicalOperator: 'all', children: [root] };
}
