import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Divider,
  DrawerBody,
  DrawerFooter,
  DrawerHeader,
  DrawerHeaderTitle,
  Dropdown,
  Field,
  MessageBar,
  MessageBarBody,
  Option,
  OverlayDrawer,
  Radio,
  RadioGroup,
  Switch,
  Text,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { DismissRegular } from '@fluentui/react-icons';
import {
  CHURN_REASONS,
  DEACTIVATION_REASONS,
  DEACTIVATION_WARNING,
  GAME_PANEL_BREAKPOINT,
  STUDIO_ACTIVITY_HINT,
  canConfirmChurn,
  canConfirmDeactivation,
  churnedForm,
  coachingSwitch,
  settingsChanged,
  settingsPayload,
  teamStatusChoices,
  type StudioSettingsForm,
  type TeamStatusChoice,
} from '@greenlight/rules';
import { useState } from 'react';
import { graphql, useFragment, useMutation, type UseMutationConfig } from 'react-relay';
import type { MutationParameters } from 'relay-runtime';
import { useNotify } from '../app-shell/notifications';
import type { StudioSettingsDrawer_studio$data, StudioSettingsDrawer_studio$key } from './__generated__/StudioSettingsDrawer_studio.graphql';
import type { StudioSettingsDrawerActivityMutation } from './__generated__/StudioSettingsDrawerActivityMutation.graphql';
import type { StudioSettingsDrawerCoachingMutation } from './__generated__/StudioSettingsDrawerCoachingMutation.graphql';
import type {
  StudioSettingsDrawerUpdateMutation,
  StudioSettingsInput,
} from './__generated__/StudioSettingsDrawerUpdateMutation.graphql';

const fragment = graphql`
  fragment StudioSettingsDrawer_studio on Studio {
    id
    name
    deactivateDate
    deactivateReason
    isChurned
    isRegrettedChurn
    churnReason
    isCoached
    teamStatus {
      teamStatusId
    }
    pm {
      userId
    }
    secondaryPm {
      userId
    }
    knowledgeSharingPmStatus
    activityState
    isActivityStateForced
  }
`;

// All three answer the studio afresh: the page shows it from the store.
const coachingMutation = graphql`
  mutation StudioSettingsDrawerCoachingMutation($studioId: ID!, $coached: Boolean!) {
    switchStudioCoaching(studioId: $studioId, coached: $coached) {
      __typename
      ... on Studio {
        id
        ...StudioHeader_studio @alias
        ...StudioSettingsDrawer_studio @alias
      }
      ... on ProviderError {
        message
        link
      }
    }
  }
`;

const updateMutation = graphql`
  mutation StudioSettingsDrawerUpdateMutation($studioId: ID!, $input: StudioSettingsInput!) {
    updateStudioSettings(studioId: $studioId, input: $input) {
      __typename
      ... on Studio {
        id
        ...StudioHeader_studio @alias
        ...StudioSettingsDrawer_studio @alias
      }
      ... on ProviderError {
        message
        link
      }
    }
  }
`;

const activityMutation = graphql`
  mutation StudioSettingsDrawerActivityMutation($studioId: ID!, $activityState: ActivityState!, $forced: Boolean!) {
    setStudioActivityState(studioId: $studioId, activityState: $activityState, forced: $forced) {
      __typename
      ... on Studio {
        id
        ...StudioHeader_studio @alias
        ...StudioSettingsDrawer_studio @alias
      }
      ... on ProviderError {
        message
        link
      }
    }
  }
`;

/** SSET-02..04: the activity as the platform computes it, or forced by staff. */
type ActivityChoice = 'computed' | 'active' | 'inactive';
const ACTIVITY_CHOICES: readonly { value: ActivityChoice; label: string }[] = [
  { value: 'computed', label: 'Computed by the platform' },
  { value: 'active', label: 'Forced active' },
  { value: 'inactive', label: 'Forced inactive' },
];

/** The activity choice the studio has now. */
export const activityChoiceOf = (studio: { readonly activityState: string; readonly isActivityStateForced: boolean }): ActivityChoice =>
  !studio.isActivityStateForced ? 'computed' : studio.activityState === 'ACTIVE' ? 'active' : 'inactive';

export interface SettingsViewer {
  permissions: readonly string[];
  userId: number;
}

