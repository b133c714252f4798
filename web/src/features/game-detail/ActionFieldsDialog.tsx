import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Dropdown,
  Field,
  Input,
  MessageBar,
  MessageBarBody,
  Option,
  Spinner,
  Textarea,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { camelName, CHANGELOG_CATEGORIES, changelogProblems, FIELD_REQUIRED, GAME_REJECTION_REASONS, type GameActionId } from '@greenlight/rules';
import { Suspense, useState, type FormEvent } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { actionEnum, changelogCategoryEnum, oneOf, rejectionReasonEnum } from '../../relay/enums';
import type { ActionFieldsDialogQuery } from './__generated__/ActionFieldsDialogQuery.graphql';
import type { ActionFields, FieldError } from './gameAction';

const query = graphql`
  query ActionFieldsDialogQuery($gameId: ID!, $action: GameActionId!) {
    gameActionFields(gameId: $gameId, action: $action) {
      __typename
      ... on GameActionFieldsSuccess {
        data {
          param
          type
          required
          value
          options {
            value
            label
            group
          }
        }
      }
      ... on ProviderError {
        message
      }
    }
  }
`;

/** GD-21, GD-22, GD-25: the actions that ask for fields first, and their dialogs' titles. */
export const FIELD_DIALOG_TITLES: Partial<Record<GameActionId, string>> = {
  reject_game: 'Reject game',
  assign_ga_slot: 'Change GA Slot',
  test_studio_campaign: 'Link your campaign',
  update_studio_campaign: 'Set existing campaign',
  set_game_genres: 'Set game genre',
  request_testing: 'Request testing',
};

const useStyles = makeStyles({ form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM } });

const REJECTION_REASONS = GAME_REJECTION_REASONS.map((reason) => reason.id);

type Fields = Extract<ActionFieldsDialogQuery['response']['gameActionFields'], { __typename: 'GameActionFieldsSuccess' }>['data'];
type Values = Record<string, string>;

/** The action's fields its dialog's values make (their names and shapes: rules/src/actions.ts). */
function toInput(
  action: GameActionId,
  values: Values,
  genres: Record<string, string>,
  genreCategoryCount: number,
): ActionFields | null {
  switch (action) {
    case 'reject_game': {
      const reason = oneOf(REJECTION_REASONS, values.reason);
      return reason ? { reason: rejectionReasonEnum(reason) } : null;
    }
    case 'assign_ga_slot':
      return values.gameAnalyticsId?.trim() ? { gameAnalyticsId: values.gameAnalyticsId.trim() } : null;
    case 'test_studio_campaign':
    case 'update_studio_campaign':
      return values.choice ? { choice: { facebook: values.choice } } : null;
    case 'set_game_genres': {
      // TAG-02, TAG-04: one genre of every category.
      const ids = Object.values(genres).filter(Boolean).map(Number);
      return ids.length === genreCategoryCount && ids.length > 0 ? { genres: ids } : null;
    }
    case 'request_testing': {
      // SUB-CAMP-14: a changelog needs both its category and its details; none is fine.
      const category = oneOf(CHANGELOG_CATEGORIES, values.category);
      const details = values.details?.trim();
      if (Boolean(category) !== Boolean(details)) return null;
      const facebookAppId = values.facebookAppId?.trim();
      return {
        changelogs: category && details ? [{ category: changelogCategoryEnum(category), details }] : [],
        ...(facebookAppId ? { facebookAppId } : {}),
      };
    }
    default:
      return {};
  }
}

const initialValue = (field: Fields[number]) => {
  if (field.value == null) return '';
  const parsed: unknown = JSON.parse(field.value);
  return typeof parsed === 'string' || typeof parsed === 'number' ? String(parsed) : '';
};

/**
 * A dialog that asks for an action's fields (ACT-08, ACT-10), then runs it. While
 * they load, the dialog already holds its title and a Cancel button, so that focus
 * moves into it from its first frame (and the page behind is hidden from assistive
 * technology).
 */
