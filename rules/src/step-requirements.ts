// The submission as one table (issue 42, ARCHITECTURE "The submission as one table"):
// what each step must hold before the flow may pass it, and who does it. The provider
// enforces it on every call (the step saved, the testing request), whoever calls (the
// page, a script, a token); the gateway hands the same answer to the page, which draws
// the stepper from it. Messages are the product's words: the specification gives none.
import { FIELD_REQUIRED, REQUEST_TESTING_NEEDS_ICON, requestTestingNeedsVideos } from './messages';
import type { AdNetwork } from './media';
import { isSnapchatAppNameRequired } from './names';
import { flowIndex, STEP_ESTIMATES, stepsFor, SUBMISSION_STEPS, type StepGame, type StepId } from './steps';
import { tagsReady, type Tag } from './tags';

/** What a step's requirements read of the game besides its steps. */
export interface RequirementGame extends StepGame {
  isManagedByProvider: boolean;
  /** The networks the test runs on (a CTR test: Facebook). */
  adNetworks: readonly AdNetwork[];
}

/** What the provider knows of a game's submission data, read from its rows. */
export interface SubmissionFacts {
  storeId: string | null;
  bundleId: string | null;
  /** The analytics slot the game reports to (gameAnalyticsId). */
  gameAnalyticsId: string | null;
  /** The attribution service's tracking token (adjustAppToken). */
  adjustAppToken: string | null;
  facebookAppId: string | null;
  /**
   * Facebook's answer for the game's app: access granted to it and registered with the
   * game's decryption key (`granted`), granted with another key (`key_mismatch`), or none.
   */
  facebookAccess: 'granted' | 'key_mismatch' | 'none';
  /** SDK events the ingest endpoint received from the game's build. */
  sdkEvents: { analytics: number; attribution: number };
  /** One genre is chosen in every genre category (TAG-02). */
  genresComplete: boolean;
  tags: readonly Tag[];
  /** The game has its icon (uploaded). */
  icon: boolean;
  /** Videos waiting for the next iteration, per network. */
  waitingVideos: Readonly<Partial<Record<AdNetwork, number>>>;
  snapchatAppName: string | null;
}

/** One thing a step must hold. */
export interface StepRequirement {
  step: StepId;
  /** The field that holds it, as the API names it: the path of its error. */
  field: string;
  appliesTo(game: RequirementGame): boolean;
  isMet(facts: SubmissionFacts, game: RequirementGame): boolean;
  message: string;
}

/** The messages of a missing requirement (issue 42; the specification gives none but the last step's). */
export const STEP_REQUIREMENT_MESSAGES = {
  storeId: 'Link the game to its store: its AppStore ID is missing.',
  bundleId: 'Link the game to its store: its Bundle ID is missing.',
  gameAnalyticsId: 'The game has no analytics slot: create one or enter an existing analytics id in Link to store.',
  adjustAppToken: 'The game has no attribution token yet: validate Link to store again.',
  facebookAppId: "Enter the game's Facebook App ID.",
  facebookAccess: "Request access to the game's Facebook app, and wait until it is granted.",
  facebookDecryptionKey: 'The decryption key is not the one registered for the Facebook app: request app access again.',
  sdkAnalyticsEvents: "The analytics SDK has not sent any event from the game's build yet.",
  sdkAttributionEvents: "The attribution SDK has not sent any event from the game's build yet.",
  genres: 'Choose one genre in every category.',
  tags: 'Add at least one mechanic, one theme and one toy tag.',
  termsAccepted: 'Accept the terms of the publishing test.',
} as const;

/** A move that skips a step not validated yet. */
export const stepNotDoneMessage = (title: string): string => `Finish the step "${title}" first.`;

const always = () => true;
const cpi = (game: RequirementGame) => !game.isCtr;
const managedOn = (network: AdNetwork) => (game: RequirementGame) =>
  game.isManagedByProvider && !game.isIterating && game.adNetworks.includes(network);
