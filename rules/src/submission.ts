// Create a test (000 §2, §5; SUB-CREATE): what the first step asks, which ad-network
// choices a user has, and what makes the step valid. The page and the provider
// both read these.
import { stepsFor, type StepGame, type StepId } from './steps';
import { AD_NETWORK_NOT_ALLOWED, AD_NETWORK_REQUIRED, FIELD_REQUIRED } from './messages';
import { validateGameName } from './names';
import type { AdNetwork } from './media';

/** SUB-CREATE-10: selectedAdNetworkIdList holds 1 for Facebook, 2 for Snapchat (AD_NETWORK_IDS). */
export type AdNetworkId = 1 | 2;

/** SUB-CREATE-09: the user permission that enables each network's choice. */
export const AD_NETWORK_PERMISSIONS: Readonly<Record<AdNetworkId, string>> = {
  1: 'use_facebook_network',
  2: 'use_snapchat_network',
};

export const isAdNetworkId = (value: number): value is AdNetworkId => value === 1 || value === 2;

export interface TestSetup {
  name: string;
  isCtr: boolean;
  /** isManagedBy{provider}: automatic setup, the provider runs the campaign (SUB-03). */
  isManagedByProvider: boolean;
  selectedAdNetworkIds: readonly number[];
}

/** SUB-CREATE-08: the network checkboxes show when the studio has several networks, the game is managed and not CTR. */
export const choosesAdNetworks = (setup: Pick<TestSetup, 'isCtr' | 'isManagedByProvider'>, studioNetworkIds: readonly number[]): boolean =>
  setup.isManagedByProvider && !setup.isCtr && studioNetworkIds.length > 1;

/** The networks a user may tick: the studio's, each with its use_*_network permission (SUB-CREATE-09). */
export const allowedAdNetworks = (studioNetworkIds: readonly number[], permissions: ReadonlySet<string>): AdNetworkId[] =>
  studioNetworkIds.filter(isAdNetworkId).filter((id) => permissions.has(AD_NETWORK_PERMISSIONS[id]));

/** Without the checkboxes the game runs on the studio's first network (Facebook in practice). */
export const defaultAdNetworks = (studioNetworkIds: readonly number[]): AdNetworkId[] => studioNetworkIds.filter(isAdNetworkId).slice(0, 1);

export interface SetupProblem {
  path: 'name' | 'selectedAdNetworkIdList';
  message: string;
}

/**
 * SUB-CREATE-03, SUB-CREATE-11: the name is 3 to 25 characters, and a managed CPI
 * game needs at least one ad network, each one the user may use.
 */
export function testSetupProblems(setup: TestSetup, allowed: readonly number[]): SetupProblem[] {
  const problems: SetupProblem[] = [];
  const name = validateGameName(setup.name);
  if (name) problems.push({ path: 'name', message: name });
  if (setup.isManagedByProvider && !setup.isCtr && setup.selectedAdNetworkIds.length === 0) {
    problems.push({ path: 'selectedAdNetworkIdList', message: AD_NETWORK_REQUIRED });
  } else if (setup.selectedAdNetworkIds.some((id) => !allowed.includes(id))) {
    problems.push({ path: 'selectedAdNetworkIdList', message: AD_NETWORK_NOT_ALLOWED });
  }
  return problems;
}

/** SUB-19, BE-STAT-02: the substatus of a game whose step `done` was just validated. */
export function substatusAfter(game: StepGame, done: StepId): string {
  const steps = stepsFor(game);
  const index = steps.findIndex((step) => step.id === done);
  const next = steps[Math.min(index + 1, steps.length - 1)] ?? steps[steps.length - 1]!;
  return JSON.stringify({ done, current: next.id });
}

/** SUB-CREATE-16: what a creation that sends a substatus is told when it names a step past the first. */
export const CREATION_SUBSTATUS_INVALID = 'A new test starts at its first step: send no substatus, "createGame", or {"done":"create","current":"<the next step>"}';

/** A substatus as JSON {done, current} and nothing else, its two values as sent; null for anything else. */
function substatusObject(substatus: string): { done: unknown; current: unknown } | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(substatus);
  } catch {
    return null;
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return null;
  const { done, current, ...rest } = parsed as Record<string, unknown>;
  return Object.keys(rest).length > 0 ? null : { done, current };
}

