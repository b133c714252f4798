import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Field,
  Input,
  MessageBar,
  MessageBarBody,
  Radio,
  RadioGroup,
  Select,
  Spinner,
  Text,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { CopyRegular } from '@fluentui/react-icons';
import {
  ACCESS_TOKEN_DEFAULT_EXPIRY_DAYS,
  ACCESS_TOKEN_EXPIRY_DAYS,
  ACCESS_TOKEN_NAME_MAX,
  FIELD_REQUIRED,
  GENERIC_ERROR_FALLBACK,
  accessTokenScopesFor,
} from '@greenlight/rules';
import { useState, type FormEvent } from 'react';
import { graphql, useMutation } from 'react-relay';
import { useNotify } from '../app-shell/notifications';
import type {
  AccessTokenScope,
  CreateAccessTokenDialogMutation,
} from './__generated__/CreateAccessTokenDialogMutation.graphql';

const createMutation = graphql`
  mutation CreateAccessTokenDialogMutation($name: String!, $scope: AccessTokenScope!, $expiresInDays: Int!) {
    createAccessToken(name: $name, scope: $scope, expiresInDays: $expiresInDays) {
      __typename
      ... on CreateAccessTokenPayload {
        token
        accessToken {
          id
          name
        }
        viewer {
          # The profile's list shows the new token at once.
          ...AccessTokensSection_viewer
        }
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

export const TOKEN_SHOWN_ONCE = 'Copy it now: it will not be shown again.';
const SCOPE_LABELS: Record<'read' | 'read_write', { value: AccessTokenScope; label: string; hint: string }> = {
  read: { value: 'READ', label: 'Read', hint: 'Reads games, studios and lists; changes nothing' },
  read_write: { value: 'READ_WRITE', label: 'Read and write', hint: 'Does whatever you may do' },
};

const useStyles = makeStyles({
  surface: { maxWidth: '520px' },
  fields: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  token: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS },
  value: { fontFamily: tokens.fontFamilyMonospace, wordBreak: 'break-all', flexGrow: 1 },
});

/**
 * Issue 16: makes a personal access token. Name (required), scope (staff choose; studio
 * members get "Read" only) and expiry; once made, the token is shown this once with a
 * copy button.
 */
export function CreateAccessTokenDialog({
  open,
  onOpenChange,
  isStaff,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  isStaff: boolean;
}) {
  const styles = useStyles();
  return (
    <Dialog open={open} onOpenChange={(_event, data) => onOpenChange(data.open)}>
      <DialogSurface className={styles.surface}>
        {/* Mounted only while open: a reopened dialog starts empty and never shows an old token. */}
        {open && <CreateAccessTokenForm isStaff={isStaff} onDone={() => onOpenChange(false)} />}
      </DialogSurface>
    </Dialog>
  );
}

function CreateAccessTokenForm({ isStaff, onDone }: { isStaff: boolean; onDone: () => void }) {
  const styles = useStyles();
  const { success } = useNotify();
  const scopes = accessTokenScopesFor(isStaff);
  const [name, setName] = useState('');
  const [touched, setTouched] = useState(false);
  const [scope, setScope] = useState<AccessTokenScope>('READ');
  const [expiresInDays, setExpiresInDays] = useState<number>(ACCESS_TOKEN_DEFAULT_EXPIRY_DAYS);
  const [failure, setFailure] = useState<string | null>(null);
  const [created, setCreated] = useState<{ token: string; name: string } | null>(null);
  const [commit, saving] = useMutation<CreateAccessTokenDialogMutation>(createMutation);

  const nameError = touched && name.trim() === '' ? FIELD_REQUIRED : null;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setTouched(true);
    if (name.trim() === '' || saving) return;
    setFailure(null);
    commit({
      variables: { name: name.trim(), scope, expiresInDays },
      onCompleted: ({ createAccessToken: result }) => {
        if (result.__typename === 'CreateAccessTokenPayload') setCreated({ token: result.token, name: result.accessToken.name });
        else if (result.__typename === 'ProviderError') setFailure(result.fieldErrors[0]?.message ?? result.message);
        else setFailure(GENERIC_ERROR_FALLBACK);
      },
      onError: () => setFailure(GENERIC_ERROR_FALLBACK),
    });
  };

  if (created) {
    const copy = async () => {
      await navigator.clipboard.writeText(created.token);
      success('Token copied');
    };
    return (
      <DialogBody>
        <DialogTitle>Token created</DialogTitle>
        <DialogContent className={styles.fields}>
          <MessageBar intent="warning">
            <MessageBarBody>{TOKEN_SHOWN_ONCE}</MessageBarBody>
          </MessageBar>
          <Field label={`Your token "${created.name}"`}>
            <div className={styles.token}>
              <Text className={styles.value} data-testid="created-token">
                {created.token}
              </Text>
              <Button icon={<CopyRegular />} aria-label="Copy token" onClick={() => void copy()}>
                Copy
              </Button>
            </div>
          </Field>
          <Text size={200}>Scripts send it as the header Authorization: Bearer &lt;token&gt;.</Text>
        </DialogContent>
        <DialogActions>
          <Button appearance="primary" onClick={onDone}>
            Done
          </Button>
        </DialogActions>
      </DialogBody>
    );
  }

  return (
    <form onSubmit={submit} noValidate>
      <DialogBody>
        <DialogTitle>Create token</DialogTitle>
        <DialogContent className={styles.fields}>
          {failure && (
            <MessageBar intent="error" role="alert">
              <MessageBarBody>{failure}</MessageBarBody>
            </MessageBar>
          )}
          <Field label="Name" required validationMessage={nameError ?? undefined} hint="What the token is for, e.g. Nightly export">
            <Input
              name="name"
              value={name}
              maxLength={ACCESS_TOKEN_NAME_MAX}
              onChange={(_event, data) => {
                setName(data.value);
                setFailure(null);
              }}
              onBlur={() => setTouched(true)}
            />
          </Field>
          <Field label="Scope">
            <RadioGroup value={scope} onChange={(_event, data) => setScope(data.value as AccessTokenScope)}>
              {scopes.map((key) => (
                <Radio key={key} value={SCOPE_LABELS[key].value} label={`${SCOPE_LABELS[key].label}: ${SCOPE_LABELS[key].hint}`} />
              ))}
            </RadioGroup>
          </Field>
          <Field label="Expires in">
            <Select value={String(expiresInDays)} onChange={(_event, data) => setExpiresInDays(Number(data.value))}>
              {ACCESS_TOKEN_EXPIRY_DAYS.map((days) => (
                <option key={days} value={days}>
                  {days === 365 ? '1 year' : `${days} days`}
                </option>
              ))}
            </Select>
          </Field>
        </DialogContent>
        <DialogActions>
          <Button appearance="secondary" onClick={onDone}>
            Cancel
          </Button>
          <Button type="submit" appearance="primary" disabled={saving} icon={saving ? <Spinner size="tiny" aria-hidden /> : undefined}>
            Create token
          </Button>
        </DialogActions>
      </DialogBody>
    </form>
  );
}
