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
  ProgressBar,
  Spinner,
  Text,
  makeStyles,
  mergeClasses,
  tokens,
} from '@fluentui/react-components';
import { CheckmarkCircle16Filled, Circle16Regular } from '@fluentui/react-icons';
import {
  PASSWORD_CHANGED,
  RESET_GENERIC_ERROR,
  RESET_WRONG_PASSWORD,
  canSubmitPasswordChange,
  passwordHints,
  passwordStrength,
  passwordStrengthPercent,
  resetErrorMessage,
  validateConfirmPassword,
  validateCurrentPassword,
  validateNewPassword,
} from '@greenlight/rules';
import { useState, type FormEvent } from 'react';
import { graphql, useMutation } from 'react-relay';
import { useNotify } from '../app-shell/notifications';
import type { ChangePasswordDialogMutation } from './__generated__/ChangePasswordDialogMutation.graphql';

const changePasswordMutation = graphql`
  mutation ChangePasswordDialogMutation($currentPassword: String!, $newPassword: String!) {
    changePassword(currentPassword: $currentPassword, newPassword: $newPassword) {
      __typename
      ... on ViewerPayload {
        viewer {
          id
        }
      }
      ... on ProviderError {
        code
        message
        status
      }
    }
  }
`;

/** The provider's key for a wrong current password (PROF-14, 002 §8). */
const WRONG_PASSWORD_CODE = 'error.login.wrongpassword';

const useStyles = makeStyles({
  surface: { maxWidth: '480px' },
  fields: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  hints: {
    listStyleType: 'none',
    margin: 0,
    padding: 0,
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXXS,
  },
  hint: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalXS, color: tokens.colorNeutralForeground3 },
  met: { color: tokens.colorPaletteGreenForeground1 },
  icon: { flexShrink: 0 },
  // Read by screen readers, not shown: the icon alone says met or not met on screen.
  visuallyHidden: {
    position: 'absolute',
    width: '1px',
    height: '1px',
    margin: '-1px',
    overflow: 'hidden',
    clip: 'rect(0 0 0 0)',
    whiteSpace: 'nowrap',
  },
});

/** PROF-08..11: the four rules of a new password, each marked met or not as the user types. */
export function PasswordHints({ password }: { password: string }) {
  const styles = useStyles();
  return (
    <ul className={styles.hints} aria-label="Password requirements">
      {passwordHints(password).map((hint) => (
        <li key={hint.id} className={mergeClasses(styles.hint, hint.met && styles.met)} data-met={hint.met}>
          {hint.met ? (
            <CheckmarkCircle16Filled className={styles.icon} aria-hidden />
          ) : (
            <Circle16Regular className={styles.icon} aria-hidden />
          )}
          <span className={styles.visuallyHidden}>{hint.met ? 'Met: ' : 'Not met: '}</span>
          <Text size={200}>{hint.message}</Text>
        </li>
      ))}
    </ul>
  );
}

// The score out of 4 (rules) named for people: 0 and 1 are both weak.
const STRENGTH_NAMES = ['weak', 'weak', 'fair', 'good', 'strong'] as const;
const STRENGTH_COLORS = ['error', 'error', 'warning', 'brand', 'success'] as const;

/** PROF-12: the strength gauge, as rules score it (capped at 100 % above 80). */
export function PasswordStrengthGauge({ password }: { password: string }) {
  const score = passwordStrength(password);
  const percent = passwordStrengthPercent(score);
  const name = STRENGTH_NAMES[score] ?? 'weak';
  return (
    <Field label={`Strength: ${name}`} size="small">
      <ProgressBar
        value={percent}
        max={100}
        thickness="large"
        color={STRENGTH_COLORS[score] ?? 'error'}
        aria-valuetext={`${name}, ${percent}%`}
      />
    </Field>
  );
}

/**
 * The profile's change-password dialog (PROF-04..15): current, new and confirm,
 * the hints and the strength gauge under the new one. Success closes it and says so.
 */
export function ChangePasswordDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const styles = useStyles();
  return (
    <Dialog open={open} onOpenChange={(_event, data) => onOpenChange(data.open)}>
      <DialogSurface className={styles.surface}>
        {/* Mounted only while open, so a reopened dialog starts empty. */}
        {open && <ChangePasswordForm onDone={() => onOpenChange(false)} />}
      </DialogSurface>
    </Dialog>
  );
}

