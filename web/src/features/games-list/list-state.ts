// What the games list shows (GL, VIEW-02): term, sort, best-only flag, filter tree,
// the studio or project it is narrowed to, and the saved view it came from; and its
// translations to the gateway's query variables and from a saved view.
import { graphql, readInlineData } from 'react-relay';
import { gameSortEnum as sortFieldEnum, sortOrderEnum, sortOrderId, type GameSort } from '../../relay/enums';
import type { listState_filter$key } from './__generated__/listState_filter.graphql';
import {
  CURRENT_USER,
  DEFAULT_GAME_SORT,
  gameFilterRule,
  gameSortField,
  type FilterGroupNode,
  type FilterNode,
  type FilterRule,
  type FilterRuleNode,
} from '@greenlight/rules';
import type { ListNarrowing } from './narrowing';

/** A list's rule lookup by id: the games list's by default, the studios list's there (SL-05). */
export type RuleLookup = (id: string) => FilterRule | undefined;

export interface ListSortState {
  prop: string;
  order: 'asc' | 'desc';
}

/** What the user chooses in the view bar, or a saved view holds. */
export interface ListChoices {
  viewId: number | null;
  term: string;
  sort: ListSortState;
  best: boolean;
  filter: FilterGroupNode | null;
}

export type { ListNarrowing };

export type ListState = ListChoices & ListNarrowing;

export const DEFAULT_LIST_CHOICES: ListChoices = {
  viewId: null,
  term: '',
  sort: { prop: DEFAULT_GAME_SORT, order: 'desc' },
  best: true,
  filter: null,
};

export const DEFAULT_LIST_STATE: ListState = { ...DEFAULT_LIST_CHOICES, studioId: null, projectId: null };

/** The gateway's GameSort value ('BEST_CPI') of a sort option and the best-only flag. */
export function gameSortEnum(sort: ListSortState, best: boolean): GameSort {
  return sortFieldEnum(gameSortField(sort.prop, best)) ?? 'LAST_ITERATION_DATE';
}

// The gateway's filter shapes (GameFilterInput, GameFilter): values travel as text.
export interface GameFilterInputShape {
  logicalOperator: 'ALL' | 'ANY';
  children: ({ rule: { rule: string; operator: string; operand?: string; value?: string; values?: string[] } } | { group: GameFilterInputShape })[];
}

export interface GameFilterOutputShape {
  readonly logicalOperator: 'ALL' | 'ANY' | '%future added value';
  readonly children: ReadonlyArray<{
    readonly rule?: {
      readonly rule: string;
      readonly operator: string;
      readonly operand?: string | null;
      readonly value?: string | null;
      readonly values?: ReadonlyArray<string> | null;
    } | null;
    readonly group?: GameFilterOutputShape | null;
  }>;
}

export function filterToInput(group: FilterGroupNode): GameFilterInputShape {
  return {
    logicalOperator: group.logicalOperator === 'any' ? 'ANY' : 'ALL',
    children: group.children.map((child) =>
      'children' in child
        ? { group: filterToInput(child) }
        : {
            rule: {
              rule: child.rule,
              operator: child.operator,
              ...(child.operand ? { operand: child.operand } : {}),
              ...(Array.isArray(child.value)
                ? { values: child.value.map(String) }
                : child.value !== undefined && child.value !== null
                  ? { value: String(child.value) }
                  : {}),
            },
          },
    ),
  };
}

/** A text value back to its rule's type (numbers, Yes=1/No=0, a person or $me). */
function typedValue(
  ruleId: string,
  value: string | null | undefined,
  values: ReadonlyArray<string> | null | undefined,
  rules: RuleLookup,
): unknown {
  if (values) return [...values];
  if (value === null || value === undefined) return undefined;
  const type = rules(ruleId)?.type;
  if (type === 'number' || type === 'boolean') return Number(value);
  if (type === 'person') return value === CURRENT_USER ? value : Number(value);
  return value;
}

export function filterFromOutput(group: GameFilterOutputShape, rules: RuleLookup = gameFilterRule): FilterGroupNode {
  return {
    logicalOperator: group.logicalOperator === 'ANY' ? 'any' : 'all',
    children: group.children.flatMap((child): FilterNode[] => {
      if (child.group) return [filterFromOutput(child.group, rules)];
      if (!child.rule) return [];
      const value = typedValue(child.rule.rule, child.rule.value, child.rule.values, rules);
      const node: FilterRuleNode = {
        rule: child.rule.rule,
        operator: child.rule.operator,
        ...(child.rule.operand ? { operand: child.rule.operand } : {}),
        ...(value !== undefined ? { value } : {}),
      };
      return [node];
    }),
  };
}

/** An empty tree filters nothing: the list asks without one. */
export const isEmptyFilter = (filter: FilterGroupNode | null): boolean => !filter || filter.children.length === 0;

/** The games connection's variables for a state. */
export function listVariables(state: ListState) {
  return {
    sort: gameSortEnum(state.sort, state.best),
    order: sortOrderEnum(state.sort.order),
    term: state.term.trim() || null,
    filter: state.filter && !isEmptyFilter(state.filter) ? filterToInput(state.filter) : null,
    best: state.best,
    studioId: state.studioId,
    projectId: state.projectId,
  } as const;
}

/** Whether two choices list the same games in the same order (a view is "changed" otherwise). */
export function sameListing(a: ListChoices, b: ListChoices): boolean {
  return (
    a.term.trim() === b.term.trim() &&
    a.sort.prop === b.sort.prop &&
    a.sort.order === b.sort.order &&
    a.best === b.best &&
    JSON.stringify(a.filter && !isEmptyFilter(a.filter) ? a.filter : null) ===
      JSON.stringify(b.filter && !isEmptyFilter(b.filter) ? b.filter : null)
  );
}

export interface SavedListState {
  readonly term: string;
  readonly best: boolean;
  readonly sort: { readonly prop: string; readonly order: 'ASC' | 'DESC' | '%future added value' } | null | undefined;
  readonly filter: listState_filter$key | null | undefined;
}

/** How a list reads what it saved: its default sort and its filter rules (games by default; studios, SL-05, SL-11). */
export interface SavedListKind {
  defaultSort: ListSortState;
  rules: RuleLookup;
}

export const GAMES_LIST_KIND: SavedListKind = { defaultSort: DEFAULT_LIST_CHOICES.sort, rules: gameFilterRule };

/** VIEW-02, AUTH-22: the choices a saved view (or the saved preferences) holds. */
export function choicesFromSaved(saved: SavedListState, viewId: number | null, kind: SavedListKind = GAMES_LIST_KIND): ListChoices {
  return {
    viewId,
    term: saved.term,
    best: saved.best,
    sort: saved.sort ? { prop: saved.sort.prop, order: sortOrderId(saved.sort.order) } : kind.defaultSort,
    filter: readFilter(saved.filter, kind.rules),
  };
}

/** A filter as the gateway answers it (views, preferences), three levels deep (FLT-02). */
const filterFragment = graphql`
  fragment listState_filter on GameFilter @inline {
    logicalOperator
    children {
      rule {
        rule
        operator
        operand
        value
        values
      }
      group {
        logicalOperator
        children {
          rule {
            rule
            operator
            operand
            value
            values
          }
          group {
            logicalOperator
            children {
              rule {
                rule
                operator
                operand
                value
                values
              }
            }
          }
        }
      }
    }
  }
`;

export const readFilter = (key: listState_filter$key | null | undefined, rules: RuleLookup = gameFilterRule): FilterGroupNode | null =>
  key ? filterFromOutput(readInlineData(filterFragment, key), rules) : null;
