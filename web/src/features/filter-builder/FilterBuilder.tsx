import {
  Button,
  Caption1,
  Dropdown,
  Field,
  Input,
  Option,
  Radio,
  RadioGroup,
  Text,
  Tooltip,
  makeStyles,
  mergeClasses,
  tokens,
} from '@fluentui/react-components';
import { AddRegular, DeleteRegular, GroupRegular } from '@fluentui/react-icons';
import {
  CURRENT_USER,
  FILTER_MAX_DEPTH,
  GAME_FILTER_RULES,
  VALUELESS_OPERATORS,
  formatCost,
  formatDate,
  formatDuration,
  formatPercent,
  gameFilterRule,
  unitHint,
  type FilterGroupNode,
  type FilterNode,
  type FilterProblem,
  type FilterRule,
  type FilterRuleNode,
} from '@greenlight/rules';
import { useState } from 'react';
import { StepSlider } from '../../components/StepSlider';
import { defaultValue, newRule } from './newRule';

const useStyles = makeStyles({
  group: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
    padding: tokens.spacingHorizontalM,
    borderRadius: tokens.borderRadiusMedium,
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    backgroundColor: tokens.colorNeutralBackground1,
  },
  nested: { backgroundColor: tokens.colorNeutralBackground2 },
  groupHead: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS, flexWrap: 'wrap' },
  grow: { flexGrow: 1 },
  rule: {
    display: 'grid',
    gridTemplateColumns: 'minmax(150px, 1fr) minmax(120px, 0.8fr) minmax(180px, 1.6fr) auto',
    alignItems: 'start',
    gap: tokens.spacingHorizontalS,
    '@media (max-width: 700px)': { gridTemplateColumns: '1fr' },
  },
  value: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS, minWidth: 0 },
  sliderRow: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS },
  sliderValue: { minWidth: '56px', fontVariantNumeric: 'tabular-nums', fontWeight: tokens.fontWeightSemibold },
  hint: { color: tokens.colorNeutralForeground3 },
  problem: { color: tokens.colorPaletteRedForeground1 },
  dropdown: { minWidth: 0, width: '100%' },
});

export interface PersonOption {
  value: number;
  label: string;
}

interface BuilderProps {
  filter: FilterGroupNode;
  onChange: (filter: FilterGroupNode) => void;
  /** The viewer's permissions: rules that need one they lack are not offered (PERM-10, PERM-11). */
  permissions: readonly string[];
  /** The publishing managers of the reference data, for the PM rules (FLT-05). */
  people: readonly PersonOption[];
  /** Problems of the tree (filterTreeProblems with labels), shown where they are. */
  problems: readonly FilterProblem[];
  /** FLT-03: every problem shows once Apply was pressed; before, a rule's once it was touched. */
  showProblems?: boolean | undefined;
  /** The list's rule catalogue: the games list's by default, the studios list's there (SL-05). */
  rules?: readonly FilterRule[] | undefined;
}

/** A rule of a catalogue by id. */
const ruleIn = (catalogue: readonly FilterRule[] | undefined, id: string): FilterRule | undefined =>
  catalogue ? catalogue.find((rule) => rule.id === id) : gameFilterRule(id);

/** FLT-11..13: a slider value as it reads: $ for CPI, percent for retention. */
function sliderLabel(rule: FilterRule, value: number): string {
  if (rule.unit === 'dollars') return formatCost(value);
  if (rule.unit === 'percent') return formatPercent(value, rule.slider && rule.slider.step < 0.01 ? 1 : 0);
  return String(value);
}

/**
 * The filter builder (FLT): a group of rules and groups, all or any, nested three
 * levels at most (FLT-02); each rule a column of the games list with the operators
 * of its family and a value editor that fits it.
 */
export function FilterBuilder(props: BuilderProps) {
  return <GroupEditor {...props} group={props.filter} path="query" depth={1} onChangeGroup={props.onChange} />;
}

interface GroupProps extends BuilderProps {
  group: FilterGroupNode;
  path: string;
  depth: number;
  onChangeGroup: (group: FilterGroupNode) => void;
  onRemove?: () => void;
}

