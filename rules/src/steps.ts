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

/** MG-14..16: the in-progress gauge of a board card: where the flow is (flowIndex). */
export function stepProgress(game: StepGame, substatus: string | null | undefined): StepProgress {
  const steps = stepsFor(game);
  const index = flowIndex(game, substatus);
  const next = steps[index]!;
  const step = index + 1;
  return { step, total: steps.length, percent: (step / steps.length) * 100, next, label: `Step ${step}/${steps.length}` };
}

const order = (id: StepId) => SUBMISSION_STEPS.findIndex((step) => step.id === id);

/**
 * Where the flow is, as an index among the game's steps (issue 42: "the current step
 * after a reload is the first undone one"): the step after the last one done; with none
 * done (a legacy substatus), the saved current step, a step the game skips counting as
 * the next one it has. Never past `limit` (the first step that lacks something, when
 * the caller knows it) nor past the last step.
 */
export function flowIndex(game: StepGame, substatus: string | null | undefined, limit = Number.POSITIVE_INFINITY): number {
  const steps = stepsFor(game);
  const { done, current } = parsedSubstatus(substatus);
  let reached: number;
  if (done !== null) {
    // The last of the game's steps at or before the one done (a skipped one counts as its predecessor).
    reached = steps.filter((step) => order(step.id) <= order(done)).length;
  } else {
    reached = steps.findIndex((step) => order(step.id) >= order(current));
    if (reached === -1) reached = steps.length - 1;
  }
  return Math.max(0, Math.min(reached, limit, steps.length - 1));
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
 * SUB-12, SUB-23: each of the game's steps done, current or disabled: the steps before
 * where the flow is (flowIndex) are done, it is current, the ones after are disabled.
 * Picking a done step to look at it again moves nothing (issue 42: the stepper only goes
 * forward). `limit`: the first step that lacks something, when the caller knows it.
 */
export function stepStates(game: StepGame, substatus: string | null | undefined, limit?: number): StepStatus[] {
  const steps = stepsFor(game);
  const current = flowIndex(game, substatus, limit);
  return steps.map((step, index) => {
    const state: StepState = index < current ? 'done' : index === current ? 'current' : 'disabled';
    return { id: step.id, title: step.title, number: index + 1, state };
  });
}

/** SUB-09, SUB-13: a step can be gone to (clicked, scrolled to) when it is done or current. */
export const isStepReachable = (statuses: readonly Pick<StepStatus, 'state'>[], index: number): boolean =>
  statuses[index] !== undefined && statuses[index].state !== 'disabled';

/**
 * SUB-19..23: the substatus saved when the studio moves to `target`: it becomes the
 * saved current step, and done keeps the furthest step validated so far (the current
 * one when moving on from it), so that looking back never loses a step.
 */
export function substatusMovingTo(game: StepGame, substatus: string | null | undefined, target: StepId): { done: StepId | null; current: StepId } {
  const steps = stepsFor(game);
  const states = stepStates(game, substatus);
  const lastDone = states.filter((status) => status.state === 'done').at(-1)?.id ?? null;
  // Moving on from the current step means it was validated (SUB-19).
  const current = states.find((status) => status.state === 'current')?.id ?? null;
  const validated = current !== null && order(target) > order(current) ? current : null;
  const { done: saved } = parsedSubstatus(substatus);
  const done = [lastDone, saved, validated].filter((id): id is StepId => id !== null && steps.some((s) => s.id === id)).sort((a, b) => order(b) - order(a))[0] ?? null;
  return { done, current: target };
}
