// The studios list and a studio's settings (SL, SD, SSET; 002 §2-5): the studios
// list's filter rules, the activity label, team statuses, churn and deactivation
// reasons, history labels, trends, and the settings drawer's form logic. The sorts
// (STUDIO_SORT_FIELDS, DEFAULT_STUDIO_SORT, STUDIO_GAME_SORTS) live in lists.ts,
// which imports this file to check a studios view's filter.
import {
  BOOLEAN_OPERATORS,
  LEAD_SOURCES,
  NUMBER_OPERATORS,
  PERSON_OPERATORS,
  SELECT_OPERATORS,
  SLIDERS,
  TEXT_OPERATORS,
  type FilterRule,
  type NumberUnit,
} from './filters';

/** SL-23, SSET-02: a studio's activity states. */
export const STUDIO_ACTIVITY_STATES = ['active', 'inactive', 'churned'] as const;
export type StudioActivityState = (typeof STUDIO_ACTIVITY_STATES)[number];

/** CONF-36: how a studio's activity is computed, under the settings' Activity field. */
export const STUDIO_ACTIVITY_HINT = 'Computed: active while a game event happened in the last 90 days.';

const count = (id: string, label: string, unit: NumberUnit, extra: Partial<FilterRule> = {}): FilterRule => ({
  id,
  label,
  type: 'number',
  operators: NUMBER_OPERATORS,
  unit,
  ...extra,
});

const boolean = (id: string, label: string): FilterRule => ({ id, label, type: 'boolean', operators: BOOLEAN_OPERATORS });

/** SL-05, BE-LIST-01: the rules of the studios list, their ids the list's row fields (SL-23, SL-24). */
export const STUDIO_FILTER_RULES: readonly FilterRule[] = [
  { id: 'name', label: 'Name', type: 'text', operators: TEXT_OPERATORS },
  {
    id: 'pmName',
    label: 'PM',
    type: 'person',
    operators: PERSON_OPERATORS,
    options: { kind: 'codifications', list: 'publishingManagers' },
  },
  {
    id: 'secondaryPmName',
    label: 'Second PM',
    type: 'person',
    operators: PERSON_OPERATORS,
    options: { kind: 'codifications', list: 'publishingManagers' },
  },
  {
    id: 'activityState',
    label: 'Activity',
    type: 'select',
    operators: SELECT_OPERATORS,
    options: {
      kind: 'fixed',
      options: [
        { value: 'active', label: 'Active' },
        { value: 'inactive', label: 'Inactive' },
        { value: 'churned', label: 'Churned' },
      ],
    },
  },
  {
    id: 'teamStatus',
    label: 'Team status',
    type: 'select',
    operators: SELECT_OPERATORS,
    permission: 'filter_team_status',
    options: {
      kind: 'fixed',
      options: [
        { value: 'att', label: 'ATT' },
        { value: 'coaching', label: 'Coached' },
      ],
    },
  },
  {
    id: 'origin',
    label: 'Origin',
    type: 'select',
    operators: SELECT_OPERATORS,
    options: { kind: 'fixed', options: LEAD_SOURCES.map((value) => ({ value, label: value })) },
  },
  count('gamesCpi3Months', 'CPI (3 months)', 'dollars', { slider: SLIDERS.cpi }),
  count('gamesCtr3Months', 'CTR (3 months)', 'percent', { slider: { min: 0, max: 0.1, step: 0.001, default: 0.02 } }),
  count('gamesDay13Months', 'Day 1 (3 months)', 'percent', { slider: SLIDERS.retention }),
  count('gamesDay73Months', 'Day 7 (3 months)', 'percent', { slider: SLIDERS.retention }),
  count('gamesPlaytime3Months', 'Playtime (3 months)', 'seconds'),
  count('nbPrototypes', 'Prototypes', 'count'),
  count('gamesNbPrototypes6Months', 'Prototypes (6 months)', 'count'),
  count('nbHits', 'Hits', 'count'),
  count('sinceLastIterationDate', 'Days since last iteration', 'days'),
  { id: 'creationDate', label: 'Created', type: 'date', operators: NUMBER_OPERATORS },
  boolean('isStarred', 'Starred'),
  boolean('isChurned', 'Churned'),
  boolean('isDeactivated', 'Deactivated'),
];

const STUDIO_RULES_BY_ID = new Map(STUDIO_FILTER_RULES.map((rule) => [rule.id, rule]));
/** SL-05: a rule of the studios list by id (the `rules` option of filterTreeProblems). */
export const studioFilterRule = (id: string): FilterRule | undefined => STUDIO_RULES_BY_ID.get(id);

const DAY_MS = 86_400_000;

const plural = (n: number, unit: string) => `${n} ${unit}${n === 1 ? '' : 's'}`;