const NETWORK_LABELS: Readonly<Record<AdNetwork, string>> = { facebook: 'Facebook', snapchat: 'Snapchat' };

/**
 * The table, in the steps' order. A step without a row holds nothing of its own (the
 * store publishing steps and Finalize app config are read, then passed; Game building
 * and Test checks the same SDK events as SDK integration). The last step's rows are
 * what a testing request needs; the terms are accepted with the request itself.
 */
export const STEP_REQUIREMENTS: readonly StepRequirement[] = [
  {
    step: 'link_store',
    field: 'storeId',
    appliesTo: (game) => game.platform === 'ios',
    isMet: (facts) => Boolean(facts.storeId),
    message: STEP_REQUIREMENT_MESSAGES.storeId,
  },
  { step: 'link_store', field: 'bundleId', appliesTo: always, isMet: (facts) => Boolean(facts.bundleId), message: STEP_REQUIREMENT_MESSAGES.bundleId },
  {
    step: 'link_store',
    field: 'gameAnalyticsId',
    appliesTo: always,
    isMet: (facts) => Boolean(facts.gameAnalyticsId),
    message: STEP_REQUIREMENT_MESSAGES.gameAnalyticsId,
  },
  { step: 'link_store', field: 'adjustAppToken', appliesTo: cpi, isMet: (facts) => Boolean(facts.adjustAppToken), message: STEP_REQUIREMENT_MESSAGES.adjustAppToken },
  {
    step: 'sdk_facebook',
    field: 'facebookAppId',
    appliesTo: always,
    isMet: (facts) => Boolean(facts.facebookAppId),
    message: STEP_REQUIREMENT_MESSAGES.facebookAppId,
  },
  {
    step: 'sdk_facebook',
    field: 'facebookAccess',
    appliesTo: always,
    isMet: (facts) => facts.facebookAccess !== 'none',
    message: STEP_REQUIREMENT_MESSAGES.facebookAccess,
  },
  {
    step: 'sdk_facebook',
    field: 'facebookDecryptionKey',
    appliesTo: always,
    isMet: (facts) => facts.facebookAccess !== 'key_mismatch',
    message: STEP_REQUIREMENT_MESSAGES.facebookDecryptionKey,
  },
  {
    step: 'tinysauce_package',
    field: 'sdkEvents.analytics',
    appliesTo: always,
    isMet: (facts) => facts.sdkEvents.analytics > 0,
    message: STEP_REQUIREMENT_MESSAGES.sdkAnalyticsEvents,
  },
  {
    step: 'tinysauce_package',
    field: 'sdkEvents.attribution',
    appliesTo: always,
    isMet: (facts) => facts.sdkEvents.attribution > 0,
    message: STEP_REQUIREMENT_MESSAGES.sdkAttributionEvents,
  },
  { step: 'categories', field: 'genres', appliesTo: always, isMet: (facts) => facts.genresComplete, message: STEP_REQUIREMENT_MESSAGES.genres },
  { step: 'categories', field: 'tags', appliesTo: (game) => !game.isIterating, isMet: (facts) => tagsReady(facts.tags), message: STEP_REQUIREMENT_MESSAGES.tags },
  // SUB-CAMP-05, SUB-CAMP-10: the icon (not for CTR), then per network its videos.
  { step: 'upload_asset', field: 'icon', appliesTo: cpi, isMet: (facts) => facts.icon, message: REQUEST_TESTING_NEEDS_ICON },
  ...(['facebook', 'snapchat'] as const).map<StepRequirement>((network) => ({
    step: 'upload_asset',
    field: `videos.${network}`,
    appliesTo: managedOn(network),
    isMet: (facts) => (facts.waitingVideos[network] ?? 0) > 0,
    message: requestTestingNeedsVideos(NETWORK_LABELS[network]),
  })),
  // An iterating game needs new videos on one of its networks at least: it is told of its first one.
  ...(['facebook', 'snapchat'] as const).map<StepRequirement>((network) => ({
    step: 'upload_asset',
    field: `videos.${network}`,
    appliesTo: (game) => game.isManagedByProvider && game.isIterating && game.adNetworks[0] === network,
    isMet: (facts, game) => game.adNetworks.some((candidate) => (facts.waitingVideos[candidate] ?? 0) > 0),
    message: requestTestingNeedsVideos(NETWORK_LABELS[network]),
  })),
  // SUB-CAMP-08: the Snapchat app name when Snapchat runs (iterating: with new Snapchat videos).
  {
    step: 'upload_asset',
    field: 'snapchatAppName',
    appliesTo: (game) => game.isManagedByProvider && game.adNetworks.includes('snapchat'),
    isMet: (facts, game) =>
      Boolean(facts.snapchatAppName?.trim()) ||
      !isSnapchatAppNameRequired({
        isManaged: game.isManagedByProvider,
        snapchatSelected: true,
        isIterating: game.isIterating,
        hasSnapchatVideos: (facts.waitingVideos.snapchat ?? 0) > 0,
      }),
    message: FIELD_REQUIRED,
  },
];

