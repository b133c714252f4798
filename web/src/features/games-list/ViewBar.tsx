import {
  Button,
  SearchBox,
  Switch,
  ToggleButton,
  Toolbar,
  Tooltip,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { ArrowDownloadRegular, OptionsRegular } from '@fluentui/react-icons';
import { gameSortsFor, isCompactBoard, type FilterGroupNode } from '@greenlight/rules';
import { useState } from 'react';
import { useWindowWidth } from '../../hooks/useWindowWidth';
import { useNotify } from '../app-shell/notifications';
import { FilterDialog } from '../filter-builder/FilterDialog';
import type { PersonOption } from '../filter-builder/FilterBuilder';
import { ViewSelector } from '../views/ViewSelector';
import type { SavedViewData } from '../views/views';
import { downloadGamesCsv } from './exportCsv';
import type { ListChoices, ListState } from './list-state';

const useStyles = makeStyles({
  bar: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
    padding: tokens.spacingHorizontalM,
    borderRadius: tokens.borderRadiusLarge,
    backgroundColor: tokens.colorNeutralBackground2,
    marginBottom: tokens.spacingVerticalL,
  },
  row: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS, flexWrap: 'wrap' },
  search: { width: '260px', maxWidth: '100%' },
  spacer: { flexGrow: 1 },
  sorts: { flexWrap: 'wrap', padding: 0 },
  // MOB-04: on a phone the search fills its row and the sorts scroll sideways in one.
  compactSearch: { flexGrow: 1, minWidth: 0, width: 'auto' },
  compactSorts: { flexWrap: 'nowrap', overflowX: 'auto', scrollbarWidth: 'none', '& > *': { flexShrink: 0 } },
});

/** NAV-04, CONF-33: the search box takes 50 characters at most. */
const SEARCH_MAX = 50;

/**
 * The view bar of the games list (GL-02..05): 'Search in list', the filter
 * builder, the best-only flag, the saved views with their save buttons, 'Export
 * CSV', and the sort buttons the viewer may use (GL-14..21: Best CPNU needs
 * view_cpnu, Best D3 ROAS view_proto_score). On a phone (MOB-04) the filters, flag,
 * views and export wait behind "More" so that the games start on the first screen.
 */
export function ViewBar({
  state,
  onChange,
  permissions,
  people,
  views,
  columns,
  onSelectView,
  onViewDeleted,
  exportState,
}: {
  state: ListChoices;
  onChange: (choices: ListChoices) => void;
  permissions: readonly string[];
  people: readonly PersonOption[];
  views: readonly SavedViewData[] | null;
  columns: SavedViewData['columns'];
  onSelectView: (viewId: number) => void;
  onViewDeleted: () => void;
  /** What the list shows now (the bar may be a keystroke ahead). */
  exportState: ListState;
}) {
  const styles = useStyles();
  const { apiError } = useNotify();
  const [exporting, setExporting] = useState(false);
  const compact = isCompactBoard(useWindowWidth());
  const [more, setMore] = useState(false);
  const sorts = gameSortsFor(permissions);
  const visibleColumns = columns.filter((column) => column.isSelected).map((column) => column.id);

  const exportCsv = async () => {
    setExporting(true);
    try {
      await downloadGamesCsv(exportState, visibleColumns);
    } catch (cause) {
      apiError({ message: cause instanceof Error ? cause.message : String(cause) });
    } finally {
      setExporting(false);
    }
  };

  const search = (
    <SearchBox
      className={compact ? styles.compactSearch : styles.search}
      placeholder="Search in list"
      aria-label="Search in list"
      maxLength={SEARCH_MAX}
      value={state.term}
      onChange={(_e, data) => onChange({ ...state, term: data.value })}
    />
  );
  const controls = (
    <>
      <FilterDialog
        filter={state.filter}
        onApply={(filter: FilterGroupNode | null) => onChange({ ...state, filter })}
        permissions={permissions}
        people={people}
      />
      <Tooltip content="On: each KPI is the best of the game's iterations. Off: the last iteration's." relationship="description">
        <Switch label="Best values" checked={state.best} onChange={(_e, data) => onChange({ ...state, best: data.checked })} />
      </Tooltip>
      {!compact && <div className={styles.spacer} />}
      {views && <ViewSelector views={views} state={state} columns={columns} onSelect={onSelectView} onDeleted={onViewDeleted} />}
      <Button icon={<ArrowDownloadRegular />} onClick={() => void exportCsv()} disabled={exporting || visibleColumns.length === 0}>
        Export CSV
      </Button>
    </>
  );

  return (
    <div className={styles.bar} role="region" aria-label="View bar">
      {compact ? (
        <>
          <div className={styles.row}>
            {search}
            <ToggleButton icon={<OptionsRegular />} checked={more} aria-expanded={more} onClick={() => setMore(!more)}>
              More
            </ToggleButton>
          </div>
          {more && <div className={styles.row}>{controls}</div>}
        </>
      ) : (
        <div className={styles.row}>
          {search}
          {controls}
        </div>
      )}
      <Toolbar aria-label="Sort" className={compact ? styles.compactSorts : styles.sorts} size="small">
        {sorts.map((sort) => (
          <ToggleButton
            key={sort.id}
            size="small"
            appearance={state.sort.prop === sort.id ? 'primary' : 'subtle'}
            checked={state.sort.prop === sort.id}
            onClick={() => onChange({ ...state, sort: { prop: sort.id, order: sort.order } })}
          >
            {sort.label}
          </ToggleButton>
        ))}
      </Toolbar>
    </div>
  );
}
