// The filter builder of the games list (FLT, 001 §5, BE-LIST-01): the rules a
// filter may use, their operator families, value checks, sliders and unit hints,
// and the check of a whole tree. The web builds its form from this catalogue; the
// provider refuses what it refuses, then compiles the tree to SQL.
import { formatStatus } from './format';

/** 001 §4: a game's statuses. */
export const GAME_STATUSES = [
  'pending_sdk_integration',
  'pending_review',
  'pending_testing',
  'in_testing',
  'finished',
  'archived',
] as const;
export type GameStatus = (typeof GAME_STATUSES)[number];

/** 001 §4: the recommendation values, in the specification's order. */
export const RECOMMENDATIONS = [
  'high potential',
  'pending data',
  'low potential (low proto score)',
  'low potential (insufficient GA new users)',
  'no recommendation',
  'inconclusive (insufficient campaign spend)',
  'setup error (GA new users below network installs)',
  'setup error (no recorded GA new users)',
  'setup error (no recorded network installs)',
  'cohorts not mature',
] as const;
export type Recommendation = (typeof RECOMMENDATIONS)[number];

/** GAP-14: where a studio came from (the lead sources of the studio creation form). */
export const LEAD_SOURCES = [
  'Conference',
  'Game jam',
  'Referral',
  'Social media',
  'Cold email',
  'Website form',
  'Store scouting',
  'Partner studio',
  'Academy',
  'Other',
] as const;
export type LeadSource = (typeof LEAD_SOURCES)[number];

/** FLT-02: groups nest at most three deep (the top group is the first level). */
export const FILTER_MAX_DEPTH = 3;
/** Rules and groups a tree may hold in all, against abuse. */
export const FILTER_MAX_NODES = 100;
/** The value of a PM rule that means "the signed-in user" (GL-29, VIEW-15). */
export const CURRENT_USER = '$me';

export const TEXT_OPERATORS = [
  'equals',
  'does not equal',
  'contains',
  'does not contain',
  'is null',
  'is not null',
  'begins with',
  'ends with',
] as const;
export const NUMBER_OPERATORS = ['=', '<>', '<', '<=', '>', '>=', 'is null'] as const;
export const SELECT_OPERATORS = ['=', '<>'] as const;
export const PERSON_OPERATORS = ['=', '<>', 'is null', 'is not null'] as const;
export const MULTISELECT_OPERATORS = ['='] as const;
export const BOOLEAN_OPERATORS = ['='] as const;
export type FilterOperator =
  | (typeof TEXT_OPERATORS)[number]
  | (typeof NUMBER_OPERATORS)[number]
  | (typeof PERSON_OPERATORS)[number];

/** Operators that take no value. */
export const VALUELESS_OPERATORS: readonly string[] = ['is null', 'is not null'];

/**
 * text: free text; number: a number (slider when `slider` is set); date: yyyy-MM-dd;
 * select / person / multiselect: from `options` (person: a user id or CURRENT_USER);
 * boolean: Yes=1 / No=0 (FLT-07).
 */
export type FilterRuleType = 'text' | 'number' | 'date' | 'select' | 'person' | 'multiselect' | 'boolean';

/** How a number reads (FLT-08..13): its unit hint and display. */
export type NumberUnit = 'dollars' | 'percent' | 'seconds' | 'days' | 'count' | 'score';

export interface SliderConfig {
  min: number;
  max: number;
  step: number;
  default: number;
}

/** Where a select's choices come from: a fixed list, or a list of the reference data. */
export type OptionSource =
  | { kind: 'fixed'; options: readonly { value: string; label: string }[] }
  | { kind: 'codifications'; list: 'publishingManagers' };

export interface FilterRule {
  id: string;
  label: string;
  type: FilterRuleType;
  operators: readonly string[];
  unit?: NumberUnit;
  slider?: SliderConfig;
  /** A KPI: the best or the last value, after the view's best-only flag (GL-31). */
  kpi?: boolean;
  /** A permission the caller needs to filter on it (PERM-10, PERM-11). */
  permission?: string;
  options?: OptionSource;
}