function GroupEditor({ group, path, depth, onChangeGroup, onRemove, ...props }: GroupProps) {
  const styles = useStyles();
  const available = (props.rules ?? GAME_FILTER_RULES).filter((rule) => !rule.permission || props.permissions.includes(rule.permission));
  const setChild = (index: number, child: FilterNode | null) =>
    onChangeGroup({
      ...group,
      children: child === null ? group.children.filter((_, i) => i !== index) : group.children.map((c, i) => (i === index ? child : c)),
    });
  const canNest = depth < FILTER_MAX_DEPTH;

  return (
    <div className={mergeClasses(styles.group, depth > 1 && styles.nested)} role="group" aria-label={`Filter group, level ${depth}`}>
      <div className={styles.groupHead}>
        <Text>Match</Text>
        <Dropdown
          aria-label="Match all or any"
          value={group.logicalOperator === 'any' ? 'any' : 'all'}
          selectedOptions={[group.logicalOperator]}
          onOptionSelect={(_e, data) => onChangeGroup({ ...group, logicalOperator: data.optionValue === 'any' ? 'any' : 'all' })}
          style={{ minWidth: 90 }}
        >
          <Option value="all">all</Option>
          <Option value="any">any</Option>
        </Dropdown>
        <Text className={styles.grow}>of the following</Text>
        <Button size="small" icon={<AddRegular />} onClick={() => onChangeGroup({ ...group, children: [...group.children, newRule(available[0])] })}>
          Add rule
        </Button>
        <Tooltip
          content={canNest ? 'A group of rules inside this one' : `Groups nest at most ${FILTER_MAX_DEPTH} levels deep`}
          relationship="description"
        >
          <Button
            size="small"
            icon={<GroupRegular />}
            disabledFocusable={!canNest}
            onClick={() => onChangeGroup({ ...group, children: [...group.children, { logicalOperator: 'all', children: [newRule(available[0])] }] })}
          >
            Add group
          </Button>
        </Tooltip>
        {onRemove && <Button size="small" appearance="subtle" icon={<DeleteRegular />} aria-label="Remove group" onClick={onRemove} />}
      </div>
      {group.children.length === 0 && <Caption1 className={styles.hint}>No rule yet: every game matches.</Caption1>}
      {group.children.map((child, index) =>
        'children' in child ? (
          <GroupEditor
            key={index}
            {...props}
            group={child}
            path={`${path}.children.${index}`}
            depth={depth + 1}
            onChangeGroup={(next) => setChild(index, next)}
            onRemove={() => setChild(index, null)}
          />
        ) : (
          <RuleEditor
            key={index}
            {...props}
            node={child}
            choices={available}
            path={`${path}.children.${index}`}
            onChangeRule={(next) => setChild(index, next)}
            onRemove={() => setChild(index, null)}
          />
        ),
      )}
    </div>
  );
}

interface RuleProps extends BuilderProps {
  node: FilterRuleNode;
  /** The rules the viewer may pick. */
  choices: readonly FilterRule[];
  path: string;
  onChangeRule: (node: FilterRuleNode) => void;
  onRemove: () => void;
}

function RuleEditor({ node, choices, rules, path, onChangeRule, onRemove, people, problems, showProblems }: RuleProps) {
  const styles = useStyles();
  const rule = ruleIn(rules, node.rule);
  // FLT-03 (issue 15): a rule's problem waits until the user touched its value or pressed Apply;
  // another column starts a new rule, untouched.
  const [touched, setTouched] = useState(false);
  const problem = touched || showProblems ? problems.find((p) => p.path === path || p.path === `${path}.value`) : undefined;
  const valueless = VALUELESS_OPERATORS.includes(node.operator);

  return (
    <div className={styles.rule} role="group" aria-label={`Rule ${rule?.label ?? node.rule}`}>
      <Dropdown
        aria-label="Column"
        className={styles.dropdown}
        value={rule?.label ?? node.rule}
        selectedOptions={[node.rule]}
        onOptionSelect={(_e, data) => {
          const next = ruleIn(rules, data.optionValue ?? '');
          if (!next) return;
          setTouched(false);
          onChangeRule(newRule(next));
        }}
      >
        {choices.map((r) => (
          <Option key={r.id} value={r.id}>
            {r.label}
          </Option>
        ))}
      </Dropdown>
      <Dropdown
        aria-label="Operator"
        className={styles.dropdown}
        value={node.operator}
        selectedOptions={[node.operator]}
        onOptionSelect={(_e, data) => {
          const operator = data.optionValue ?? node.operator;
          onChangeRule({
            ...node,
            operator,
            value: VALUELESS_OPERATORS.includes(operator) ? undefined : (node.value ?? (rule ? defaultValue(rule) : undefined)),
          });
        }}
      >
        {(rule?.operators ?? []).map((operator) => (
          <Option key={operator} value={operator}>
            {operator}
          </Option>
        ))}
      </Dropdown>
      <div className={styles.value} onBlur={() => setTouched(true)}>
        {rule && !valueless && (
          <ValueEditor
            rule={rule}
            node={node}
            people={people}
            onChange={(value) => {
              setTouched(true);
              onChangeRule({ ...node, value });
            }}
          />
        )}
        {problem && (
          <Caption1 className={styles.problem} role="alert">
            {problem.message}
          </Caption1>
        )}
      </div>
      <Button appearance="subtle" icon={<DeleteRegular />} aria-label={`Remove rule ${rule?.label ?? node.rule}`} onClick={onRemove} />
    </div>
  );
}