/** Who does each step (the permission its writes need on the game; moving from step to step needs request_testing). */
export const STEP_ACTORS: Readonly<Record<StepId, readonly string[]>> = {
  create: ['add_game'],
  appstore_submission: ['request_testing'],
  link_store: ['create_ga_slot'],
  sdk_facebook: ['request_application_access'],
  tinysauce_package: ['request_testing'],
  game_building: ['request_testing'],
  playstore_submission: ['request_testing'],
  request_testing: ['request_testing'],
  categories: ['edit_game_genre'],
  upload_asset: ['change_game_icon', 'change_game_video', 'request_testing'],
};

/** A requirement a game does not meet: its step, its field and what to do. */
export interface MissingRequirement {
  step: StepId;
  field: string;
  message: string;
}

/** What the game's step `step` lacks (none when the game skips it). */
export function missingForStep(game: RequirementGame, facts: SubmissionFacts, step: StepId): MissingRequirement[] {
  if (!stepsFor(game).some((candidate) => candidate.id === step)) return [];
  return STEP_REQUIREMENTS.filter((requirement) => requirement.step === step && requirement.appliesTo(game) && !requirement.isMet(facts, game)).map(
    ({ field, message }) => ({ step, field, message }),
  );
}

/** Everything the game's steps lack, in the steps' order: a testing request needs it empty. */
export function submissionProblems(game: RequirementGame, facts: SubmissionFacts): MissingRequirement[] {
  return stepsFor(game).flatMap((step) => missingForStep(game, facts, step.id));
}

/**
 * The index among the game's steps of the first one that lacks something; the flow may
 * be on it but not past it. The number of steps when none lacks anything.
 */
export function firstIncompleteStep(game: RequirementGame, facts: SubmissionFacts): number {
  const steps = stepsFor(game);
  const index = steps.findIndex((step) => missingForStep(game, facts, step.id).length > 0);
  return index === -1 ? steps.length : index;
}

/** A step's title, for messages that name it. */
export const stepTitle = (id: StepId): string => SUBMISSION_STEPS.find((step) => step.id === id)!.title;

/** The {done, current} a move asks for (SUB-20). */
export interface SubstatusMove {
  done: StepId | null;
  current: StepId;
}

export type CheckedMove = { ok: true; substatus: SubstatusMove } | { ok: false; missing: MissingRequirement[] };

/**
 * A move of the flow (SUB-19..23) against what the game holds, whoever asks: `done`
 * never passes a step that lacks something; the current step is at most the step after
 * the last one done, and never past the first step that lacks something; done never goes
 * back (looking at an earlier step again keeps what was validated). Answers the substatus
 * to save, or what the move lacks, step by step.
 */
