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
  Text,
  Textarea,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import {
  camelName,
  CHANGELOG_CATEGORIES,
  changelogProblems,
  declineReasonHint,
  FIELD_REQUIRED,
  GAME_ACTIONS,
  GAME_REJECTION_REASONS,
  type GameActionId,
} from '@greenlight/rules';
import { Suspense, useId, useState, type FormEvent } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { actionEnum, changelogCategoryEnum, oneOf, rejectionReasonEnum } from '../../relay/enums';
import type { ActionFieldsDialogQuery } from './__generated__/ActionFieldsDialogQuery.graphql';
import { FIELD_DIALOG_TITLES, type ActionConfirm } from './actionPrompts';
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

/** A free text longer than a line (a decline's reason) is a bounded textarea; the others a line. */
const MULTILINE_FROM = 200;

/** The catalogue's bound of an action's text field, if it is one (rules/src/actions.ts). */
function textBound(action: GameActionId, param: string): number | null {
  const field = GAME_ACTIONS[action].input?.[param];
  return field?.kind === 'text' ? field.maxLength : null;
}

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  reason: { minHeight: '120px' },
});

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
    case 'decline_testing': {
      // Staff's reason, required (issue 42); a studio member's withdrawal has no field.
      if (!('reason' in values)) return {};
      const reason = values.reason?.trim();
      return reason ? { reason } : null;
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

type DialogProps = {
  gameId: string;
  action: GameActionId;
  /** The action's prompt (issue 42: a decline is confirmed with its reason): the title, and what it will do above the fields. */
  confirm?: ActionConfirm | null | undefined;
  onClose: () => void;
  onSubmit: (fields: ActionFields, onFieldErrors: (errors: readonly FieldError[]) => boolean) => Promise<boolean>;
};

/**
 * A dialog that asks for an action's fields (ACT-08, ACT-10), then runs it; an action
 * confirmed first says so in the same dialog (its prompt as the title, what it will do
 * above the fields). While they load, the dialog already holds its title and a Cancel
 * button, so that focus moves into it from its first frame (and the page behind is
 * hidden from assistive technology).
 */
export function ActionFieldsDialog(props: DialogProps) {
  const title = props.confirm?.title ?? FIELD_DIALOG_TITLES[props.action];
  const bodyId = useId();
  return (
    <Dialog open onOpenChange={(_event, data) => !data.open && props.onClose()}>
      <DialogSurface aria-describedby={props.confirm ? bodyId : undefined}>
        <Suspense
          fallback={
            <DialogBody>
              <DialogTitle>{title}</DialogTitle>
              <DialogContent>
                {props.confirm && <Text as="p" block id={bodyId}>{props.confirm.body}</Text>}
                <Spinner size="small" label="Loading" />
              </DialogContent>
              <DialogActions>
                <Button onClick={props.onClose}>Cancel</Button>
              </DialogActions>
            </DialogBody>
          }
        >
          <FieldsForm {...props} bodyId={bodyId} />
        </Suspense>
      </DialogSurface>
    </Dialog>
  );
}

function FieldsForm({ gameId, action, confirm, bodyId, onClose, onSubmit }: DialogProps & { bodyId: string }) {
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

  const title = confirm?.title ?? FIELD_DIALOG_TITLES[action];

  if (answer.__typename === 'ProviderError') {
    return (
      <DialogBody>
        <DialogTitle>{title}</DialogTitle>
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
        <DialogTitle>{title}</DialogTitle>
        <DialogContent className={styles.form}>
          {confirm && <Text as="p" block id={bodyId}>{confirm.body}</Text>}
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
            const bound = textBound(action, field.param);
            if (bound !== null && bound >= MULTILINE_FROM) {
              // Issue 42: a decline's reason, bounded by the catalogue; the studio reads it.
              const value = values[field.param] ?? '';
              return (
                <Field
                  key={field.param}
                  label={labelOf(action, field.param)}
                  required={field.required}
                  hint={action === 'decline_testing' ? declineReasonHint(value.length) : undefined}
                  validationMessage={messageOf(field.param)}
                  validationState={messageOf(field.param) ? 'error' : 'none'}
                >
                  <Textarea
                    className={styles.reason}
                    value={value}
                    maxLength={bound}
                    resize="vertical"
                    onChange={(_event, changed) => set(field.param, changed.value)}
                    autoFocus
                  />
                </Field>
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