type Choices = readonly TeamStatusChoice[];
export interface SettingsCodifications {
  publishingManagers: readonly { readonly value: number; readonly label: string }[];
  teamStatuses: { readonly att: Choices; readonly coaching: Choices };
}

const NO_MANAGER = '--';
const narrow = `@media (max-width: ${GAME_PANEL_BREAKPOINT - 1}px)`;

const useStyles = makeStyles({
  // CONF-09: the drawer takes the whole width under 742 px.
  drawer: { [narrow]: { width: '100vw', maxWidth: '100vw' } },
  body: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  section: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  // A Divider grows in a flex column: the drawer's sections stay together.
  divider: { flexGrow: 0 },
  footer: { display: 'flex', justifyContent: 'flex-end', gap: tokens.spacingHorizontalS },
});

/** The drawer's form as the studio is now. */
export function settingsFormOf(studio: StudioSettingsDrawer_studio$data): StudioSettingsForm {
  return {
    isActive: studio.deactivateDate == null,
    deactivateReason: studio.deactivateReason ?? null,
    isChurned: studio.isChurned,
    isRegrettedChurn: studio.isRegrettedChurn ?? null,
    churnReason: studio.churnReason ?? null,
    coaching: studio.isCoached,
    teamStatusId: studio.teamStatus?.teamStatusId ?? null,
    publishingManagerId: studio.pm?.userId ?? null,
    secondaryPublishingManagerId: studio.secondaryPm?.userId ?? null,
    knowledgeSharingPmStatus: studio.knowledgeSharingPmStatus,
  };
}

/**
 * SSET-26: settingsPayload in the gateway's words: a field it leaves out stays as
 * it is, so nulls are left out and a secondary PM removed is said with
 * clearSecondaryPublishingManager. Without change_publishing_manager the PMs go only
 * when the viewer named themselves primary PM (SSET-24). Null when nothing is left.
 */
export function settingsInput(initial: StudioSettingsForm, form: StudioSettingsForm, mayChangePms: boolean): StudioSettingsInput | null {
  const payload = settingsPayload(initial, form);
  const input: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(payload)) if (value !== null && value !== undefined) input[name] = value;
  if ('secondaryPublishingManagerId' in payload && payload.secondaryPublishingManagerId == null && initial.secondaryPublishingManagerId !== null) {
    input.clearSecondaryPublishingManager = true;
  }
  if (!mayChangePms) {
    delete input.secondaryPublishingManagerId;
    delete input.clearSecondaryPublishingManager;
    if (input.publishingManagerId === initial.publishingManagerId) delete input.publishingManagerId;
  }
  return Object.keys(input).length > 0 ? (input as StudioSettingsInput) : null;
}

/** A mutation's answer as a promise, so that Validate can chain its two calls. */
function committed<T extends MutationParameters>(commit: (config: UseMutationConfig<T>) => unknown, variables: T['variables']): Promise<T['response']> {
  return new Promise((resolve, reject) => {
    commit({ variables, onCompleted: (response) => resolve(response), onError: reject });
  });
}

/**
 * SD-09, SSET-01..29: the studio settings drawer. Team status, knowledge sharing,
 * churn and platform access need change_studio_admin_info; the PMs
 * change_publishing_manager, and only while coaching; staff without it may coach
 * the studio themselves (SSET-24).
 */