export function checkSubstatusMove(game: RequirementGame, facts: SubmissionFacts, saved: string | null | undefined, move: SubstatusMove): CheckedMove {
  const steps = stepsFor(game);
  const index = (id: StepId | null) => (id === null ? -1 : steps.findIndex((step) => step.id === id));
  const incomplete = firstIncompleteStep(game, facts);
  const asked = index(move.done);
  if (asked >= incomplete) {
    return { ok: false, missing: steps.slice(0, asked + 1).flatMap((step) => missingForStep(game, facts, step.id)) };
  }
  // What was done before stays done, as far as the data still holds it.
  const kept = Math.min(flowIndex(game, saved) - 1, incomplete - 1);
  const done = Math.max(asked, kept);
  const current = index(move.current);
  const furthest = Math.min(done + 1, incomplete, steps.length - 1);
  if (current > furthest) {
    const missing = steps.slice(0, current).flatMap((step, i) => {
      const lacking = missingForStep(game, facts, step.id);
      if (lacking.length > 0) return lacking;
      return i > done ? [{ step: step.id, field: 'step', message: stepNotDoneMessage(step.title) }] : [];
    });
    return { ok: false, missing };
  }
  return { ok: true, substatus: { done: done >= 0 ? steps[done]!.id : null, current: steps[current]!.id } };
}

/** The kinds of test the guide (`/stepper`, ROUTE-27) compares, as stepsFor reads them. */
export const GUIDE_GAMES = [
  { label: 'iOS CPI test', game: { platform: 'ios', isCtr: false, isPublishedInStore: false, isIterating: false, usesFacebook: true } },
  { label: 'Android CPI test', game: { platform: 'android', isCtr: false, isPublishedInStore: false, isIterating: false, usesFacebook: true } },
  { label: 'Game already in its store', game: { platform: 'ios', isCtr: false, isPublishedInStore: true, isIterating: false, usesFacebook: true } },
  { label: 'Snapchat only', game: { platform: 'android', isCtr: false, isPublishedInStore: false, isIterating: false, usesFacebook: false } },
  { label: 'CTR test', game: { platform: 'ios', isCtr: true, isPublishedInStore: false, isIterating: false, usesFacebook: true } },
  { label: 'New iteration', game: { platform: 'ios', isCtr: false, isPublishedInStore: true, isIterating: true, usesFacebook: true } },
] as const satisfies readonly { label: string; game: StepGame }[];

export interface StepGuide {
  id: StepId;
  title: string;
  /** STEP_ESTIMATES: the time it takes (a manual campaign's last step: 1 minute). */
  estimate: string;
  /** Per GUIDE_GAMES entry, in order: whether that kind of test goes through the step. */
  takenBy: readonly boolean[];
  /** What the step must hold before the flow passes it (STEP_REQUIREMENTS' messages, once each; a bare "required" named by its field). */
  asks: readonly string[];
}

/** A requirement whose message is the form's bare "This field is required", as the guide says it. */
const GUIDE_FIELD_WORDS: Readonly<Record<string, string>> = { snapchatAppName: 'The Snapchat app name, for a managed Snapchat campaign.' };

/**
 * ROUTE-27: the submission explained, from the same table the provider enforces: every step
 * in order, its time, which kinds of test take it and what it asks.
 */
export function stepGuide(): StepGuide[] {
  return SUBMISSION_STEPS.map((step) => {
    const asks = STEP_REQUIREMENTS.filter((requirement) => requirement.step === step.id).map((requirement) =>
      requirement.message === FIELD_REQUIRED ? (GUIDE_FIELD_WORDS[requirement.field] ?? `${requirement.field}: ${FIELD_REQUIRED}`) : requirement.message,
    );
    return {
      id: step.id,
      title: step.title,
      estimate: STEP_ESTIMATES[step.id],
      takenBy: GUIDE_GAMES.map(({ game }) => stepsFor(game).some((taken) => taken.id === step.id)),
      asks: [...new Set(asks)],
    };
  });
}
