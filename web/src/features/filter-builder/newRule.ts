// A new rule of the filter builder, apart from the builder: the filter dialog starts its
// draft with one before the builder's code has loaded (issue 17).
import { CURRENT_USER, GAME_FILTER_RULES, type FilterRule, type FilterRuleNode } from '@greenlight/rules';

/** A rule as the builder adds it: the rule's first operator and a value that fits (FLT-11..13 slider defaults). */
export function newRule(rule: FilterRule = GAME_FILTER_RULES[0]!): FilterRuleNode {
  const operator = rule.operators[0]!;
  return { rule: rule.id, operand: rule.label, operator, value: defaultValue(rule) };
}

/** A value of the rule's type to start from. */
export function defaultValue(rule: FilterRule): unknown {
  switch (rule.type) {
    case 'text':
      return '';
    case 'number':
      return rule.slider?.default ?? 0;
    case 'date':
      return new Date().toISOString().slice(0, 10);
    case 'boolean':
      return 1;
    case 'person':
      return CURRENT_USER;
    case 'select':
      return rule.options?.kind === 'fixed' ? rule.options.options[0]?.value : undefined;
    case 'multiselect':
      return [];
  }
}
