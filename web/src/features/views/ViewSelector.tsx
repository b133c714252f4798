import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Dropdown,
  Option,
  OptionGroup,
  Tooltip,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { DeleteRegular, SaveEditRegular, SaveRegular } from '@fluentui/react-icons';
import { lazy, Suspense, useState } from 'react';
import { graphql, useMutation } from 'react-relay';
import type { RecordSourceSelectorProxy } from 'relay-runtime';
import { sortOrderEnum } from '../../relay/enums';
import { useNotify } from '../app-shell/notifications';
import {
  choicesFromSaved,
  filterToInput,
  GAMES_LIST_KIND,
  isEmptyFilter,
  sameListing,
  type ListChoices,
  type SavedListKind,
} from '../games-list/list-state';
import type { ViewSelectorCreateMutation } from './__generated__/ViewSelectorCreateMutation.graphql';
import type { ViewSelectorDeleteMutation } from './__generated__/ViewSelectorDeleteMutation.graphql';
import type { ViewSelectorUpdateMutation } from './__generated__/ViewSelectorUpdateMutation.graphql';
import type { SavedViewData } from './views';
import { useOpenedOnce } from '../../hooks/useOpenedOnce';

// Issue 17: the save dialog's code (its description's textarea) loads when it first opens.
const SaveViewDialog = lazy(async () => ({ default: (await import('./SaveViewDialog')).SaveViewDialog }));

const createMutation = graphql`
  mutation ViewSelectorCreateMutation($input: SavedViewInput!) {
    createView(input: $input) {
      __typename
      ... on SavedView {
        viewId
        name
        ...views_savedView @alias(as: "savedView")
      }
      ... on ProviderError {
        code
        message
        fieldErrors {
          path
          message
        }
      }
    }
  }
`;

const updateMutation = graphql`
  mutation ViewSelectorUpdateMutation($id: ID!, $input: SavedViewUpdateInput!) {
    updateView(id: $id, input: $input) {
      __typename
      ... on SavedView {
        viewId
        name
        ...views_savedView @alias(as: "savedView")
      }
      ... on ProviderError {
        message
      }
    }
  }
`;

const deleteMutation = graphql`
  mutation ViewSelectorDeleteMutation($id: ID!) {
    deleteView(id: $id) {
      __typename
      ... on DeleteViewPayload {
        deletedId
      }
      ... on ProviderError {
        message
      }
    }
  }
`;

const useStyles = makeStyles({
  root: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalXS, flexWrap: 'wrap' },
  dropdown: { minWidth: '220px' },
});

/** VIEW-04, CONF-22: the selector's groups, in order. */
const GROUPS = [
  ['PM_VIEWS', 'PM views'],
  ['DEFAULT_VIEWS', 'Default views'],
  ['MY_VIEWS', 'My views'],
  ['OTHERS_VIEWS', 'Others views'],
] as const;

/** VIEW-09: a refused creation shows the server's message for 5 s. */
const CREATION_FAILURE_MS = 5000;

/** The lists that have saved views (ListName). */
export type ViewListName = 'GAMES' | 'STUDIOS';

/** The save button and its dialog's title, by list: VIEW-05 "Save as new" on the games list; SL-07 "Save view" and "Save as" on the studios list. */
const SAVE_WORDS: Record<ViewListName, { button: string; dialog: string }> = {
  GAMES: { button: 'Save as new', dialog: 'Save as a new view' },
  STUDIOS: { button: 'Save view', dialog: 'Save as' },
};

/** The root's savedViews list of a list, with a view added or one taken away. */
function updateSavedViews(store: RecordSourceSelectorProxy, listName: ViewListName, change: { add?: string; remove?: string }) {
  const root = store.getRoot();
  const args = { list: listName };
  const list = root.getLinkedRecords('savedViews', args);
  if (!list) return;
  let next = list.filter((record) => record && record.getDataID() !== change.remove);
  if (change.add) {
    const added = store.get(change.add);
    if (added && !next.some((record) => record?.getDataID() === change.add)) next = [...next, added];
  }
  root.setLinkedRecords(next, 'savedViews', args);
}

function contentInput(state: ListChoices, columns: SavedViewData['columns']) {
  return {
    term: state.term.trim(),
    best: state.best,
    sort: { prop: state.sort.prop, order: sortOrderEnum(state.sort.order) },
    columns: columns.map(({ id, label, width, isSelected, isStaff }) => ({ id, label, width, isSelected, isStaff })),
    filter: state.filter && !isEmptyFilter(state.filter) ? filterToInput(state.filter) : null,
  };
}

/** Whether two column lists show the same columns in the same order. */
const sameColumns = (a: SavedViewData['columns'], b: SavedViewData['columns']): boolean =>
  a.length === b.length && a.every((column, index) => column.id === b[index]?.id && column.isSelected === b[index]?.isSelected);

/**
 * The saved views of a list (VIEW; the studios list's too, SL-06, SL-07): the selector in its groups, "Save as
 * new" (VIEW-05), "Update" in place for the creator of a view the list has moved
 * away from (VIEW-10), and "Delete" for the creator, which goes back to the
 * default view (VIEW-11, VIEW-12). Default views are never updated or deleted.
 */
