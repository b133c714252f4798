import { Caption1, Dropdown, Option, SearchBox, Slider, Switch, Text, makeStyles, tokens } from '@fluentui/react-components';
import { KS_RANGES, KS_RANGES_BY_TYPE, KS_SORTS, ksRangeLabel, ksSortOption, type KsRangeId, type KsType } from '@greenlight/rules';

/** What the list is asked for: the search, the sort option's value, the ranges in the sliders' units and "Favourites only". */
export interface KsChoices {
  term: string;
  sort: string;
  ranges: Partial<Record<KsRangeId, readonly [number, number]>>;
  pinnedOnly: boolean;
}

/** KS-05..08, KS-10, KS-11: the type's first sort and its ranges whole. */
export function defaultChoices(type: KsType, term: string): KsChoices {
  const ranges: KsChoices['ranges'] = {};
  for (const id of KS_RANGES_BY_TYPE[type]) ranges[id] = [KS_RANGES[id].min, KS_RANGES[id].max];
  return { term, sort: KS_SORTS[type][0]!.value, ranges, pinnedOnly: false };
}

/** NAV-04, CONF-33: the search box takes 50 characters at most. */
const SEARCH_MAX = 50;

const useStyles = makeStyles({
  bar: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalM,
    padding: tokens.spacingHorizontalM,
    borderRadius: tokens.borderRadiusLarge,
    backgroundColor: tokens.colorNeutralBackground2,
    minWidth: 0,
  },
  row: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalM, flexWrap: 'wrap' },
  search: { width: '260px', maxWidth: '100%' },
  sort: { minWidth: '200px', maxWidth: '100%' },
  ranges: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(min(220px, 100%), 1fr))',
    gap: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalXL}`,
  },
  range: { display: 'flex', flexDirection: 'column', minWidth: 0, border: 'none', margin: 0, padding: 0 },
  rangeHead: { display: 'flex', justifyContent: 'space-between', alignItems: 'baseline', gap: tokens.spacingHorizontalS },
  bound: { display: 'grid', gridTemplateColumns: '32px minmax(0, 1fr)', alignItems: 'center' },
  slider: { minWidth: 0, width: '100%' },
  muted: { color: tokens.colorNeutralForeground3 },
});

/**
 * The list's bar (KS-05..12): the search, the type's sorts (the first the default), a
 * minimum and a maximum slider per range of the type, shown in dollars or percent
 * (step 1, no ticks: the step goes to the input only, Fluent draws marks for its own), and
 * "Favourites only".
 */
export function KnowledgeSharingFilters({
  type,
  choices,
  onTerm,
  onSort,
  onRange,
  onPinnedOnly,
}: {
  type: KsType;
  choices: KsChoices;
  onTerm: (term: string) => void;
  onSort: (sort: string) => void;
  onRange: (id: KsRangeId, range: readonly [number, number]) => void;
  onPinnedOnly: (pinnedOnly: boolean) => void;
}) {
  const styles = useStyles();
  const sort = ksSortOption(type, choices.sort);
  return (
    <div className={styles.bar} role="region" aria-label="Search and filters">
      <div className={styles.row}>
        <SearchBox
          className={styles.search}
          placeholder="Search a game"
          aria-label="Search a game"
          maxLength={SEARCH_MAX}
          value={choices.term}
          onChange={(_event, data) => onTerm(data.value)}
        />
        <Dropdown
          className={styles.sort}
          aria-label="Sort by"
          value={sort.label}
          selectedOptions={[sort.value]}
          onOptionSelect={(_event, data) => data.optionValue && onSort(data.optionValue)}
        >
          {KS_SORTS[type].map((option) => (
            <Option key={option.value} value={option.value}>
              {option.label}
            </Option>
          ))}
        </Dropdown>
        <Switch label="Favourites only" checked={choices.pinnedOnly} onChange={(_event, data) => onPinnedOnly(data.checked)} />
      </div>
      <div className={styles.ranges}>
        {KS_RANGES_BY_TYPE[type].map((id) => (
          <RangeFilter key={id} id={id} value={choices.ranges[id] ?? [KS_RANGES[id].min, KS_RANGES[id].max]} onChange={(range) => onRange(id, range)} />
        ))}
      </div>
    </div>
  );
}

/** KS-05..08: one range as two sliders, the minimum never above the maximum. */
function RangeFilter({ id, value, onChange }: { id: KsRangeId; value: readonly [number, number]; onChange: (range: readonly [number, number]) => void }) {
  const styles = useStyles();
  const { label, min, max, step } = KS_RANGES[id];
  const [low, high] = value;
  return (
    <fieldset className={styles.range} aria-label={label}>
      <div className={styles.rangeHead}>
        <Text as="span" weight="semibold">
          {label}
        </Text>
        <Caption1 aria-label={`${label} range`}>
          {ksRangeLabel(id, low)} - {ksRangeLabel(id, high)}
        </Caption1>
      </div>
      <div className={styles.bound}>
        <Caption1 className={styles.muted} aria-hidden="true">
          Min
        </Caption1>
        <Slider
          className={styles.slider}
          size="small"
          aria-label={`${label} minimum`}
          aria-valuetext={ksRangeLabel(id, low)}
          min={min}
          max={max}
          input={{ step }}
          value={low}
          onChange={(_event, data) => onChange([Math.min(data.value, high), high])}
        />
      </div>
      <div className={styles.bound}>
        <Caption1 className={styles.muted} aria-hidden="true">
          Max
        </Caption1>
        <Slider
          className={styles.slider}
          size="small"
          aria-label={`${label} maximum`}
          aria-valuetext={ksRangeLabel(id, high)}
          min={min}
          max={max}
          input={{ step }}
          value={high}
          onChange={(_event, data) => onChange([low, Math.max(data.value, low)])}
        />
      </div>
    </fieldset>
  );
}
