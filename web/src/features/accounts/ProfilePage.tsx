import {
  Button,
  Card,
  Field,
  Input,
  Spinner,
  Subtitle2,
  Text,
  Title3,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { KeyRegular } from '@fluentui/react-icons';
import { GENERIC_ERROR_FALLBACK, validateFormEmail } from '@greenlight/rules';
import { useState, type FormEvent } from 'react';
import { graphql, useFragment, useMutation, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { useLoaderData } from 'react-router';
import { AppHeader } from '../app-shell/AppHeader';
import { useNotify } from '../app-shell/notifications';
import type { ProfilePageForm_viewer$key } from './__generated__/ProfilePageForm_viewer.graphql';
import type { ProfilePageQuery } from './__generated__/ProfilePageQuery.graphql';
import type { ProfilePageUpdateMutation } from './__generated__/ProfilePageUpdateMutation.graphql';
import { AccessTokensSection } from './AccessTokensSection';
import { ChangePasswordDialog } from './ChangePasswordDialog';
import { ConfidenceLevelSetting } from './ConfidenceLevelSetting';
import { DarkModeSetting } from './DarkModeSetting';

// The route's loader preloads this query with no variables (routes.tsx).
const query = graphql`
  query ProfilePageQuery {
    viewer {
      permissions
      ...AppHeader_viewer
      ...ProfilePageForm_viewer
      ...DarkModeSetting_viewer
      ...ConfidenceLevelSetting_viewer
      ...AccessTokensSection_viewer
    }
  }
`;

const formFragment = graphql`
  fragment ProfilePageForm_viewer on Viewer {
    email
    profile
    user {
      firstName
      lastName
    }
  }
`;

const updateMutation = graphql`
  mutation ProfilePageUpdateMutation($input: ProfileInput!) {
    updateProfile(input: $input) {
      __typename
      ... on ViewerPayload {
        viewer {
          # The header's name and email follow the saved values too.
          ...ProfilePageForm_viewer
          ...AppHeader_viewer
        }
      }
      ... on ProviderError {
        code
        message
        link
        fieldErrors {
          code
          message
          path
        }
      }
    }
  }
`;

const useStyles = makeStyles({
  // One column at every width; on a desktop the forms stop at a readable 560 px.
  main: {
    maxWidth: '560px',
    margin: '0 auto',
    padding: `${tokens.spacingVerticalXL} ${tokens.spacingHorizontalL}`,
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalL,
    boxSizing: 'border-box',
  },
  card: { padding: tokens.spacingHorizontalL, gap: tokens.spacingVerticalM },
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  actions: { display: 'flex', justifyContent: 'flex-end' },
  row: {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    flexWrap: 'wrap',
    gap: tokens.spacingHorizontalM,
  },
});

/** `/profile/me`: the signed-in user's profile, appearance, password (PROF-01..18) and access tokens (issue 16). */
export function ProfilePage() {
  const styles = useStyles();
  const data = usePreloadedQuery<ProfilePageQuery>(query, useLoaderData() as PreloadedQuery<ProfilePageQuery>);
  const [changingPassword, setChangingPassword] = useState(false);
  if (!data.viewer) return null;
  const platform = data.viewer.permissions.includes('view_pm_interface') ? 'publishing' : 'studio';

  return (
    <>
      <AppHeader viewer={data.viewer} platform={platform} />
      <main className={styles.main}>
        <Title3 as="h1">My profile</Title3>
        <ProfileForm viewer={data.viewer} />
        <DarkModeSetting viewer={data.viewer} />
        <ConfidenceLevelSetting viewer={data.viewer} />
        <Card className={styles.card}>
          <div className={styles.row}>
            <div>
              <Subtitle2 as="h2">Password</Subtitle2>
              <Text as="p" block>
                Your other sessions end when you change it.
              </Text>
            </div>
            <Button icon={<KeyRegular />} onClick={() => setChangingPassword(true)}>
              Change password
            </Button>
          </div>
        </Card>
        <ChangePasswordDialog open={changingPassword} onOpenChange={setChangingPassword} />
        <AccessTokensSection viewer={data.viewer} />
      </main>
    </>
  );
}

type ProfileField = 'firstName' | 'lastName' | 'email' | 'profile';
type ProfileValues = Record<ProfileField, string>;

const FIELDS: readonly { name: ProfileField; label: string; autoComplete: string; type?: 'email' }[] = [
  { name: 'firstName', label: 'First name', autoComplete: 'given-name' },
  { name: 'lastName', label: 'Last name', autoComplete: 'family-name' },
  { name: 'email', label: 'Email', autoComplete: 'email', type: 'email' },
  { name: 'profile', label: 'Job title', autoComplete: 'organization-title' },
];

const isProfileField = (path: string): path is ProfileField => FIELDS.some((field) => field.name === path);

/** A field error's path may be qualified ("body.email"): its last part names the field. */
const fieldOf = (path: string | null | undefined): ProfileField | null => {
  const last = path?.split('.').pop() ?? '';
  return isProfileField(last) ? last : null;
};

/** PROF-01..03: names, email and job title, saved only when they changed. */
function ProfileForm({ viewer }: { viewer: ProfilePageForm_viewer$key }) {
  const styles = useStyles();
  const { error, apiError, success } = useNotify();
  const data = useFragment(formFragment, viewer);
  const stored: ProfileValues = {
    firstName: data.user.firstName,
    lastName: data.user.lastName,
    email: data.email,
    profile: data.profile,
  };
  // Only the edited fields are kept: the others keep showing the stored value,
  // and clearing the draft after a save shows what the server kept.
  const [draft, setDraft] = useState<Partial<ProfileValues>>({});
  const [fieldErrors, setFieldErrors] = useState<Partial<Record<ProfileField, string>>>({});
  const [commit, saving] = useMutation<ProfilePageUpdateMutation>(updateMutation);

  const values: ProfileValues = { ...stored, ...draft };
  const trimmed: ProfileValues = {
    firstName: values.firstName.trim(),
    lastName: values.lastName.trim(),
    email: values.email.trim(),
    profile: values.profile.trim(),
  };
  // PROF-02: the server trims, so spaces alone are no change.
  const changed = FIELDS.some(({ name }) => trimmed[name] !== stored[name].trim());
  const emailError = validateFormEmail(trimmed.email);
  const canSave = changed && emailError === null && !saving;

  const edit = (name: ProfileField, value: string) => {
    setDraft((current) => ({ ...current, [name]: value }));
    setFieldErrors((current) => ({ ...current, [name]: undefined }));
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!canSave) return;
    commit({
      variables: { input: trimmed },
      onCompleted: ({ updateProfile: result }) => {
        if (result.__typename === 'ViewerPayload') {
          setDraft({});
          setFieldErrors({});
          success('Profile saved');
        } else if (result.__typename === 'ProviderError') {
          const byField: Partial<Record<ProfileField, string>> = {};
          for (const item of result.fieldErrors) {
            const field = fieldOf(item.path);
            if (field && !byField[field]) byField[field] = item.message;
          }
          setFieldErrors(byField);
          // An error no field can show goes to a toast.
          if (Object.keys(byField).length === 0) apiError(result);
        } else {
          error(GENERIC_ERROR_FALLBACK);
        }
      },
      onError: () => error(GENERIC_ERROR_FALLBACK),
    });
  };

  return (
    <Card className={styles.card}>
      <form className={styles.form} onSubmit={submit} noValidate aria-label="Profile">
        {FIELDS.map(({ name, label, autoComplete, type }) => {
          const message = fieldErrors[name] ?? (name === 'email' ? emailError : null);
          return (
            <Field key={name} label={label} required={name === 'email'} validationMessage={message ?? undefined}>
              <Input
                name={name}
                type={type ?? 'text'}
                autoComplete={autoComplete}
                value={values[name]}
                onChange={(_e, input) => edit(name, input.value)}
              />
            </Field>
          );
        })}
        <div className={styles.actions}>
          <Button
            type="submit"
            appearance="primary"
            disabled={!canSave}
            icon={saving ? <Spinner size="tiny" aria-hidden /> : undefined}
          >
            Save
          </Button>
        </div>
      </form>
    </Card>
  );
}