export function ViewSelector({
  views,
  state,
  columns,
  onSelect,
  onDeleted,
  list = 'GAMES',
  kind = GAMES_LIST_KIND,
  chosenColumns,
}: {
  views: readonly SavedViewData[];
  state: ListChoices;
  /** The columns a new view keeps: the current view's, else the list's defaults. */
  columns: SavedViewData['columns'];
  onSelect: (viewId: number) => void;
  onDeleted: () => void;
  /** Whose views these are: the games list's by default. */
  list?: ViewListName;
  /** How the list reads a saved view (its default sort, its filter rules). */
  kind?: SavedListKind;
  /** Columns the user chose in the list itself (SL-03): saved and updated with the view, a change of them a change of the view. */
  chosenColumns?: SavedViewData['columns'];
}) {
  const styles = useStyles();
  const { error, success } = useNotify();
  const [saving, setSaving] = useState(false);
  const saveMounted = useOpenedOnce(saving);
  const [saveError, setSaveError] = useState<string | null>(null);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const [commitCreate, creating] = useMutation<ViewSelectorCreateMutation>(createMutation);
  const [commitUpdate, updating] = useMutation<ViewSelectorUpdateMutation>(updateMutation);
  const [commitDelete, deleting] = useMutation<ViewSelectorDeleteMutation>(deleteMutation);

  const current = views.find((view) => view.viewId === state.viewId) ?? null;
  const changed =
    current !== null &&
    (!sameListing(state, choicesFromSaved(current, current.viewId, kind)) ||
      (chosenColumns !== undefined && !sameColumns(chosenColumns, current.columns.length > 0 ? current.columns : columns)));
  const canUpdate = current !== null && current.canEdit && changed && !updating;

  const save = (name: string, description: string) => {
    setSaveError(null);
    commitCreate({
      variables: { input: { list, name, description, ...contentInput(state, chosenColumns ?? current?.columns ?? columns) } },
      updater: (store) => {
        const created = store.getRootField('createView');
        if (created?.getValue('__typename') === 'SavedView') updateSavedViews(store, list, { add: created.getDataID() });
      },
      onCompleted: ({ createView }) => {
        if (createView.__typename === 'SavedView') {
          setSaving(false);
          success(`View "${createView.name}" saved`);
          onSelect(createView.viewId);
        } else if (createView.__typename === 'ProviderError') {
          const onName = createView.fieldErrors.find((item) => item.path === 'name');
          if (onName) setSaveError(onName.message);
          else error(createView.message, { timeout: CREATION_FAILURE_MS });
        }
      },
      onError: () => error('The view could not be saved', { timeout: CREATION_FAILURE_MS }),
    });
  };

  const update = () => {
    if (!current) return;
    commitUpdate({
      variables: { id: current.id, input: contentInput(state, chosenColumns ?? current.columns) },
      onCompleted: ({ updateView }) => {
        if (updateView.__typename === 'SavedView') success(`View "${updateView.name}" updated`);
        else if (updateView.__typename === 'ProviderError') error(updateView.message);
      },
      onError: () => error('The view could not be updated'),
    });
  };

  const remove = () => {
    if (!current) return;
    commitDelete({
      variables: { id: current.id },
      updater: (store) => {
        const payload = store.getRootField('deleteView');
        if (payload?.getValue('__typename') === 'DeleteViewPayload') {
          updateSavedViews(store, list, { remove: current.id });
          store.delete(current.id);
        }
      },
      onCompleted: ({ deleteView }) => {
        setConfirmDelete(false);
        if (deleteView.__typename === 'DeleteViewPayload') {
          success(`View "${current.name}" deleted`);
          onDeleted();
        } else if (deleteView.__typename === 'ProviderError') error(deleteView.message);
      },
      onError: () => error('The view could not be deleted'),
    });
  };

  return (
    <div className={styles.root}>
      <Dropdown
        className={styles.dropdown}
        aria-label="Saved views"
        placeholder="Choose a view"
        value={current ? `${current.name}${changed ? ' (changed)' : ''}` : ''}
        selectedOptions={current ? [String(current.viewId)] : []}
        onOptionSelect={(_e, data) => data.optionValue && onSelect(Number(data.optionValue))}
      >
        {GROUPS.map(([group, label]) => {
          const members = views.filter((view) => view.group === group);
          return members.length === 0 ? null : (
            <OptionGroup key={group} label={label}>
              {members.map((view) => (
                <Option key={view.id} value={String(view.viewId)} text={view.name}>
                  {view.name}
                </Option>
              ))}
            </OptionGroup>
          );
        })}
      </Dropdown>
      <Tooltip content="Save the list as it is now as a new view" relationship="description">
        <Button icon={<SaveRegular />} onClick={() => setSaving(true)} disabled={creating}>
          {SAVE_WORDS[list].button}
        </Button>
      </Tooltip>
      {current?.canEdit && (
        <>
          <Button icon={<SaveEditRegular />} disabled={!canUpdate} onClick={update}>
            Update
          </Button>
          <Button appearance="subtle" icon={<DeleteRegular />} aria-label={`Delete the view ${current.name}`} onClick={() => setConfirmDelete(true)} />
        </>
      )}
      {saveMounted && (
        <Suspense fallback={null}>
          <SaveViewDialog
            open={saving}
            onOpenChange={(open) => {
              setSaving(open);
              setSaveError(null);
            }}
            title={SAVE_WORDS[list].dialog}
            existingNames={views.map((view) => view.name)}
            saving={creating}
            serverError={saveError}
            onSave={save}
          />
        </Suspense>
      )}
      <Dialog open={confirmDelete} onOpenChange={(_e, data) => setConfirmDelete(data.open)}>
        <DialogSurface style={{ maxWidth: 440 }}>
          <DialogBody>
            <DialogTitle>Delete the view?</DialogTitle>
            <DialogContent>"{current?.name}" will be gone for good; the list goes back to the default view.</DialogContent>
            <DialogActions>
              <Button onClick={() => setConfirmDelete(false)}>Cancel</Button>
              <Button appearance="primary" onClick={remove} disabled={deleting}>
                Delete
              </Button>
            </DialogActions>
          </DialogBody>
        </DialogSurface>
      </Dialog>
    </div>
  );
}