/**
 * SD-02/03: "Active", or "Inactive for N days/weeks/months/years" from the whole
 * days since the last activity: up to 7 days in days, up to 30 in weeks, up to 365
 * in months, else years. "Inactive" alone when the date is missing or unreadable.
 * A churned studio reads "Churned" (SSET-02: churned is a state of its own).
 */
export function activityLabel(state: StudioActivityState, lastActivityDate: Date | string | null, now: Date): string {
  if (state === 'active') return 'Active';
  if (state === 'churned') return 'Churned';
  if (lastActivityDate === null) return 'Inactive';
  const since = lastActivityDate instanceof Date ? lastActivityDate : new Date(lastActivityDate);
  if (Number.isNaN(since.getTime())) return 'Inactive';
  const days = Math.max(0, Math.floor((now.getTime() - since.getTime()) / DAY_MS));
  if (days <= 7) return `Inactive for ${plural(days, 'day')}`;
  if (days <= 30) return `Inactive for ${plural(Math.floor(days / 7), 'week')}`;
  if (days <= 365) return `Inactive for ${plural(Math.floor(days / 30), 'month')}`;
  return `Inactive for ${plural(Math.floor(days / 365), 'year')}`;
}

/** SD-07, SSET-20: team status ids 1 and 2 mean att (the PM is not shown). */
export const ATT_TEAM_STATUS_IDS: readonly number[] = [1, 2];
export const isAttTeamStatus = (id: number | null | undefined): boolean => id != null && ATT_TEAM_STATUS_IDS.includes(id);

/** SSET-11..14: the churn reasons, in the specification's order. */
export const CHURN_REASONS = [
  'Studio moved to competitor',
  'Studio went to self-publish',
  'Studio moved out of hypercasual',
  "Churned by the provider's initiative",
] as const;
export type ChurnReason = (typeof CHURN_REASONS)[number];

/** SSET-17: churn set by a studio admin first sets the team status to 1 (att). */
export const CHURN_TEAM_STATUS_ID = 1;

/** SSET-07, CONF-20 (Part G): a deactivation takes one of the four reasons of 002 §4. */
export const DEACTIVATION_REASONS: readonly string[] = CHURN_REASONS;

/**
 * SSET-31..36, GAP-08: the history dialog's label of an updated field. The churn
 * events' labels are ours (the specification shows none), as are those of
 * activity_state and knowledge_sharing_pm_status.
 */
export const STUDIO_HISTORY_LABELS: Record<string, string> = {
  team_status_id: 'New team status',
  publishing_manager_id: 'New Primary PM',
  secondary_publishing_manager_id: 'New Secondary PM',
  deactivate_reason: 'Studio deactivation',
  deactivate_date: 'Studio deactivation',
  reactivate: 'Studio reactivation',
  is_churned: 'Studio churned',
  churned_at: 'Studio churned',
  churn_reason: 'Churn reason',
  is_regretted_churn: 'Regretted churn',
  activity_state: 'Activity state',
  knowledge_sharing_pm_status: 'Knowledge sharing',
};

/** SSET-31..36: a history field's label, or the field's name when it has none. */
export const studioHistoryLabel = (field: string): string =>
  Object.hasOwn(STUDIO_HISTORY_LABELS, field) ? (STUDIO_HISTORY_LABELS[field] ?? field) : field;

/** SL-24: a metric of the last 3 months against the 6-to-3 months before. */
export interface StudioTrend {
  value: number | null;
  previous: number | null;
  /** current - previous, or null when either is missing. */
  improvement: number | null;
  /** The change in percent of the previous value, or null when it is missing or 0. */
  percentage: number | null;
  /** True only when the metric moved strictly in its better direction. */
  isGreen: boolean;
}

/** SL-24: the trend of a studio metric; `better` says which way is an improvement (lower for CPI). */
export function studioTrend(current: number | null, previous: number | null, better: 'lower' | 'higher'): StudioTrend {
  const improvement = current === null || previous === null ? null : current - previous;
  const percentage = improvement === null || previous === null || previous === 0 ? null : (improvement / Math.abs(previous)) * 100;
  const isGreen = improvement !== null && (better === 'lower' ? improvement < 0 : improvement > 0);
  return { value: current, previous, improvement, percentage, isGreen };
}

/** SSET-09..25: the studio settings drawer's form. */
export interface StudioSettingsForm {
  isActive: boolean;
  deactivateReason: string | null;
  isChurned: boolean;
  isRegrettedChurn: boolean | null;
  churnReason: string | null;
  coaching: boolean;
  teamStatusId: number | null;
  publishingManagerId: number | null;
  secondaryPublishingManagerId: number | null;
  knowledgeSharingPmStatus: boolean;
}

/** SSET-29: a team status choice of the codification `teamStatuses`. */
export interface TeamStatusChoice {
  value: number;
  label: string;
}

