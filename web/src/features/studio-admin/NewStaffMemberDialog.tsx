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
  Spinner,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import {
  ACCESS_LEVELS,
  DEFAULT_ACCESS_ID,
  DEFAULT_STUDIO_ROLE,
  GENERIC_ERROR_FALLBACK,
  STAFF_EMAIL_REFUSED,
  canGrantAccessLevel,
  canSaveNewStaffMember,
  validateStaffEmail,
  type StudioRole,
} from '@greenlight/rules';
import { useState, type FormEvent } from 'react';
import { graphql, useMutation } from 'react-relay';
import { useNotify } from '../app-shell/notifications';
import type { NewStaffMemberDialogMutation } from './__generated__/NewStaffMemberDialogMutation.graphql';
import { roleEnum, type RoleLabels } from './roles';
import { AccessLevelDropdown, PositionDropdown } from './StaffDropdowns';

// The studio answers with its staff afresh: the new member joins the table.
const inviteMutation = graphql`
  mutation NewStaffMemberDialogMutation($studioId: Int!, $input: NewStaffMemberInput!) {
    inviteStaffMember(studioId: $studioId, input: $input) {
      __typename
      ... on StudioAdmin {
        id
        ...StaffSection_studio @alias
      }
      ... on ProviderError {
        code
        message
        link
        fieldErrors {
          path
        }
      }
    }
  }
`;

const useStyles = makeStyles({
  // STAFF-03: 760 px wide, the whole width on a phone.
  surface: { width: '760px', maxWidth: 'calc(100vw - 32px)' },
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  names: { display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(220px, 1fr))', gap: tokens.spacingHorizontalM },
});

interface NewMember {
  firstName: string;
  lastName: string;
  email: string;
  userRole: StudioRole;
  accessId: number;
}

/**
 * STAFF-04: a studio developer with read-only access unless chosen otherwise. Read only
 * is the least powerful level (STAFF-10), so every viewer may give it; should a viewer
 * hold no level at all, the first level they may give is taken.
 */
const emptyMember = (ownAccessId: number): NewMember => ({
  firstName: '',
  lastName: '',
  email: '',
  userRole: DEFAULT_STUDIO_ROLE,
  accessId: canGrantAccessLevel(ownAccessId, DEFAULT_ACCESS_ID)
    ? DEFAULT_ACCESS_ID
    : (ACCESS_LEVELS.find((level) => canGrantAccessLevel(ownAccessId, level.id))?.id ?? DEFAULT_ACCESS_ID),
});

/** A refusal about the address (STAFF-07): its code, or an error-list item naming the email. */
const refusesEmail = (refusal: { readonly code: string; readonly fieldErrors: readonly { readonly path?: string | null | undefined }[] }) =>
  refusal.code === 'EMAIL_REFUSED' || refusal.fieldErrors.some((item) => item.path?.split('.').pop() === 'email');

/** STAFF-03..10: invites a member, who gets a mail to choose a password. */
export function NewStaffMemberDialog({
  studioId,
  ownAccessId,
  roles,
  open,
  onOpenChange,
}: {
  studioId: number;
  ownAccessId: number;
  roles: RoleLabels;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const styles = useStyles();
  const { apiError, error, success } = useNotify();
  const [form, setForm] = useState<NewMember>(() => emptyMember(ownAccessId));
  const [emailTyped, setEmailTyped] = useState(false);
  const [emailRefused, setEmailRefused] = useState(false);
  const [commit, saving] = useMutation<NewStaffMemberDialogMutation>(inviteMutation);

  const trimmed = { ...form, firstName: form.firstName.trim(), lastName: form.lastName.trim(), email: form.email.trim() };
  // STAFF-05/06
  const canSave = canSaveNewStaffMember(trimmed) && canGrantAccessLevel(ownAccessId, form.accessId) && !saving;
  const emailMessage = emailRefused ? STAFF_EMAIL_REFUSED : emailTyped ? validateStaffEmail(trimmed.email) : null;

  const edit = <K extends keyof NewMember>(name: K, value: NewMember[K]) => {
    setForm((current) => ({ ...current, [name]: value }));
    if (name === 'email') {
      setEmailTyped(true);
      setEmailRefused(false);
    }
  };

  const reset = () => {
    setForm(emptyMember(ownAccessId));
    setEmailTyped(false);
    setEmailRefused(false);
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!canSave) return;
    commit({
      variables: {
        studioId,
        input: { ...trimmed, userRole: roleEnum(trimmed.userRole) },
      },
      onCompleted: ({ inviteStaffMember: result }) => {
        if (result.__typename === 'StudioAdmin') {
          // STAFF-08
          success(`Invitation sent to ${trimmed.email}`);
          reset();
          onOpenChange(false);
        } else if (result.__typename === 'ProviderError') {
          if (refusesEmail(result)) setEmailRefused(true);
          else apiError(result);
        } else {
          error(GENERIC_ERROR_FALLBACK);
        }
      },
      onError: () => error(GENERIC_ERROR_FALLBACK),
    });
  };

  return (
    <Dialog open={open} onOpenChange={(_e, data) => onOpenChange(data.open)}>
      <DialogSurface className={styles.surface}>
        <form onSubmit={submit} noValidate aria-label="New staff member">
          <DialogBody>
            <DialogTitle>Add new staff member</DialogTitle>
            <DialogContent className={styles.form}>
              <div className={styles.names}>
                <Field label="First name" required>
                  <Input name="firstName" autoComplete="off" value={form.firstName} onChange={(_e, data) => edit('firstName', data.value)} />
                </Field>
                <Field label="Last name" required>
                  <Input name="lastName" autoComplete="off" value={form.lastName} onChange={(_e, data) => edit('lastName', data.value)} />
                </Field>
              </div>
              <Field label="Email" required validationMessage={emailMessage ?? undefined}>
                <Input name="email" type="email" autoComplete="off" value={form.email} onChange={(_e, data) => edit('email', data.value)} />
              </Field>
              <Field label="Position">
                <PositionDropdown roles={roles} userRole={form.userRole} onChange={(role) => edit('userRole', role)} />
              </Field>
              <Field label="Access level">
                <AccessLevelDropdown ownAccessId={ownAccessId} accessId={form.accessId} onChange={(accessId) => edit('accessId', accessId)} />
              </Field>
            </DialogContent>
            <DialogActions>
              <Button appearance="secondary" onClick={() => onOpenChange(false)}>
                Cancel
              </Button>
              <Button type="submit" appearance="primary" disabled={!canSave} icon={saving ? <Spinner size="tiny" aria-hidden /> : undefined}>
                Save
              </Button>
            </DialogActions>
          </DialogBody>
        </form>
      </DialogSurface>
    </Dialog>
  );
}
