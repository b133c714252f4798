// The studios list's filter trees compiled to SQL (SL-05, BE-LIST-01): the rules of
// STUDIO_FILTER_RULES in rules/ on the studios row's columns, with the same
// comparisons as the games list's (domain/games/filters.ts).
import { CURRENT_USER, isGroup, studioFilterRule, type FilterNode, type FilterRuleNode } from '@greenlight/rules';
import { and, eq, isNotNull, isNull, not, or, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { studioStars, studios } from '../../db/schema';
import { checkedFilterTree, compare, day, daysSince, text, type FilterContext } from '../games/filters';

const NUMBER_COLUMNS: Record<string, PgColumn> = {
  gamesCpi3Months: studios.gamesCpi3Months,
  gamesCtr3Months: studios.gamesCtr3Months,
  gamesDay13Months: studios.gamesDay13Months,
  gamesDay73Months: studios.gamesDay73Months,
  gamesPlaytime3Months: studios.gamesPlaytime3Months,
  nbPrototypes: studios.nbPrototypes,
  gamesNbPrototypes6Months: studios.nbPrototypes6Months,
  nbHits: studios.nbHits,
};
const PERSON_COLUMNS: Record<string, PgColumn> = { pmName: studios.pmId, secondaryPmName: studios.secondaryPmId };
const SELECT_COLUMNS: Record<string, PgColumn> = { activityState: studios.activityState, origin: studios.origin };

function ruleCondition(node: FilterRuleNode, context: FilterContext): SQL {
  const { rule: id, operator, value } = node;
  if (NUMBER_COLUMNS[id]) return compare(NUMBER_COLUMNS[id], operator, value);
  if (PERSON_COLUMNS[id]) return compare(PERSON_COLUMNS[id], operator, value === CURRENT_USER ? context.principal.userId : value);
  if (SELECT_COLUMNS[id]) return compare(SELECT_COLUMNS[id], operator, value);
  const yes = value === 1;
  switch (id) {
    case 'name':
      return text(studios.name, operator, value);
    case 'creationDate':
      return day(studios.createdAt, operator, value);
    case 'sinceLastIterationDate':
      return daysSince(studios.lastIterationDate, operator, value, context.now);
    case 'teamStatus': {
      // SSET-20: team statuses 1 and 2 are att, the others coaching.
      const att = sql`coalesce(${studios.teamStatusId}, 1) in (1, 2)`;
      return (value === 'att') === (operator === '=') ? att : not(att);
    }
    case 'isStarred': {
      const starred = sql`select 1 from ${studioStars} where ${studioStars.studioId} = ${studios.id} and ${studioStars.userId} = ${context.principal.userId}`;
      return yes ? sql`exists (${starred})` : sql`not exists (${starred})`;
    }
    case 'isChurned':
      return eq(studios.isChurned, yes);
    case 'isDeactivated':
      return yes ? isNotNull(studios.deactivateDate) : isNull(studios.deactivateDate);
  }
  throw new Error(`The studio filter rule ${id} has no SQL`);
}

function compileNode(node: FilterNode, context: FilterContext): SQL | undefined {
  if (!isGroup(node)) return ruleCondition(node, context);
  const parts = node.children.map((child) => compileNode(child, context)).filter((part): part is SQL => part !== undefined);
  if (parts.length === 0) return undefined;
  return (node.logicalOperator === 'any' ? or(...parts) : and(...parts))!;
}

/** The WHERE condition of a studios filter tree, or undefined; a refused tree is 400 INVALID_FILTER. */
export function compileStudioFilter(tree: unknown, context: FilterContext): SQL | undefined {
  const root = checkedFilterTree(tree, context, studioFilterRule);
  return root ? compileNode(root, context) : undefined;
}