const fixed = (values: readonly string[], label: (value: string) => string = (v) => v): OptionSource => ({
  kind: 'fixed',
  options: values.map((value) => ({ value, label: label(value) })),
});


/**
 * FLT-15..17, SUB-BUD-02, SUB-BUD-08: what the generic slider emits for a value the user
 * moved it to: nothing for a falsy one (0, NaN: FLT-17), else the value forced up to its
 * `minLock` (FLT-16), so that a slider running from 0 never goes below its locked minimum.
 */
export function sliderChange(value: number, minLock?: number): number | null {
  if (!value) return null;
  return minLock !== undefined && value < minLock ? minLock : value;
}

/** FLT-11..13: the per-type sliders of 001 §5. */
export const SLIDERS = {
  score: { min: 0, max: 5, step: 1, default: 3 },
  retention: { min: 0, max: 1, step: 0.01, default: 0.2 },
  cpi: { min: 0, max: 2, step: 0.01, default: 0.22 },
} as const satisfies Record<string, SliderConfig>;

const kpi = (id: string, label: string, unit: NumberUnit, extra: Partial<FilterRule> = {}): FilterRule => ({
  id,
  label,
  type: 'number',
  operators: NUMBER_OPERATORS,
  unit,
  kpi: true,
  ...extra,
});

/** The rules of the games list, on its columns (001 §5). */
export const GAME_FILTER_RULES: readonly FilterRule[] = [
  { id: 'name', label: 'Name', type: 'text', operators: TEXT_OPERATORS },
  { id: 'studioName', label: 'Studio', type: 'text', operators: TEXT_OPERATORS },
  {
    id: 'pmName',
    label: 'PM',
    type: 'person',
    operators: PERSON_OPERATORS,
    options: { kind: 'codifications', list: 'publishingManagers' },
  },
  {
    id: 'secondaryPmName',
    label: 'Secondary PM',
    type: 'person',
    operators: PERSON_OPERATORS,
    options: { kind: 'codifications', list: 'publishingManagers' },
  },
  { id: 'method', label: 'Method', type: 'select', operators: SELECT_OPERATORS, options: fixed(['auto', 'manual'], formatStatus) },
  {
    id: 'platform',
    label: 'Platform',
    type: 'select',
    operators: SELECT_OPERATORS,
    options: { kind: 'fixed', options: [{ value: 'ios', label: 'iOS' }, { value: 'android', label: 'Android' }] },
  },
  { id: 'status', label: 'Status', type: 'multiselect', operators: MULTISELECT_OPERATORS, options: fixed(GAME_STATUSES, formatStatus) },
  {
    id: 'recommendation',
    label: 'Recommendation',
    type: 'multiselect',
    operators: MULTISELECT_OPERATORS,
    options: fixed(RECOMMENDATIONS, formatStatus),
  },
  {
    id: 'adnetworks',
    label: 'Ad networks',
    type: 'multiselect',
    operators: MULTISELECT_OPERATORS,
    options: { kind: 'fixed', options: [{ value: 'facebook', label: 'Facebook' }, { value: 'snapchat', label: 'Snapchat' }] },
  },
  {
    id: 'studioActivityState',
    label: 'Studio activity',
    type: 'select',
    operators: SELECT_OPERATORS,
    options: fixed(['active', 'inactive', 'churned'], formatStatus),
  },
  { id: 'studioOrigin', label: 'Studio origin', type: 'select', operators: SELECT_OPERATORS, options: fixed(LEAD_SOURCES) },
  { id: 'nbIterations', label: 'Iterations', type: 'number', operators: NUMBER_OPERATORS, unit: 'count' },
  { id: 'lastIterationDate', label: 'Last iteration', type: 'date', operators: NUMBER_OPERATORS },
  { id: 'sinceLastIterationDate', label: 'Days since last iteration', type: 'number', operators: NUMBER_OPERATORS, unit: 'days' },
  { id: 'createdAt', label: 'Created', type: 'date', operators: NUMBER_OPERATORS },
  kpi('cpi', 'CPI', 'dollars', { slider: SLIDERS.cpi }),
  kpi('cpnu', 'CPNU', 'dollars', { slider: SLIDERS.cpi, permission: 'view_cpnu' }),
  kpi('ctr', 'CTR', 'percent', { slider: { min: 0, max: 0.1, step: 0.001, default: 0.02 } }),
  kpi('d1', 'D1', 'percent', { slider: SLIDERS.retention }),
  kpi('d7', 'D7', 'percent', { slider: SLIDERS.retention }),
  kpi('d14', 'D14', 'percent', { slider: SLIDERS.retention }),
  kpi('playtime', 'Daily playtime', 'seconds'),
  kpi('d3Playtime', 'Cumulative D3 playtime', 'seconds'),
  kpi('sessionLength', 'Session length', 'seconds'),
  kpi('d3Roas', 'D3 ROAS', 'percent', { slider: { min: 0, max: 2, step: 0.01, default: 0.2 }, permission: 'view_proto_score' }),
  { id: 'isCtr', label: 'CTR test', type: 'boolean', operators: BOOLEAN_OPERATORS },
  { id: 'isIterating', label: 'Iterating', type: 'boolean', operators: BOOLEAN_OPERATORS },
  { id: 'isHit', label: 'Hit', type: 'boolean', operators: BOOLEAN_OPERATORS },
  { id: 'isInKnowledgeSharing', label: 'In knowledge sharing', type: 'boolean', operators: BOOLEAN_OPERATORS },
];