export function ActionFieldsDialog(props: {
  gameId: string;
  action: GameActionId;
  onClose: () => void;
  onSubmit: (fields: ActionFields, onFieldErrors: (errors: readonly FieldError[]) => boolean) => Promise<boolean>;
}) {
  return (
    <Dialog open onOpenChange={(_event, data) => !data.open && props.onClose()}>
      <DialogSurface>
        <Suspense
          fallback={
            <DialogBody>
              <DialogTitle>{FIELD_DIALOG_TITLES[props.action]}</DialogTitle>
              <DialogContent>
                <Spinner size="small" label="Loading" />
              </DialogContent>
              <DialogActions>
                <Button onClick={props.onClose}>Cancel</Button>
              </DialogActions>
            </DialogBody>
          }
        >
          <FieldsForm {...props} />
        </Suspense>
      </DialogSurface>
    </Dialog>
  );
}

function FieldsForm({
  gameId,
  action,
  onClose,
  onSubmit,
}: {
  gameId: string;
  action: GameActionId;
  onClose: () => void;
  onSubmit: (fields: ActionFields, onFieldErrors: (errors: readonly FieldError[]) => boolean) => Promise<boolean>;
}) {
  const styles = useStyles();
  const data = useLazyLoadQuery<ActionFieldsDialogQuery>(
    query,
    { gameId, action: actionEnum(action) },
    { fetchPolicy: 'network-only' },
  );
  const answer = data.gameActionFields;
  const fields = answer.__typename === 'GameActionFieldsSuccess' ? answer.data : [];
  const [values, setValues] = useState<Values>(() => Object.fromEntries(fields.map((f) => [f.param, initialValue(f)])));
  const [genres, setGenres] = useState<Record<string, string>>(() => initialGenres(fields));
  const [touched, setTouched] = useState(false);
  const [sending, setSending] = useState(false);
  // The server's refusals of a field, shown under it until it changes.
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const genreField = fields.find((f) => f.type === 'integer[]');
  const genreGroups = genreField ? [...new Set(genreField.options.map((o) => o.group ?? ''))] : [];
  const input = toInput(action, values, genres, genreGroups.length);

  if (answer.__typename === 'ProviderError') {
    return (
      <DialogBody>
        <DialogTitle>{FIELD_DIALOG_TITLES[action]}</DialogTitle>
        <DialogContent>
          <MessageBar intent="error">
            <MessageBarBody>{answer.message}</MessageBarBody>
          </MessageBar>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>Close</Button>
        </DialogActions>
      </DialogBody>
    );
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (!input) return;
    setSending(true);
    const done = await onSubmit(input, (errors) => {
      // Paths name the input's fields (camelCase); the form keys them by the provider's param.
      const shown = errors.flatMap((e) => {
        const field = fields.find((f) => camelName(f.param) === e.path);
        return field ? [[field.param, e.message] as const] : [];
      });
      if (shown.length === 0) return false;
      setServerErrors(Object.fromEntries(shown));
      return true;
    });
    setSending(false);
    if (done) onClose();
  };
  const set = (param: string, value: string) => {
    setValues((current) => ({ ...current, [param]: value }));
    setServerErrors(({ [param]: _dropped, ...rest }) => rest);
  };
  // A half-filled changelog says which half under it; the other fields stay quiet then.
  const error = touched && !input && action !== 'request_testing' ? FIELD_REQUIRED : undefined;
  const messageOf = (param: string) => serverErrors[param] ?? error;

  return (
    <form noValidate onSubmit={(event) => void submit(event)}>
      <DialogBody>
        <DialogTitle>{FIELD_DIALOG_TITLES[action]}</DialogTitle>
        <DialogContent className={styles.form}>
          {fields.map((field) => {
            if (field.type === 'integer[]') {
              // TAG-04: one genre per category.
              return genreGroups.map((group) => {
                const missing = touched && !genres[group] ? FIELD_REQUIRED : undefined;
                return (
                  <Field key={group} label={group} required validationMessage={missing} validationState={missing ? 'error' : 'none'}>
                    <Dropdown
                      aria-label={group}
                      placeholder="Choose a genre"
                      selectedOptions={genres[group] ? [genres[group]!] : []}
                      value={field.options.find((o) => o.value === genres[group])?.label ?? ''}
                      onOptionSelect={(_event, selected) => setGenres((current) => ({ ...current, [group]: selected.optionValue ?? '' }))}
                    >
                      {field.options
                        .filter((o) => (o.group ?? '') === group)
                        .map((o) => (
                          <Option key={o.value} value={o.value}>
                            {o.label}
                          </Option>
                        ))}
                    </Dropdown>
                  </Field>
                );
              });
            }
            if (field.type === 'select') {
              return (
                <Field
                  key={field.param}
                  label={labelOf(action, field.param)}
                  required={field.required}
                  validationMessage={messageOf(field.param)}
                  validationState={messageOf(field.param) ? 'error' : 'none'}
                >
                  <Dropdown
                    aria-label={labelOf(action, field.param)}
                    placeholder={field.options.length === 0 ? 'Nothing to choose from' : 'Choose'}
                    selectedOptions={values[field.param] ? [values[field.param]!] : []}
                    value={field.options.find((o) => o.value === values[field.param])?.label ?? ''}
                    onOptionSelect={(_event, selected) => set(field.param, selected.optionValue ?? '')}
                  >
                    {field.options.map((o) => (
                      <Option key={o.value} value={o.value}>
                        {o.label}
                      </Option>
                    ))}
                  </Dropdown>
                </Field>
              );
            }
            if (field.type === 'changelogs') {
              // SUB-CAMP-14: both halves of a changelog, or neither.
              const missing = touched ? changelogProblems({ category: values.category ?? null, details: values.details ?? '' }) : null;
              return (
                <div key={field.param} className={styles.form}>
                  <Field
                    label="Changelog category"
                    validationMessage={missing?.category}
                    validationState={missing?.category ? 'error' : 'none'}
                  >
                    <Dropdown
                      aria-label="Changelog category"
                      placeholder="Choose a category"
                      selectedOptions={values.category ? [values.category] : []}
                      value={values.category?.replaceAll('_', ' ') ?? ''}
                      onOptionSelect={(_event, selected) => set('category', selected.optionValue ?? '')}
                    >
                      {CHANGELOG_CATEGORIES.map((category) => (
                        <Option key={category} value={category}>
                          {category.replaceAll('_', ' ')}
                        </Option>
                      ))}
                    </Dropdown>
                  </Field>
                  <Field label="What changed" validationMessage={missing?.details} validationState={missing?.details ? 'error' : 'none'}>
                    <Textarea value={values.details ?? ''} onChange={(_event, changed) => set('details', changed.value)} />
                  </Field>
                </div>
              );
            }
            return (
              <Field
                key={field.param}
                label={labelOf(action, field.param)}
                required={field.required}
                validationMessage={messageOf(field.param)}
                validationState={messageOf(field.param) ? 'error' : 'none'}
              >
                <Input value={values[field.param] ?? ''} onChange={(_event, changed) => set(field.param, changed.value)} autoFocus />
              </Field>
            );
          })}
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>Cancel</Button>
          <Button appearance="primary" type="submit" disabled={sending} icon={sending ? <Spinner size="tiny" aria-hidden /> : undefined}>
            Confirm
          </Button>
        </DialogActions>
      </DialogBody>
    </form>
  );
}

function initialGenres(fields: Fields): Record<string, string> {
  const field = fields.find((f) => f.type === 'integer[]');
  if (!field?.value) return {};
  const chosen = new Set((JSON.parse(field.value) as number[]).map(String));
  return Object.fromEntries(field.options.filter((o) => chosen.has(o.value)).map((o) => [o.group ?? '', o.value]));
}

function labelOf(action: GameActionId, param: string): string {
  if (param === 'reason') return 'Reason';
  if (param === 'gameAnalyticsId') return 'New GameAnalytics ID';
  if (param === 'choice') return action === 'update_studio_campaign' ? 'Campaign' : 'Facebook campaign';
  if (param === 'facebookAppId') return 'Facebook App ID';
  return param;
}
