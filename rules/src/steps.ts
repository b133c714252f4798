import type { Platform } from './store';

/** SUB-01: the submission steps in order, with their titles. */
export const SUBMISSION_STEPS = [
  { id: 'create', title: 'Create a test' },
  { id: 'appstore_submission', title: 'AppStore publishing' },
  { id: 'link_store', title: 'Link to store' },
  { id: 'sdk_facebook', title: 'Facebook setup' },
  { id: 'tinysauce_package', title: 'SDK integration' },
  { id: 'game_building', title: 'Game building and Test' },
  { id: 'playstore_submission', title: 'Playstore publishing' },
  { id: 'request_testing', title: 'Finalize app config' },
  { id: 'categories', title: 'Game categories and Tags' },
  { id: 'upload_asset', title: 'Create campaign' },
] as const;

export type StepId = (typeof SUBMISSION_STEPS)[number]['id'];
export type SubmissionStep = (typeof SUBMISSION_STEPS)[number];

export interface StepGame {
  platform: Platform;
  isCtr: boolean;
  isPublishedInStore: boolean;
  isIterating: boolean;
  /** The game runs a Facebook campaign (network 1 selected). */
  usesFacebook: boolean;
}

/**
 * The steps a game goes through (000 §4, SUB-14/15, CONF-29/30): store steps only
 * for unpublished games of their platform, Facebook setup for Facebook campaigns,
 * Finalize app config for iOS or Facebook games; a CTR game only creates, links to
 * store, picks categories and uploads assets; an iterating game only the last step.
 */
export function stepsFor(game: StepGame): SubmissionStep[] {
  if (game.isIterating) return SUBMISSION_STEPS.filter((step) => step.id === 'upload_asset');
  if (game.isCtr) {
    return SUBMISSION_STEPS.filter((step) => ['create', 'link_store', 'categories', 'upload_asset'].includes(step.id));
  }
  return SUBMISSION_STEPS.filter((step) => {
    switch (step.id) {
      case 'appstore_submission':
        return game.platform === 'ios' && !game.isPublishedInStore;
      case 'playstore_submission':
        return game.platform === 'android' && !game.isPublishedInStore;
      case 'sdk_facebook':
        return game.usesFacebook;
      case 'request_testing':
        return game.platform === 'ios' || game.usesFacebook;
      default:
        return true;
    }
  });
}

const isStepId = (value: unknown): value is StepId => SUBMISSION_STEPS.some((step) => step.id === value);

/**
 * SUB-16..18: the substatus is JSON text {done, current}, or a legacy plain step
 * name where 'createGame' means 'create'; with nothing known the step is link_store.
 */
export function currentStep(substatus: string | null | undefined): StepId {
  if (!substatus) return 'link_store';
  const legacy = substatus === 'createGame' ? 'create' : substatus;
  if (isStepId(legacy)) return legacy;
  try {
    const parsed = JSON.parse(substatus) as { current?: unknown };
    const current = parsed.current === 'createGame' ? 'create' : parsed.current;
    return isStepId(current) ? current : 'link_store';
  } catch {
    return 'link_store';
  }
}

export interface StepProgress {
  /** 1-based position of the current step among the game's steps */
  step: number;
  total: number;
  /** MG-15: step / total × 100 */
  percent: number;
  /** The step to do now (MG-14 "the next step") */
  next: SubmissionStep;
  /** MG-14: 'Step n/total' */
  label: string;
}

/** MG-14..16: the in-progress gauge of a board card. */
export function stepProgress(game: StepGame, substatus: string | null | undefined): StepProgress {
  const steps = stepsFor(game);
  const current = currentStep(substatus);
  // A current step the game skips (say, the store step of a published game) counts as the next one it has.
  const order = SUBMISSION_STEPS.findIndex((step) => step.id === current);
  let index = steps.findIndex((step) => SUBMISSION_STEPS.findIndex((s) => s.id === step.id) >= order);
  if (index === -1) index = steps.length - 1;
  const next = steps[index]!;
  const step = index + 1;
  return { step, total: steps.length, percent: (step / steps.length) * 100, next, label: `Step ${step}/${steps.length}` };
}