type FieldName = 'currentPassword' | 'newPassword' | 'confirmPassword';

function ChangePasswordForm({ onDone }: { onDone: () => void }) {
  const styles = useStyles();
  const { success } = useNotify();
  const [form, setForm] = useState({ currentPassword: '', newPassword: '', confirmPassword: '' });
  const [touched, setTouched] = useState<Record<FieldName, boolean>>({
    currentPassword: false,
    newPassword: false,
    confirmPassword: false,
  });
  const [wrongPassword, setWrongPassword] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [commit, saving] = useMutation<ChangePasswordDialogMutation>(changePasswordMutation);

  const set = (field: FieldName) => (_event: unknown, data: { value: string }) => {
    setForm((current) => ({ ...current, [field]: data.value }));
    if (field === 'currentPassword') setWrongPassword(false);
    setFailure(null);
  };
  const touch = (field: FieldName) => () => setTouched((current) => ({ ...current, [field]: true }));

  const currentError = wrongPassword
    ? RESET_WRONG_PASSWORD
    : touched.currentPassword
      ? validateCurrentPassword(form.currentPassword)
      : null;
  // The hints already list what is missing; the field itself only says what they cannot (required, too long).
  const newRule = validateNewPassword(form.newPassword);
  const newIsHint = passwordHints(form.newPassword).some((hint) => hint.message === newRule);
  const newError = touched.newPassword && newRule && !newIsHint ? newRule : null;
  // PROF-07: a mismatch shows as soon as the confirmation is typed; "required" only once left.
  const confirmError =
    form.confirmPassword !== '' || touched.confirmPassword
      ? validateConfirmPassword(form.newPassword, form.confirmPassword)
      : null;
  const canSubmit = canSubmitPasswordChange(form) && !saving;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setTouched({ currentPassword: true, newPassword: true, confirmPassword: true });
    if (!canSubmitPasswordChange(form) || saving) return;
    setFailure(null);
    commit({
      variables: { currentPassword: form.currentPassword, newPassword: form.newPassword },
      onCompleted: ({ changePassword: result }) => {
        if (result.__typename === 'ViewerPayload') {
          onDone();
          success(PASSWORD_CHANGED);
        } else if (result.__typename === 'ProviderError') {
          // PROF-14: the provider answers 403 with this key for a wrong current password.
          if (result.code === WRONG_PASSWORD_CODE || result.status === 403) setWrongPassword(true);
          else setFailure(result.message || resetErrorMessage(result.code));
        } else {
          setFailure(RESET_GENERIC_ERROR);
        }
      },
      onError: () => setFailure(RESET_GENERIC_ERROR),
    });
  };

  return (
    <form onSubmit={submit} noValidate>
      <DialogBody>
        <DialogTitle>Change password</DialogTitle>
        <DialogContent className={styles.fields}>
          {failure && (
            <MessageBar intent="error" role="alert">
              <MessageBarBody>{failure}</MessageBarBody>
            </MessageBar>
          )}
          <Field label="Current password" required validationMessage={currentError ?? undefined}>
            <Input
              type="password"
              name="currentPassword"
              autoComplete="current-password"
              value={form.currentPassword}
              onChange={set('currentPassword')}
              onBlur={touch('currentPassword')}
            />
          </Field>
          <Field
            label="New password"
            required
            validationMessage={newError ?? undefined}
            hint={<PasswordHints password={form.newPassword} />}
          >
            <Input
              type="password"
              name="newPassword"
              autoComplete="new-password"
              value={form.newPassword}
              onChange={set('newPassword')}
              onBlur={touch('newPassword')}
            />
          </Field>
          <PasswordStrengthGauge password={form.newPassword} />
          <Field label="Confirm password" required validationMessage={confirmError ?? undefined}>
            <Input
              type="password"
              name="confirmPassword"
              autoComplete="new-password"
              value={form.confirmPassword}
              onChange={set('confirmPassword')}
              onBlur={touch('confirmPassword')}
            />
          </Field>
        </DialogContent>
        <DialogActions>
          <Button appearance="secondary" onClick={onDone}>
            Cancel
          </Button>
          <Button
            type="submit"
            appearance="primary"
            disabled={!canSubmit}
            icon={saving ? <Spinner size="tiny" aria-hidden /> : undefined}
          >
            Change password
          </Button>
        </DialogActions>
      </DialogBody>
    </form>
  );
}