const RULES_BY_ID = new Map(GAME_FILTER_RULES.map((rule) => [rule.id, rule]));
export const gameFilterRule = (id: string): FilterRule | undefined => RULES_BY_ID.get(id);

/** FLT-08..10: the unit hint shown beside a number field. */
export function unitHint(unit: NumberUnit | undefined): string | null {
  switch (unit) {
    case 'dollars':
      return '$';
    case 'percent':
      return '%';
    case 'seconds':
      return 'seconds (e.g. 66 for 1m06s)';
    case 'days':
      return 'days';
    default:
      return null;
  }
}

export interface FilterRuleNode {
  rule: string;
  operator: string;
  /** The rule's label, as the builder shows it; not read. */
  operand?: string | undefined;
  value?: unknown;
}

export interface FilterGroupNode {
  logicalOperator: 'all' | 'any';
  children: FilterNode[];
}

export type FilterNode = FilterRuleNode | FilterGroupNode;

export const isGroup = (node: FilterNode): node is FilterGroupNode => 'children' in node;

/** One problem of a tree: where (children.0.children.2, the rule's place), which rule, what. */
export interface FilterProblem {
  path: string;
  rule?: string | undefined;
  message: string;
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;

function isValidDate(value: unknown): value is string {
  if (typeof value !== 'string' || !DATE.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
}

function optionValues(rule: FilterRule): readonly string[] | undefined {
  return rule.options?.kind === 'fixed' ? rule.options.options.map((o) => o.value) : undefined;
}

/**
 * How a problem names a rule and a select's choices: by id for the API (BE-LIST-01),
 * by label for the builder (FLT-03, issue 15: "Status", "Pending review").
 */
type Naming = 'ids' | 'labels';

function choiceNames(rule: FilterRule, naming: Naming): string {
  const options = rule.options?.kind === 'fixed' ? rule.options.options : [];
  return options.map((o) => (naming === 'labels' ? o.label : o.value)).join(', ');
}

function valueProblem(rule: FilterRule, operator: string, value: unknown, naming: Naming): string | null {
  if (VALUELESS_OPERATORS.includes(operator)) return null;
  switch (rule.type) {
    case 'text':
      return typeof value === 'string' && value.length > 0 && value.length <= 100 ? null : 'needs a text of 1 to 100 characters';
    case 'number':
      return typeof value === 'number' && Number.isFinite(value) ? null : 'needs a number';
    case 'date':
      return isValidDate(value) ? null : 'needs a date (yyyy-MM-dd)';
    case 'boolean':
      return value === 1 || value === 0 ? null : 'needs 1 (Yes) or 0 (No)';
    case 'person':
      return value === CURRENT_USER || (typeof value === 'number' && Number.isInteger(value) && value > 0)
        ? null
        : 'needs a person';
    case 'select': {
      const allowed = optionValues(rule) ?? [];
      return typeof value === 'string' && allowed.includes(value) ? null : `needs one of: ${choiceNames(rule, naming)}`;
    }
    case 'multiselect': {
      const allowed = optionValues(rule) ?? [];
      return Array.isArray(value) && value.length > 0 && value.every((v) => typeof v === 'string' && allowed.includes(v))
        ? null
        : `needs one or more of: ${choiceNames(rule, naming)}`;
    }
  }
}

/** What is wrong with a rule's value, or null. */
export function ruleValueProblem(rule: FilterRule, operator: string, value: unknown): string | null {
  return valueProblem(rule, operator, value, 'ids');
}

/**
 * FLT-02..07, BE-LIST-01: every problem of a tree, each naming its place and rule:
 * a group deeper than three levels, an unknown rule, an operator the rule's family
 * does not have, a value that does not fit, a rule the caller may not use.
 */
export function filterTreeProblems(
  tree: unknown,
  options: {
    permissions?: ReadonlySet<string> | readonly string[];
    /** The list's rule lookup: the games list's by default, the studios list's for a studios view (SL-05). */
    rules?: (id: string) => FilterRule | undefined;
    /** FLT-03: name rules and choices by their labels, as the builder shows them (the API names ids). */
    labels?: boolean;
  } = {},
): FilterProblem[] {
  const problems: FilterProblem[] = [];
  const held = new Set(options.permissions ?? []);
  const lookup = options.rules ?? gameFilterRule;
  const naming: Naming = options.labels ? 'labels' : 'ids';
  let nodes = 0;

  const visit = (node: unknown, path: string, depth: number) => {
    if (++nodes > FILTER_MAX_NODES) {
      if (nodes === FILTER_MAX_NODES + 1) problems.push({ path, message: `A filter holds at most ${FILTER_MAX_NODES} rules and groups` });
      return;
    }
    if (typeof node !== 'object' || node === null || Array.isArray(node)) {
      problems.push({ path, message: 'A filter node is a rule or a group' });
      return;
    }
    if ('children' in node) {
      const group = node as { logicalOperator?: unknown; children?: unknown };
      if (depth > FILTER_MAX_DEPTH) {
        problems.push({ path, message: `Groups nest at most ${FILTER_MAX_DEPTH} levels deep` });
        return;
      }
      if (group.logicalOperator !== undefined && group.logicalOperator !== 'all' && group.logicalOperator !== 'any') {
        problems.push({ path: `${path}.logicalOperator`, message: 'A group is "all" or "any"' });
      }
      if (!Array.isArray(group.children)) {
        problems.push({ path: `${path}.children`, message: 'A group holds a list of rules and groups' });
        return;
      }
      group.children.forEach((child, index) => visit(child, `${path}.children.${index}`, depth + 1));
      return;
    }
    const { rule: id, operator, value } = node as { rule?: unknown; operator?: unknown; value?: unknown };
    if (typeof id !== 'string') {
      problems.push({ path, message: 'A rule names its rule' });
      return;
    }
    const rule = lookup(id);
    if (!rule) {
      problems.push({ path, rule: id, message: `Unknown rule "${id}"` });
      return;
    }
    const name = naming === 'labels' ? rule.label : `The rule "${id}"`;
    if (rule.permission && !held.has(rule.permission)) {
      problems.push({ path, rule: id, message: `${name} needs the ${rule.permission} permission` });
      return;
    }
    if (typeof operator !== 'string' || !rule.operators.includes(operator)) {
      problems.push({
        path,
        rule: id,
        message: `${name} takes the operators ${rule.operators.map((o) => `"${o}"`).join(', ')}, not "${String(operator)}"`,
      });
      return;
    }
    const problem = valueProblem(rule, operator, value, naming);
    if (problem) problems.push({ path: `${path}.value`, rule: id, message: `${name} ${problem}` });
  };

  visit(tree, 'query', 1);
  return problems;
}

/** The tree's rules, in order: for a summary or a column list. */
export function filterRules(tree: FilterNode | null | undefined): FilterRuleNode[] {
  if (!tree) return [];
  return isGroup(tree) ? tree.children.flatMap((child) => filterRules(child)) : [tree];
}