export function StudioSettingsDrawer({
  studio: key,
  viewer,
  codifications,
  open,
  onOpenChange,
}: {
  studio: StudioSettingsDrawer_studio$key;
  viewer: SettingsViewer & { isStaff: boolean };
  codifications: SettingsCodifications;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const styles = useStyles();
  const studio = useFragment(fragment, key);
  return (
    <OverlayDrawer position="end" size="medium" className={styles.drawer} open={open} onOpenChange={(_e, data) => onOpenChange(data.open)}>
      <DrawerHeader>
        <DrawerHeaderTitle
          action={<Button appearance="subtle" aria-label="Close" icon={<DismissRegular />} onClick={() => onOpenChange(false)} />}
        >
          Studio settings
        </DrawerHeaderTitle>
      </DrawerHeader>
      {/* A fresh form each time it opens, from the studio as it is. */}
      {open && <SettingsForm studio={studio} viewer={viewer} codifications={codifications} onClose={() => onOpenChange(false)} />}
    </OverlayDrawer>
  );
}

function SettingsForm({
  studio,
  viewer,
  codifications,
  onClose,
}: {
  studio: StudioSettingsDrawer_studio$data;
  viewer: SettingsViewer & { isStaff: boolean };
  codifications: SettingsCodifications;
  onClose: () => void;
}) {
  const styles = useStyles();
  const { apiError, error, success } = useNotify();
  const initial = settingsFormOf(studio);
  const [form, setForm] = useState<StudioSettingsForm>(initial);
  const [deactivating, setDeactivating] = useState(false);
  const [churning, setChurning] = useState(false);
  const [commitCoaching] = useMutation<StudioSettingsDrawerCoachingMutation>(coachingMutation);
  const [commitUpdate] = useMutation<StudioSettingsDrawerUpdateMutation>(updateMutation);
  const [commitActivity] = useMutation<StudioSettingsDrawerActivityMutation>(activityMutation);
  const initialActivity = activityChoiceOf(studio);
  const [activity, setActivity] = useState<ActivityChoice>(initialActivity);
  const [saving, setSaving] = useState(false);

  const mayAdmin = viewer.permissions.includes('change_studio_admin_info');
  const mayChangePms = viewer.permissions.includes('change_publishing_manager');
  // SSET-09: while deactivated only churn may change; deactivating sends nothing else.
  const inactive = !form.isActive;
  const statuses = teamStatusChoices(codifications.teamStatuses, form.coaching);
  const managers = codifications.publishingManagers;
  const managerName = (id: number | null) => managers.find((manager) => manager.value === id)?.label ?? NO_MANAGER;
  const mayCoachThemselves = viewer.isStaff && !mayChangePms && !inactive && form.publishingManagerId !== viewer.userId;

  const setCoaching = (coaching: boolean, extra: Partial<StudioSettingsForm> = {}) =>
    // SSET-19: the first status of the new list.
    setForm((current) => ({
      ...current,
      coaching,
      teamStatusId: coaching === current.coaching ? current.teamStatusId : (teamStatusChoices(codifications.teamStatuses, coaching)[0]?.value ?? null),
      ...extra,
    }));

  /** Refused: the refusal's words; false stops what follows. */
  const accepted = (result: { readonly __typename: string; readonly message?: string; readonly link?: string | null | undefined }) => {
    if (result.__typename !== 'ProviderError') return true;
    apiError({ message: result.message ?? '', link: result.link });
    return false;
  };

  // SSET-08: reactivating is immediate.
  const reactivate = async () => {
    setSaving(true);
    try {
      const { updateStudioSettings } = await committed(commitUpdate, { studioId: studio.id, input: { isActive: true } });
      if (!accepted(updateStudioSettings)) return;
      setForm((current) => ({ ...current, isActive: true, deactivateReason: null }));
      success('Studio reactivated');
    } catch {
      error('The studio could not be reactivated.');
    } finally {
      setSaving(false);
    }
  };

  // SSET-23, SSET-26: the mode switch first, then the settings; closes when both went through.
  const validate = async () => {
    const change = coachingSwitch(initial, form);
    // Only the activity may have changed: then the settings are not sent.
    const input = settingsChanged(initial, form) ? settingsInput(initial, form, mayChangePms) : null;
    setSaving(true);
    try {
      if (change) {
        const { switchStudioCoaching } = await committed(commitCoaching, { studioId: studio.id, coached: change === 'attToCoached' });
        if (!accepted(switchStudioCoaching)) return;
      }
      if (input) {
        const { updateStudioSettings } = await committed(commitUpdate, { studioId: studio.id, input });
        if (!accepted(updateStudioSettings)) return;
      }
      if (activity !== initialActivity) {
        const { setStudioActivityState } = await committed(commitActivity, {
          studioId: studio.id,
          activityState: activity === 'inactive' ? 'INACTIVE' : 'ACTIVE',
          forced: activity !== 'computed',
        });
        if (!accepted(setStudioActivityState)) return;
      }
      success('Studio settings saved');
      onClose();
    } catch {
      error('The studio settings could not be saved.');
    } finally {
      setSaving(false);
    }
  };

  return (
    <>
      <DrawerBody className={styles.body}>
        {!mayAdmin && (
          <MessageBar intent="info">
            <MessageBarBody>Changing these settings needs the permission to edit studio admin information.</MessageBarBody>
          </MessageBar>
        )}
        <section className={styles.section} aria-label="Platform access">
          <Switch
            label="Platform access"
            checked={form.isActive}
            disabled={!mayAdmin || saving}
            onChange={(_e, data) => {
              if (!data.checked) setDeactivating(true);
              else if (!initial.isActive) void reactivate();
              else setForm({ ...form, isActive: true, deactivateReason: null });
            }}
          />
          {!form.isActive && form.deactivateReason && <Text size={200}>Reason: {form.deactivateReason}</Text>}
        </section>
        <section className={styles.section} aria-label="Churn">
          <Switch
            label="Churned"
            checked={form.isChurned}
            disabled={!mayAdmin || saving || (initial.isActive && inactive)}
            onChange={(_e, data) => {
              if (data.checked) setChurning(true);
              // SSET-15: off resets the churn.
              else setForm({ ...form, isChurned: false, churnReason: null, isRegrettedChurn: null });
            }}
          />
          {form.isChurned && (
            <Text size={200}>
              {form.churnReason ?? ''}
              {form.isRegrettedChurn !== null && ` (${form.isRegrettedChurn ? 'regretted' : 'not regretted'})`}
            </Text>
          )}
        </section>
        <Divider className={styles.divider} />
        <section className={styles.section} aria-label="Coaching">
          <Switch label="Coaching" checked={form.coaching} disabled={!mayAdmin || saving || inactive} onChange={(_e, data) => setCoaching(data.checked)} />
          <Field label="Team status">
            <Dropdown
              aria-label="Team status"
              disabled={!mayAdmin || saving || inactive}
              value={statuses.find((status) => status.value === form.teamStatusId)?.label ?? ''}
              selectedOptions={form.teamStatusId === null ? [] : [String(form.teamStatusId)]}
              onOptionSelect={(_e, data) => setForm({ ...form, teamStatusId: data.optionValue ? Number(data.optionValue) : null })}
            >
              {statuses.map((status) => (
                <Option key={status.value} value={String(status.value)}>
                  {status.label}
                </Option>
              ))}
            </Dropdown>
          </Field>
          <Field label="Primary PM">
            <Dropdown
              aria-label="Primary PM"
              disabled={!mayChangePms || !form.coaching || saving || inactive}
              value={managerName(form.publishingManagerId)}
              selectedOptions={form.publishingManagerId === null ? [] : [String(form.publishingManagerId)]}
              onOptionSelect={(_e, data) => setForm({ ...form, publishingManagerId: data.optionValue ? Number(data.optionValue) : null })}
            >
              {managers.map((manager) => (
                <Option key={manager.value} value={String(manager.value)}>
                  {manager.label}
                </Option>
              ))}
            </Dropdown>
          </Field>
          <Field label="Secondary PM">
            <Dropdown
              aria-label="Secondary PM"
              disabled={!mayChangePms || !form.coaching || saving || inactive}
              value={managerName(form.secondaryPublishingManagerId)}
              selectedOptions={[form.secondaryPublishingManagerId === null ? '' : String(form.secondaryPublishingManagerId)]}
              onOptionSelect={(_e, data) => setForm({ ...form, secondaryPublishingManagerId: data.optionValue ? Number(data.optionValue) : null })}
            >
              <Option value="">{NO_MANAGER}</Option>
              {managers.map((manager) => (
                <Option key={manager.value} value={String(manager.value)}>
                  {manager.label}
                </Option>
              ))}
            </Dropdown>
          </Field>
          {mayCoachThemselves && (
            <Button
              disabled={saving || (!form.coaching && !mayAdmin)}
              onClick={() => setCoaching(true, { publishingManagerId: viewer.userId })}
            >
              Coach it myself
            </Button>
          )}
        </section>
        <Divider className={styles.divider} />
        <Field label="Activity" hint={STUDIO_ACTIVITY_HINT}>
          <Dropdown
            aria-label="Activity"
            disabled={!mayAdmin || saving}
            value={ACTIVITY_CHOICES.find((choice) => choice.value === activity)!.label}
            selectedOptions={[activity]}
            onOptionSelect={(_e, data) => setActivity((data.optionValue as ActivityChoice | undefined) ?? 'computed')}
          >
            {ACTIVITY_CHOICES.map((choice) => (
              <Option key={choice.value} value={choice.value}>
                {choice.label}
              </Option>
            ))}
          </Dropdown>
        </Field>
        <Switch
          label="Knowledge sharing"
          checked={form.knowledgeSharingPmStatus}
          disabled={!mayAdmin || saving || inactive}
          onChange={(_e, data) => setForm({ ...form, knowledgeSharingPmStatus: data.checked })}
        />
      </DrawerBody>
      <DrawerFooter className={styles.footer}>
        <Button appearance="secondary" onClick={onClose}>
          Cancel
        </Button>
        <Button appearance="primary" disabled={saving || (!settingsChanged(initial, form) && activity === initialActivity)} onClick={() => void validate()}>
          Validate
        </Button>
      </DrawerFooter>
      {/* Mounted only while asked for, so that each opening starts without a choice. */}
      {deactivating && (
        <DeactivationDialog
          onCancel={() => setDeactivating(false)}
          onConfirm={(reason) => {
            setDeactivating(false);
            setForm({ ...form, isActive: false, deactivateReason: reason });
          }}
        />
      )}
      {churning && (
        <ChurnDialog
          onCancel={() => setChurning(false)}
          onConfirm={(churnReason, isRegrettedChurn) => {
            setChurning(false);
            // SSET-17: churned, the studio goes back to att with team status 1, as the provider sets it.
            setForm(churnedForm(form, churnReason, isRegrettedChurn));
          }}
        />
      )}
    </>
  );
}

/** SSET-06, SSET-07: the warning, and a reason before Confirm. */
function DeactivationDialog({ onCancel, onConfirm }: { onCancel: () => void; onConfirm: (reason: string) => void }) {
  const [reason, setReason] = useState<string | null>(null);
  return (
    <Dialog
      open
      onOpenChange={(_e, data) => {
        if (!data.open) onCancel();
      }}
    >
      <DialogSurface>
        <DialogBody>
          <DialogTitle>Deactivate the studio</DialogTitle>
          <DialogContent>
            <MessageBar intent="warning">
              <MessageBarBody>{DEACTIVATION_WARNING}</MessageBarBody>
            </MessageBar>
            <Field label="Deactivation reason">
              <Dropdown
                aria-label="Deactivation reason"
                placeholder="Choose a reason"
                value={reason ?? ''}
                selectedOptions={reason ? [reason] : []}
                onOptionSelect={(_e, data) => setReason(data.optionValue ?? null)}
              >
                {DEACTIVATION_REASONS.map((option) => (
                  <Option key={option}>{option}</Option>
                ))}
              </Dropdown>
            </Field>
          </DialogContent>
          <DialogActions>
            <Button appearance="secondary" onClick={onCancel}>
              Cancel
            </Button>
            <Button appearance="primary" disabled={!canConfirmDeactivation(reason)} onClick={() => reason && onConfirm(reason)}>
              Confirm
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}

/** SSET-10..14: a reason and whether the churn is regretted, both before Confirm. */
function ChurnDialog({ onCancel, onConfirm }: { onCancel: () => void; onConfirm: (reason: string, regretted: boolean) => void }) {
  const [reason, setReason] = useState<string | null>(null);
  const [regretted, setRegretted] = useState<boolean | null>(null);
  return (
    <Dialog
      open
      onOpenChange={(_e, data) => {
        if (!data.open) onCancel();
      }}
    >
      <DialogSurface>
        <DialogBody>
          <DialogTitle>Churn the studio</DialogTitle>
          <DialogContent>
            <Text block>Churn is for reporting only: the studio keeps its access. Its team status goes back to ATT.</Text>
            <Field label="Churn reason">
              <Dropdown
                aria-label="Churn reason"
                placeholder="Choose a reason"
                value={reason ?? ''}
                selectedOptions={reason ? [reason] : []}
                onOptionSelect={(_e, data) => setReason(data.optionValue ?? null)}
              >
                {CHURN_REASONS.map((option) => (
                  <Option key={option}>{option}</Option>
                ))}
              </Dropdown>
            </Field>
            <Field label="Regretted churn">
              <RadioGroup
                layout="horizontal"
                value={regretted === null ? '' : regretted ? 'yes' : 'no'}
                onChange={(_e, data) => setRegretted(data.value === 'yes')}
              >
                <Radio value="yes" label="Yes" />
                <Radio value="no" label="No" />
              </RadioGroup>
            </Field>
          </DialogContent>
          <DialogActions>
            <Button appearance="secondary" onClick={onCancel}>
              Cancel
            </Button>
            <Button
              appearance="primary"
              disabled={!canConfirmChurn(reason, regretted)}
              onClick={() => reason && regretted !== null && onConfirm(reason, regretted)}
            >
              Confirm
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
