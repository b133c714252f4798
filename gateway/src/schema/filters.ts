// The filter builder's tree (FLT-01) as GraphQL types: the same nesting as the
// provider's JSON (a group holds rules and groups), each value as text or a list of
// texts, converted by the rule's type (rules/ catalogue) on the way to the provider.
import { CURRENT_USER, gameFilterRule, isGroup, studioFilterRule, type FilterGroupNode, type FilterNode } from '@greenlight/rules';
import { builder } from '../builder';
import { ProviderError } from '../provider/errors';
import { providerEnum } from './provider-enum';

export const LogicalOperator = providerEnum('LogicalOperator', ['all', 'any'] as const satisfies readonly FilterGroupNode['logicalOperator'][], {
  description: 'How a group combines its children: ALL must hold, or ANY one (FLT-01)',
});

/** The provider's tree node, as the views and preferences hold it. */
export type ProviderFilterNode = FilterNode;

export interface GameFilterRuleShape {
  rule: string;
  operator: string;
  operand: string | null;
  value: string | null;
  values: string[] | null;
}

export interface GameFilterShape {
  logicalOperator: 'all' | 'any';
  children: { group: GameFilterShape | null; rule: GameFilterRuleShape | null }[];
}

// Output ------------------------------------------------------------------

const GameFilterRule = builder.objectRef<GameFilterRuleShape>('GameFilterRule').implement({
  description: 'A rule of a filter: a column, an operator and its value (FLT-03..07)',
  fields: (t) => ({
    rule: t.exposeString('rule', { description: 'the rule id of the catalogue (name, cpi, pmName ...)' }),
    operator: t.exposeString('operator', { description: 'one of the rule\'s operators: =, <>, <, <=, >, >=, is null, equals ...' }),
    operand: t.exposeString('operand', { nullable: true, description: 'the rule\'s label, as the builder shows it' }),
    value: t.exposeString('value', {
      nullable: true,
      description: 'the value as text: a number ("0.22"), a day (yyyy-MM-dd), "1"/"0" for Yes/No, a user id or "$me"',
    }),
    values: t.exposeStringList('values', { nullable: true, description: 'the values of a multi-select' }),
  }),
});

export const GameFilter = builder.objectRef<GameFilterShape>('GameFilter');

const GameFilterNode = builder
  .objectRef<GameFilterShape['children'][number]>('GameFilterNode')
  .implement({
    description: 'One child of a group: a rule or a nested group',
    fields: (t) => ({
      rule: t.field({ type: GameFilterRule, nullable: true, description: 'the rule, when the child is one', resolve: (node) => node.rule }),
      group: t.field({ type: GameFilter, nullable: true, description: 'the nested group, when the child is one', resolve: (node) => node.group }),
    }),
  });

GameFilter.implement({
  description: 'A filter tree: a group whose children are rules and groups, three levels at most (FLT-01, FLT-02)',
  fields: (t) => ({
    logicalOperator: t.field({ type: LogicalOperator, description: 'whether all children must hold or any one', resolve: (group) => group.logicalOperator }),
    children: t.field({ type: [GameFilterNode], description: 'its rules and nested groups', resolve: (group) => group.children }),
  }),
});

/** The provider's tree as the GraphQL shape. */
export function toGameFilter(node: unknown): GameFilterShape | null {
  if (!node || typeof node !== 'object') return null;
  const tree = node as FilterNode;
  const group = isGroup(tree) ? tree : { logicalOperator: 'all' as const, children: [tree] };
  return {
    logicalOperator: group.logicalOperator === 'any' ? 'any' : 'all',
    children: group.children.map((child) =>
      isGroup(child)
        ? { group: toGameFilter(child), rule: null }
        : {
            group: null,
            rule: {
              rule: child.rule,
              operator: child.operator,
              operand: child.operand ?? null,
              value: Array.isArray(child.value) || child.value === undefined || child.value === null ? null : String(child.value),
              values: Array.isArray(child.value) ? child.value.map(String) : null,
            },
          },
    ),
  };
}

// Input -------------------------------------------------------------------

interface GameFilterRuleInputShape {
  rule: string;
  operator: string;
  operand?: string | null | undefined;
  value?: string | null | undefined;
  values?: string[] | null | undefined;
}

interface GameFilterInputShape {
  logicalOperator: 'all' | 'any';
  children: { group?: GameFilterInputShape | null | undefined; rule?: GameFilterRuleInputShape | null | undefined }[];
}

const GameFilterRuleInput = builder.inputRef<GameFilterRuleInputShape>('GameFilterRuleInput').implement({
  description: 'A rule of a filter: a column, an operator and its value (FLT-03..07)',
  fields: (t) => ({
    rule: t.string({ required: true, description: 'the rule id of the catalogue (name, cpi, pmName ...)' }),
    operator: t.string({ required: true, description: 'one of the rule\'s operators (=, <>, <, is null, equals ...)' }),
    operand: t.string({ description: 'the rule\'s label, as the builder shows it' }),
    value: t.string({ description: 'as GameFilterRule.value' }),
    values: t.stringList({ description: 'the values of a multi-select' }),
  }),
});

export const GameFilterInput = builder.inputRef<GameFilterInputShape>('GameFilterInput');

const GameFilterNodeInput = builder
  .inputRef<GameFilterInputShape['children'][number]>('GameFilterNodeInput')
  .implement({
    description: 'A rule or a nested group: give exactly one',
    fields: (t) => ({
      rule: t.field({ type: GameFilterRuleInput, description: 'a rule' }),
      group: t.field({ type: GameFilterInput, description: 'a nested group' }),
    }),
  });

GameFilterInput.implement({
  description: 'A filter tree (FLT-01): checked by the provider against the rule catalogue, three levels at most',
  fields: (t) => ({
    logicalOperator: t.field({ type: LogicalOperator, required: true, description: 'whether all children must hold or any one' }),
    children: t.field({ type: [GameFilterNodeInput], required: true, description: 'its rules and nested groups' }),
  }),
});

/** A rule's value, typed by the catalogue; what does not parse goes as given, for the provider to refuse by name. */
function ruleValue(input: GameFilterRuleInputShape, list: FilterList): unknown {
  if (input.values) return input.values;
  const text = input.value ?? undefined;
  if (text === undefined) return undefined;
  const type = (list === 'studios' ? studioFilterRule : gameFilterRule)(input.rule)?.type;
  const number = text.trim() === '' ? Number.NaN : Number(text);
  if (type === 'number' || type === 'boolean') return Number.isFinite(number) ? number : text;
  if (type === 'person') return text === CURRENT_USER ? text : Number.isInteger(number) ? number : text;
  return text;
}

/** The lists a filter tree is for: each has its rule catalogue (rules/). */
type FilterList = 'games' | 'studios';

/**
 * The GraphQL input as the provider's tree, values typed by the list's catalogue; a
 * node with neither or both parts is refused here.
 */
export function fromGameFilterInput(input: GameFilterInputShape, list: FilterList = 'games'): FilterGroupNode {
  return {
    logicalOperator: input.logicalOperator,
    children: input.children.map((child, index) => {
      if (Boolean(child.group) === Boolean(child.rule)) {
        throw new ProviderError(`A filter node is a rule or a group (children.${index})`, 400, 'INVALID_FILTER');
      }
      if (child.group) return fromGameFilterInput(child.group, list);
      const rule = child.rule!;
      return {
        rule: rule.rule,
        operator: rule.operator,
        ...(rule.operand ? { operand: rule.operand } : {}),
        ...(ruleValue(rule, list) !== undefined ? { value: ruleValue(rule, list) } : {}),
      };
    }),
  };
}