/** SSET-18: the coaching list when coaching is on, else the att list, sorted by label. */
export function teamStatusChoices(
  teamStatuses: { att: readonly TeamStatusChoice[]; coaching: readonly TeamStatusChoice[] },
  coaching: boolean,
): TeamStatusChoice[] {
  return [...(coaching ? teamStatuses.coaching : teamStatuses.att)].sort((a, b) => a.label.localeCompare(b.label));
}

const SETTINGS_FIELDS = [
  'isActive',
  'deactivateReason',
  'isChurned',
  'isRegrettedChurn',
  'churnReason',
  'coaching',
  'teamStatusId',
  'publishingManagerId',
  'secondaryPublishingManagerId',
  'knowledgeSharingPmStatus',
] as const satisfies readonly (keyof StudioSettingsForm)[];

/** SSET-25: the Validate button is enabled only when the form differs from the studio. */
export const settingsChanged = (initial: StudioSettingsForm, form: StudioSettingsForm): boolean =>
  SETTINGS_FIELDS.some((field) => initial[field] !== form[field]);

/** SSET-10, SSET-17: the form once the churn dialog is confirmed: churned, and back to att with team status 1. */
export const churnedForm = (form: StudioSettingsForm, churnReason: string, isRegrettedChurn: boolean): StudioSettingsForm => ({
  ...form,
  isChurned: true,
  churnReason,
  isRegrettedChurn,
  coaching: false,
  teamStatusId: CHURN_TEAM_STATUS_ID,
});

/** SSET-17: the form churns a studio that was not churned. */
const newlyChurned = (initial: StudioSettingsForm, form: StudioSettingsForm) => !initial.isChurned && form.isChurned;

/**
 * SSET-23: the mode switch call the save needs (POST /v1/studio/{id}/attToCoached or
 * /coachedToAtt), if any. None for a churn (SSET-17): the churn itself takes the
 * studio to team status 1, in the same call.
 */
export function coachingSwitch(initial: StudioSettingsForm, form: StudioSettingsForm): 'attToCoached' | 'coachedToAtt' | null {
  if (initial.coaching === form.coaching) return null;
  if (newlyChurned(initial, form) && !form.coaching) return null;
  return form.coaching ? 'attToCoached' : 'coachedToAtt';
}

/** SSET-26: the body of PUT /studios/{id}. */
export interface StudioSettingsPayload {
  isActive?: boolean;
  deactivateReason?: string | null;
  teamStatusId?: number | null;
  knowledgeSharingPmStatus?: boolean;
  isChurned?: boolean;
  isRegrettedChurn?: boolean | null;
  churnReason?: string | null;
  publishingManagerId?: number | null;
  secondaryPublishingManagerId?: number | null;
}

/** SSET-15: churn off resets its reason and regretted flag. */
const churnFields = (form: StudioSettingsForm) =>
  form.isChurned
    ? { isChurned: true, isRegrettedChurn: form.isRegrettedChurn, churnReason: form.churnReason }
    : { isChurned: false, isRegrettedChurn: null, churnReason: null };

/**
 * SSET-26: the body of PUT /studios/{id}. A studio deactivated that stays so sends
 * only its churn data (SSET-09); deactivating sends isActive false and the reason;
 * reactivating sends isActive true alone (SSET-08); otherwise the settings, the PMs
 * only when coaching is unchanged and on, or has just been switched on (SSET-22);
 * churn off resets its reason and regretted flag (SSET-15).
 */
export function settingsPayload(initial: StudioSettingsForm, form: StudioSettingsForm): StudioSettingsPayload {
  if (!initial.isActive && !form.isActive) return churnFields(form);
  if (initial.isActive && !form.isActive) return { isActive: false, deactivateReason: form.deactivateReason };
  if (!initial.isActive && form.isActive) return { isActive: true };
  const payload: StudioSettingsPayload = {
    teamStatusId: form.teamStatusId,
    knowledgeSharingPmStatus: form.knowledgeSharingPmStatus,
    ...churnFields(form),
  };
  if (form.coaching) {
    payload.publishingManagerId = form.publishingManagerId;
    payload.secondaryPublishingManagerId = form.secondaryPublishingManagerId;
  }
  return payload;
}

/** SSET-10: the churn dialog's Confirm needs a reason among CHURN_REASONS and a yes/no regretted churn. */
export const canConfirmChurn = (reason: string | null | undefined, regretted: boolean | null | undefined): boolean =>
  reason != null && (CHURN_REASONS as readonly string[]).includes(reason) && typeof regretted === 'boolean';

/** SSET-07, CONF-20: the deactivation dialog's Confirm needs a reason among DEACTIVATION_REASONS. */
export const canConfirmDeactivation = (reason: string | null | undefined): boolean =>
  reason != null && DEACTIVATION_REASONS.includes(reason);
