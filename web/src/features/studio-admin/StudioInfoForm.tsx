import { Button, Card, Dropdown, Field, Input, Option, Spinner, Subtitle2, Switch, Text, makeStyles, tokens } from '@fluentui/react-components';
import {
  FIELD_REQUIRED,
  STUDIO_CHANGES_SAVED,
  STUDIO_SAVE_FAILED_BODY,
  STUDIO_SAVE_FAILED_TITLE,
  isBlank,
  validateCountry,
  validateUrlAnswer,
} from '@greenlight/rules';
import { useState, type FormEvent } from 'react';
import { graphql, useFragment, useMutation } from 'react-relay';
import { useNotify } from '../app-shell/notifications';
import type { StudioInfoForm_studio$key } from './__generated__/StudioInfoForm_studio.graphql';
import type { StudioInfoFormSharingMutation } from './__generated__/StudioInfoFormSharingMutation.graphql';
import type { StudioInfoFormUpdateMutation, StudioInfoInput } from './__generated__/StudioInfoFormUpdateMutation.graphql';

const fragment = graphql`
  fragment StudioInfoForm_studio on StudioAdmin {
    id
    studioId
    name
    country
    website
    canEdit
    knowledgeSharingStudioStatus
  }
`;

// Both answer the studio afresh: the page shows it from the store.
const updateMutation = graphql`
  mutation StudioInfoFormUpdateMutation($studioId: Int!, $input: StudioInfoInput!) {
    updateStudioInfo(studioId: $studioId, input: $input) {
      __typename
      ... on StudioAdmin {
        id
        name
        ...StudioInfoForm_studio @alias
      }
      ... on ProviderError {
        code
        message
        link
        fieldErrors {
          message
          path
        }
      }
    }
  }
`;

const sharingMutation = graphql`
  mutation StudioInfoFormSharingMutation($studioId: Int!, $status: Boolean!) {
    setStudioSharing(studioId: $studioId, status: $status) {
      __typename
      ... on StudioAdmin {
        id
        ...StudioInfoForm_studio @alias
      }
      ... on ProviderError {
        message
        link
      }
    }
  }
`;

