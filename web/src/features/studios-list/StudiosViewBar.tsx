import { Button, SearchBox, makeStyles, tokens } from '@fluentui/react-components';
import { ArrowDownloadRegular } from '@fluentui/react-icons';
import { useState } from 'react';
import { useNotify } from '../app-shell/notifications';
import { downloadCsv } from '../games-list/exportCsv';
import { STUDIO_FILTER_RULES, type FilterGroupNode } from '@greenlight/rules';
import { FilterDialog } from '../filter-builder/FilterDialog';
import type { PersonOption } from '../filter-builder/FilterBuilder';
import type { ListChoices } from '../games-list/list-state';
import { ViewSelector } from '../views/ViewSelector';
import type { SavedViewData } from '../views/views';
import { ColumnChooser } from './ColumnChooser';
import { STUDIOS_LIST_KIND, studiosExportRequest, type StudioColumn } from './studios-list-state';

const useStyles = makeStyles({
  bar: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
    flexWrap: 'wrap',
    padding: tokens.spacingHorizontalM,
    borderRadius: tokens.borderRadiusLarge,
    backgroundColor: tokens.colorNeutralBackground2,
    marginBottom: tokens.spacingVerticalL,
  },
  search: { width: '260px', maxWidth: '100%' },
  spacer: { flexGrow: 1 },
});

/** NAV-04, CONF-33: the search box takes 50 characters at most (as the games list's). */
const SEARCH_MAX = 50;

/**
 * The view bar of the studios list: 'Search in list' (SL-04), the filter builder on
 * the studio rules (SL-05), the column chooser (SL-03) and the saved views with their
 * save buttons (SL-06, SL-07), and 'Export CSV' of what the list shows, with its
 * visible columns.
 */
export function StudiosViewBar({
  state,
  onChange,
  permissions,
  people,
  views,
  columns,
  defaultColumns,
  onColumnsChange,
  onSelectView,
  onViewDeleted,
  exportChoices,
}: {
  state: ListChoices;
  onChange: (choices: ListChoices) => void;
  permissions: readonly string[];
  people: readonly PersonOption[];
  views: readonly SavedViewData[] | null;
  /** The columns the viewer may see, in their order (SL-09). */
  columns: readonly StudioColumn[];
  defaultColumns: readonly StudioColumn[];
  onColumnsChange: (columns: readonly StudioColumn[]) => void;
  onSelectView: (viewId: number) => void;
  onViewDeleted: () => void;
  /** What the list shows now (the bar may be a keystroke ahead). */
  exportChoices: ListChoices;
}) {
  const styles = useStyles();
  const { apiError } = useNotify();
  const [exporting, setExporting] = useState(false);
  const visibleColumns = columns.filter((column) => column.isSelected).map((column) => column.id);
  const exportCsv = async () => {
    setExporting(true);
    try {
      await downloadCsv('/export/studios.csv', studiosExportRequest(exportChoices, visibleColumns), 'studios.csv');
    } catch (cause) {
      apiError({ message: cause instanceof Error ? cause.message : String(cause) });
    } finally {
      setExporting(false);
    }
  };
  return (
    <div className={styles.bar} role="region" aria-label="View bar">
      <SearchBox
        className={styles.search}
        placeholder="Search in list"
        aria-label="Search in list"
        maxLength={SEARCH_MAX}
        value={state.term}
        onChange={(_e, data) => onChange({ ...state, term: data.value })}
      />
      <FilterDialog
        filter={state.filter}
        onApply={(filter: FilterGroupNode | null) => onChange({ ...state, filter })}
        permissions={permissions}
        people={people}
        rules={STUDIO_FILTER_RULES}
      />
      <ColumnChooser columns={columns} defaults={defaultColumns} onChange={onColumnsChange} />
      <div className={styles.spacer} />
      {views && (
        <ViewSelector
          list="STUDIOS"
          kind={STUDIOS_LIST_KIND}
          views={views}
          state={state}
          columns={defaultColumns}
          chosenColumns={columns}
          onSelect={onSelectView}
          onDeleted={onViewDeleted}
        />
      )}
      <Button icon={<ArrowDownloadRegular />} onClick={() => void exportCsv()} disabled={exporting || visibleColumns.length === 0}>
        Export CSV
      </Button>
    </div>
  );
}