/** SUB-25: the time each step takes, as the page shows it (Create campaign takes 1 minute for a manual game). */
export const STEP_ESTIMATES: Readonly<Record<StepId, string>> = {
  create: 'under 1 minute',
  appstore_submission: '10-15 minutes',
  link_store: '1-5 minutes',
  sdk_facebook: '15-20 minutes',
  tinysauce_package: '5-10 minutes',
  game_building: '5-10 minutes',
  playstore_submission: '10-15 minutes',
  request_testing: '10 minutes',
  categories: '1 minute',
  upload_asset: '5-10 minutes',
};

export const stepEstimate = (id: StepId, isManagedByProvider: boolean): string =>
  id === 'upload_asset' && !isManagedByProvider ? '1 minute' : STEP_ESTIMATES[id];

export type StepState = 'done' | 'current' | 'disabled';

export interface StepStatus {
  id: StepId;
  title: string;
  /** SUB-08: steps are titled with their number among the game's steps. */
  number: number;
  state: StepState;
}

/** The {done, current} of a substatus, legacy values read as currentStep reads them. */
function parsedSubstatus(substatus: string | null | undefined): { done: StepId | null; current: StepId } {
  const current = currentStep(substatus);
  try {
    const done = (JSON.parse(substatus ?? '') as { done?: unknown }).done;
    return { done: isStepId(done) ? done : null, current };
  } catch {
    return { done: null, current };
  }
}

/**
 * SUB-12, SUB-23: each of the game's steps done, current or disabled. Steps before
 * the current one are done; after it, a step is done only when the saved `done`
 * reaches it (back in an earlier step from the last one, done is upload_asset).
 * A current step the game skips counts as the next step it has.
 */
export function stepStates(game: StepGame, substatus: string | null | undefined): StepStatus[] {
  const steps = stepsFor(game);
  const { done } = parsedSubstatus(substatus);
  const current = stepProgress(game, substatus).next.id;
  const order = (id: StepId) => SUBMISSION_STEPS.findIndex((step) => step.id === id);
  return steps.map((step, index) => {
    const position = order(step.id);
    const state: StepState =
      step.id === current ? 'current' : position < order(current) || (done !== null && position <= order(done)) ? 'done' : 'disabled';
    return { id: step.id, title: step.title, number: index + 1, state };
  });
}

/**
 * SUB-09, SUB-10, SUB-13: a step can be gone to (clicked, scrolled to) when it is done or
 * current, or when the step before it is valid (done): back in an earlier step, the
 * first step not done yet stays within reach.
 */
export const isStepReachable = (statuses: readonly Pick<StepStatus, 'state'>[], index: number): boolean =>
  statuses[index]?.state !== 'disabled' || index === 0 || statuses[index - 1]?.state === 'done';

/**
 * SUB-19..23: the substatus saved when the studio moves to `target`: it becomes
 * current, and done keeps the furthest step validated so far (the current one when
 * moving on from it, the step before it, or the saved done when it reaches further),
 * so that going back never loses a step (from the last step, done stays upload_asset).
 */
export function substatusMovingTo(game: StepGame, substatus: string | null | undefined, target: StepId): { done: StepId | null; current: StepId } {
  const states = stepStates(game, substatus);
  const order = (id: StepId) => SUBMISSION_STEPS.findIndex((step) => step.id === id);
  const lastDone = states.filter((status) => status.state === 'done').at(-1)?.id ?? null;
  const { done: saved } = parsedSubstatus(substatus);
  // Moving on from the current step means it was validated (SUB-19).
  const current = states.find((status) => status.state === 'current')?.id ?? null;
  const validated = current !== null && order(target) > order(current) ? current : null;
  const done = [lastDone, saved, validated].filter((id): id is StepId => id !== null && states.some((s) => s.id === id)).sort((a, b) => order(b) - order(a))[0] ?? null;
  return { done, current: target };
}