/**
 * SUB-CREATE-16, SUB-17: the substatus a client built from the specification sends with `POST /api/games/`:
 * the legacy "createGame", the first step as current (done absent or null), or the first step done with the
 * game's next step current. The server writes the step itself (substatusAfter); any later step is refused.
 */
export function isCreationSubstatus(game: StepGame, substatus: string): boolean {
  if (substatus === 'createGame' || substatus === 'create') return true;
  const parsed = substatusObject(substatus);
  if (!parsed) return false;
  const { done, current } = parsed;
  if (done === undefined || done === null) return current === 'create' || current === 'createGame';
  return done === 'create' && (JSON.parse(substatusAfter(game, 'create')) as { current: string }).current === current;
}

/** SUB-16: a substatus the page may save: JSON {done, current}, both steps of this game (done may be absent). */
export function isValidSubstatus(game: StepGame, substatus: string): boolean {
  const parsed = substatusObject(substatus);
  if (!parsed) return false;
  const { done, current } = parsed;
  const ids: readonly string[] = stepsFor(game).map((step) => step.id);
  return typeof current === 'string' && ids.includes(current) && (done === undefined || done === null || (typeof done === 'string' && ids.includes(done)));
}

/** What the last step knows when it decides whether "Request testing" is enabled (SUB-CAMP-05, SUB-CAMP-06). */
export interface RequestTestingReadiness {
  isIterating: boolean;
  isCtr: boolean;
  isManagedByProvider: boolean;
  /** SUB-CAMP-04: the terms checkbox, shown and required only when not iterating */
  termsAccepted: boolean;
  /** An icon uploaded, or one chosen that passes the icon rules */
  hasValidIcon: boolean;
  /** The networks the test runs on, and per network its videos: uploaded or chosen and valid */
  networks: readonly AdNetwork[];
  validVideos: Partial<Readonly<Record<AdNetwork, number>>>;
  /** A chosen video that is refused (or waits for its crop) keeps the videos from being valid */
  invalidVideos: number;
  /** The viewer may request testing on the game (the action is available) */
  mayRequest: boolean;
  /** SUB-CAMP-06: a manual game's campaign choice */
  campaignChosen: boolean;
}

/**
 * SUB-CAMP-05, SUB-CAMP-06: Request testing is enabled when the terms are ticked
 * (unless iterating), the icon is valid (or the game is CTR), a managed game's videos
 * are valid on every network (iterating: on at least one), a manual game has its
 * campaign chosen, and the viewer may request.
 */
export function canRequestTesting(state: RequestTestingReadiness): boolean {
  if (!state.mayRequest) return false;
  if (!state.isIterating && !state.termsAccepted) return false;
  if (!state.isCtr && !state.hasValidIcon) return false;
  if (!state.isManagedByProvider) return state.campaignChosen;
  if (state.invalidVideos > 0) return false;
  const withVideos = state.networks.filter((network) => (state.validVideos[network] ?? 0) > 0);
  return state.isIterating ? withVideos.length > 0 : state.networks.length > 0 && withVideos.length === state.networks.length;
}

/** One changelog of the last step as the studio types it: a category (or none yet) and details. */
export interface ChangelogDraft {
  category: string | null;
  details: string;
}

/**
 * SUB-CAMP-14, FBK-10: a changelog needs both its category and its details. A draft
 * left blank is no changelog (nothing is sent); one half-filled names what it misses.
 */
export function changelogProblems(draft: ChangelogDraft): { category?: string; details?: string } | null {
  const hasCategory = draft.category !== null && draft.category !== '';
  const hasDetails = draft.details.trim() !== '';
  if (hasCategory === hasDetails) return null;
  return hasCategory ? { details: FIELD_REQUIRED } : { category: FIELD_REQUIRED };
}

/** The drafts that are changelogs (both halves given). */
export const completeChangelogs = <D extends ChangelogDraft>(drafts: readonly D[]): D[] =>
  drafts.filter((draft) => draft.category !== null && draft.category !== '' && draft.details.trim() !== '');