function ValueEditor({
  rule,
  node,
  people,
  onChange,
}: {
  rule: FilterRule;
  node: FilterRuleNode;
  people: readonly PersonOption[];
  onChange: (value: unknown) => void;
}) {
  const styles = useStyles();
  const label = `${rule.label} value`;
  const hint = unitHint(rule.unit);

  switch (rule.type) {
    case 'text':
      return <Input aria-label={label} value={String(node.value ?? '')} maxLength={100} onChange={(_e, d) => onChange(d.value)} />;
    case 'date': {
      const value = String(node.value ?? '');
      return (
        <>
          <Input aria-label={label} type="date" value={value} onChange={(_e, d) => onChange(d.value)} />
          {value && <Caption1 className={styles.hint}>{formatDate(value)}</Caption1>}
        </>
      );
    }
    case 'number': {
      const value = typeof node.value === 'number' ? node.value : Number(node.value ?? 0);
      if (rule.slider) {
        return (
          <div className={styles.sliderRow}>
            <StepSlider
              aria-label={label}
              min={rule.slider.min}
              max={rule.slider.max}
              step={rule.slider.step}
              value={Number.isFinite(value) ? value : rule.slider.default}
              onValue={onChange}
              style={{ flexGrow: 1 }}
            />
            <span className={styles.sliderValue}>{sliderLabel(rule, value)}</span>
          </div>
        );
      }
      return (
        <>
          <Input
            aria-label={label}
            type="number"
            value={Number.isFinite(value) ? String(value) : ''}
            onChange={(_e, d) => onChange(d.value === '' ? Number.NaN : Number(d.value))}
            contentAfter={hint && rule.unit !== 'seconds' ? <Caption1>{hint}</Caption1> : undefined}
          />
          {rule.unit === 'seconds' && (
            <Caption1 className={styles.hint}>
              seconds{Number.isFinite(value) && value > 0 ? ` (${formatDuration(value)})` : ' (e.g. 66 for 1m06s)'}
            </Caption1>
          )}
        </>
      );
    }
    case 'boolean':
      return (
        <RadioGroup aria-label={label} layout="horizontal" value={String(node.value ?? 1)} onChange={(_e, d) => onChange(Number(d.value))}>
          <Radio value="1" label="Yes" />
          <Radio value="0" label="No" />
        </RadioGroup>
      );
    case 'person': {
      const options = [{ value: CURRENT_USER, label: 'Me' }, ...people.map((p) => ({ value: String(p.value), label: p.label }))];
      const current = String(node.value ?? CURRENT_USER);
      return (
        <Dropdown
          aria-label={label}
          className={styles.dropdown}
          value={options.find((o) => o.value === current)?.label ?? ''}
          selectedOptions={[current]}
          onOptionSelect={(_e, d) => onChange(d.optionValue === CURRENT_USER ? CURRENT_USER : Number(d.optionValue))}
        >
          {options.map((o) => (
            <Option key={o.value} value={o.value}>
              {o.label}
            </Option>
          ))}
        </Dropdown>
      );
    }
    case 'select':
    case 'multiselect': {
      const options = rule.options?.kind === 'fixed' ? rule.options.options : [];
      const selected = Array.isArray(node.value) ? node.value.map(String) : node.value ? [String(node.value)] : [];
      const labels = options.filter((o) => selected.includes(o.value)).map((o) => o.label);
      return (
        <Field validationState="none">
          <Dropdown
            aria-label={label}
            className={styles.dropdown}
            multiselect={rule.type === 'multiselect'}
            placeholder={rule.type === 'multiselect' ? 'Choose one or more' : 'Choose one'}
            value={labels.join(', ')}
            selectedOptions={selected}
            onOptionSelect={(_e, d) => onChange(rule.type === 'multiselect' ? d.selectedOptions : d.optionValue)}
          >
            {options.map((o) => (
              <Option key={o.value} value={o.value}>
                {o.label}
              </Option>
            ))}
          </Dropdown>
        </Field>
      );
    }
  }
}
