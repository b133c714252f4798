import {
  Button,
  CounterBadge,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  DialogTrigger,
  Spinner,
  makeStyles,
} from '@fluentui/react-components';
import { FilterRegular } from '@fluentui/react-icons';
import { filterRules, filterTreeProblems, type FilterGroupNode, type FilterRule } from '@greenlight/rules';
import { lazy, Suspense, useState } from 'react';
import type { PersonOption } from './FilterBuilder';
import { newRule } from './newRule';

// The builder and its value editors load when the dialog first opens (issue 17: not with the list).
const FilterBuilder = lazy(async () => ({ default: (await import('./FilterBuilder')).FilterBuilder }));

const useStyles = makeStyles({
  surface: { maxWidth: 'min(960px, 96vw)', width: '960px' },
  content: { maxHeight: '65vh', overflowY: 'auto' },
});

const emptyFilter = (rules: readonly FilterRule[] | undefined): FilterGroupNode => ({
  logicalOperator: 'all',
  children: [newRule(rules?.[0])],
});

/**
 * "Create filters" (GL-04, FLT): the builder on a draft of the list's filter; Apply
 * hands the tree to the list only when every rule fits (the provider checks again),
 * else shows every problem (FLT-03). "Clear filters" empties the draft only: Apply
 * then removes the list's filter (issue 15).
 */
export function FilterDialog({
  filter,
  onApply,
  permissions,
  people,
  rules,
}: {
  filter: FilterGroupNode | null;
  onApply: (filter: FilterGroupNode | null) => void;
  permissions: readonly string[];
  people: readonly PersonOption[];
  /** The list's rule catalogue: the games list's by default (SL-05). */
  rules?: readonly FilterRule[];
}) {
  const styles = useStyles();
  const [open, setOpen] = useState(false);
  const [draft, setDraft] = useState<FilterGroupNode>(filter ?? emptyFilter(rules));
  const [applyPressed, setApplyPressed] = useState(false);
  const problems = filterTreeProblems(draft, {
    permissions,
    labels: true,
    ...(rules ? { rules: (id: string) => rules.find((rule) => rule.id === id) } : {}),
  });
  const count = filterRules(filter).length;

  return (
    <Dialog
      open={open}
      onOpenChange={(_e, data) => {
        if (data.open) {
          setDraft(filter && filter.children.length > 0 ? filter : emptyFilter(rules));
          setApplyPressed(false);
        }
        setOpen(data.open);
      }}
    >
      <DialogTrigger disableButtonEnhancement>
        <Button icon={<FilterRegular />} appearance={count > 0 ? 'primary' : 'secondary'}>
          Create filters
          {count > 0 && <CounterBadge count={count} size="small" color="informative" style={{ marginLeft: 6 }} aria-label={`${count} rules`} />}
        </Button>
      </DialogTrigger>
      <DialogSurface className={styles.surface}>
        <DialogBody>
          <DialogTitle>Filters</DialogTitle>
          <DialogContent className={styles.content}>
            <Suspense fallback={<Spinner label="Loading" />}>
              <FilterBuilder
                filter={draft}
                onChange={setDraft}
                permissions={permissions}
                people={people}
                problems={problems}
                showProblems={applyPressed}
                rules={rules}
              />
            </Suspense>
          </DialogContent>
          <DialogActions>
            <Button
              appearance="subtle"
              onClick={() => {
                setDraft({ logicalOperator: 'all', children: [] });
                setApplyPressed(false);
              }}
            >
              Clear filters
            </Button>
            <DialogTrigger disableButtonEnhancement>
              <Button appearance="secondary">Cancel</Button>
            </DialogTrigger>
            <Button
              appearance="primary"
              onClick={() => {
                setApplyPressed(true);
                if (problems.length > 0) return;
                onApply(draft.children.length > 0 ? draft : null);
                setOpen(false);
              }}
            >
              Apply
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