const useStyles = makeStyles({
  card: { padding: tokens.spacingHorizontalL, gap: tokens.spacingVerticalM },
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  actions: { display: 'flex', justifyContent: 'flex-end' },
  row: { display: 'flex', alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', gap: tokens.spacingHorizontalM },
  // The country names are long; the list scrolls rather than filling the screen.
  listbox: { maxHeight: '320px' },
});

type InfoField = 'name' | 'website' | 'country';
type InfoValues = Record<InfoField, string>;

const isInfoField = (name: string): name is InfoField => name === 'name' || name === 'website' || name === 'country';
/** A field error's path may be qualified ("body.country"): its last part names the field. */
const fieldOf = (path: string | null | undefined): InfoField | null => {
  const last = path?.split('.').pop() ?? '';
  return isInfoField(last) ? last : null;
};

/** SA-06/13: each field's message, or none. */
function validate(values: InfoValues): Partial<Record<InfoField, string>> {
  const errors: Partial<Record<InfoField, string>> = {};
  if (isBlank(values.name)) errors.name = FIELD_REQUIRED;
  const website = validateUrlAnswer(values.website);
  if (website) errors.website = website;
  const country = validateCountry(values.country);
  if (country) errors.country = country;
  return errors;
}

/** SA-07/08: the trimmed values that differ from the stored ones (the permissions are never part of it, SA-09). */
export function changedStudioInfo(stored: InfoValues, values: InfoValues): StudioInfoInput {
  const input: StudioInfoInput = {};
  for (const name of ['name', 'website', 'country'] as const) {
    const value = values[name].trim();
    if (value !== stored[name].trim()) input[name] = value;
  }
  return input;
}

/**
 * SA-05..16: the studio's name, website and country, editable with change_studio
 * (canEdit, SA-14), and its knowledge-sharing choice.
 */
export function StudioInfoForm({
  studio: key,
  countries,
}: {
  studio: StudioInfoForm_studio$key;
  countries: readonly { readonly id: string; readonly label: string }[];
}) {
  const styles = useStyles();
  const { notify, apiError, success } = useNotify();
  const studio = useFragment(fragment, key);
  const stored: InfoValues = { name: studio.name, website: studio.website ?? '', country: studio.country };
  // Only the edited fields are kept; clearing the draft after a save shows what the server kept.
  const [draft, setDraft] = useState<Partial<InfoValues>>({});
  const [submitted, setSubmitted] = useState(false);
  const [refused, setRefused] = useState<Partial<Record<InfoField, string>>>({});
  const [commitUpdate, saving] = useMutation<StudioInfoFormUpdateMutation>(updateMutation);
  const [commitSharing, sharing] = useMutation<StudioInfoFormSharingMutation>(sharingMutation);

  const values: InfoValues = { ...stored, ...draft };
  const input = changedStudioInfo(stored, values);
  const changed = Object.keys(input).length > 0;
  const errors = validate(values);
  // The country's message shows at once (SA-13); the others once Save was asked for.
  const messageOf = (name: InfoField) => refused[name] ?? (submitted || name === 'country' || draft[name] !== undefined ? errors[name] : undefined);
  const canEdit = studio.canEdit;

  const edit = (name: InfoField, value: string) => {
    setDraft((current) => ({ ...current, [name]: value }));
    setRefused((current) => ({ ...current, [name]: undefined }));
  };

  const failed = (message: string = STUDIO_SAVE_FAILED_BODY) =>
    notify({ title: STUDIO_SAVE_FAILED_TITLE, message, intent: 'error' });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!canEdit || !changed || saving) return;
    setSubmitted(true);
    // SA-06, SA-11: an invalid form is not sent.
    if (Object.keys(errors).length > 0) {
      failed();
      return;
    }
    commitUpdate({
      variables: { studioId: studio.studioId, input },
      onCompleted: ({ updateStudioInfo: result }) => {
        if (result.__typename === 'StudioAdmin') {
          setDraft({});
          setSubmitted(false);
          setRefused({});
          success(STUDIO_CHANGES_SAVED);
        } else if (result.__typename === 'ProviderError') {
          const byField: Partial<Record<InfoField, string>> = {};
          for (const item of result.fieldErrors) {
            const field = fieldOf(item.path);
            if (field && !byField[field]) byField[field] = item.message;
          }
          setRefused(byField);
          // SA-12: the first error's message.
          failed(result.fieldErrors[0]?.message ?? result.message);
        } else {
          failed();
        }
      },
      onError: () => failed(),
    });
  };

  // SA-15/16: opting in or out is sent at once.
  const toggleSharing = (status: boolean) =>
    commitSharing({
      variables: { studioId: studio.studioId, status },
      onCompleted: ({ setStudioSharing: result }) => {
        if (result.__typename === 'ProviderError') apiError(result);
        else if (result.__typename === 'StudioAdmin') success(STUDIO_CHANGES_SAVED);
      },
      onError: () => failed(),
    });

  const countryLabel = countries.find((country) => country.id === values.country)?.label ?? values.country;

  return (
    <>
      <Card className={styles.card}>
        <form className={styles.form} onSubmit={submit} noValidate aria-label="Studio information">
          <Field label="Studio name" required validationMessage={messageOf('name')}>
            <Input name="name" value={values.name} disabled={!canEdit} onChange={(_e, data) => edit('name', data.value)} />
          </Field>
          <Field label="Website" validationMessage={messageOf('website')}>
            <Input
              name="website"
              type="url"
              inputMode="url"
              placeholder="https://"
              value={values.website}
              disabled={!canEdit}
              onChange={(_e, data) => edit('website', data.value)}
            />
          </Field>
          <Field label="Country" required validationMessage={messageOf('country')}>
            <Dropdown
              name="country"
              value={countryLabel}
              selectedOptions={values.country ? [values.country] : []}
              disabled={!canEdit}
              listbox={{ className: styles.listbox }}
              onOptionSelect={(_e, data) => edit('country', data.optionValue ?? '')}
            >
              {countries.map((country) => (
                <Option key={country.id} value={country.id}>
                  {country.label}
                </Option>
              ))}
            </Dropdown>
          </Field>
          <div className={styles.actions}>
            <Button
              type="submit"
              appearance="primary"
              disabled={!canEdit || !changed || saving}
              icon={saving ? <Spinner size="tiny" aria-hidden /> : undefined}
            >
              Save
            </Button>
          </div>
        </form>
      </Card>
      <Card className={styles.card}>
        <div className={styles.row}>
          <div>
            <Subtitle2 as="h2">Knowledge sharing</Subtitle2>
            <Text as="p" block>
              Share what your studio learns from its tests with the other studios of the platform.
            </Text>
          </div>
          <Switch
            label={studio.knowledgeSharingStudioStatus ? 'Opted in' : 'Opted out'}
            aria-label="Knowledge sharing"
            checked={studio.knowledgeSharingStudioStatus}
            disabled={!canEdit || sharing}
            onChange={(_e, data) => toggleSharing(data.checked)}
          />
        </div>
      </Card>
    </>
  );
}
