import { describe, expect, it } from 'vitest';
import {
  checkSubstatusMove,
  firstIncompleteStep,
  GUIDE_GAMES,
  stepGuide,
  missingForStep,
  STEP_ACTORS,
  STEP_REQUIREMENT_MESSAGES,
  STEP_REQUIREMENTS,
  submissionProblems,
  type RequirementGame,
  type SubmissionFacts,
} from './step-requirements';
import { stepsFor, SUBMISSION_STEPS, type StepId } from './steps';

const ios: RequirementGame = {
  platform: 'ios',
  isCtr: false,
  isPublishedInStore: false,
  isIterating: false,
  usesFacebook: true,
  isManagedByProvider: true,
  adNetworks: ['facebook'],
};

const nothing: SubmissionFacts = {
  storeId: null,
  bundleId: null,
  gameAnalyticsId: null,
  adjustAppToken: null,
  facebookAppId: null,
  facebookAccess: 'none',
  sdkEvents: { analytics: 0, attribution: 0 },
  genresComplete: false,
  tags: [],
  icon: false,
  waitingVideos: {},
  snapchatAppName: null,
};

const everything: SubmissionFacts = {
  storeId: '1234567890',
  bundleId: 'com.company.game',
  gameAnalyticsId: '1000001',
  adjustAppToken: 'abcdef123456',
  facebookAppId: '123456789012345',
  facebookAccess: 'granted',
  sdkEvents: { analytics: 3, attribution: 1 },
  genresComplete: true,
  tags: [
    { label: 'merge', category: 'mechanic' },
    { label: 'food', category: 'theme' },
    { label: 'slime', category: 'toy' },
  ],
  icon: true,
  waitingVideos: { facebook: 1, snapchat: 1 },
  snapchatAppName: 'Sky Hopper',
};

/** The facts of a game whose steps before `step` hold everything and the later ones nothing. */
function doneUntil(game: RequirementGame, step: StepId): SubmissionFacts {
  const steps = stepsFor(game).map((s) => s.id);
  const reached = (id: StepId) => steps.indexOf(id) < steps.indexOf(step);
  return {
    ...nothing,
    ...(reached('link_store') ? { storeId: everything.storeId, bundleId: everything.bundleId, gameAnalyticsId: everything.gameAnalyticsId, adjustAppToken: everything.adjustAppToken } : {}),
    ...(reached('sdk_facebook') ? { facebookAppId: everything.facebookAppId, facebookAccess: 'granted' as const } : {}),
    ...(reached('tinysauce_package') ? { sdkEvents: everything.sdkEvents } : {}),
    ...(reached('categories') ? { genresComplete: true, tags: everything.tags } : {}),
  };
}

const fields = (missing: { step: string; field: string }[]) => missing.map(({ step, field }) => `${step}.${field}`);

describe('the submission table (issue 42)', () => {
  it('names, for a game that holds nothing, every step and field it lacks, in the steps\' order', () => {
    expect(fields(submissionProblems(ios, nothing))).toEqual([
      'link_store.storeId',
      'link_store.bundleId',
      'link_store.gameAnalyticsId',
      'link_store.adjustAppToken',
      'sdk_facebook.facebookAppId',
      'sdk_facebook.facebookAccess',
      'tinysauce_package.sdkEvents.analytics',
      'tinysauce_package.sdkEvents.attribution',
      'categories.genres',
      'categories.tags',
      'upload_asset.icon',
      'upload_asset.videos.facebook',
    ]);
    expect(submissionProblems(ios, everything)).toEqual([]);
  });

  it('SUB-LINK-22 Link to store needs the store ids (no AppStore ID on Android), the analytics slot and, for CPI, the attribution token', () => {
    expect(fields(missingForStep({ ...ios, platform: 'android' }, nothing, 'link_store'))).toEqual([
      'link_store.bundleId',
      'link_store.gameAnalyticsId',
      'link_store.adjustAppToken',
    ]);
    expect(fields(missingForStep({ ...ios, isCtr: true }, nothing, 'link_store'))).toEqual(['link_store.storeId', 'link_store.bundleId', 'link_store.gameAnalyticsId']);
  });

  it('SUB-FB-08 SUB-FB-10 Facebook setup needs the app id, the access granted, and the registered decryption key', () => {
    const withApp = { ...nothing, facebookAppId: everything.facebookAppId };
    expect(fields(missingForStep(ios, withApp, 'sdk_facebook'))).toEqual(['sdk_facebook.facebookAccess']);
    expect(missingForStep(ios, { ...withApp, facebookAccess: 'key_mismatch' }, 'sdk_facebook')).toEqual([
      { step: 'sdk_facebook', field: 'facebookDecryptionKey', message: STEP_REQUIREMENT_MESSAGES.facebookDecryptionKey },
    ]);
    expect(missingForStep({ ...ios, usesFacebook: false, adNetworks: ['snapchat'] }, nothing, 'sdk_facebook')).toEqual([]);
  });

  it('SUB-SDK-04 SUB-CAT-06 TAG-11 the SDK step needs both integrations\' events, categories a genre per category and a mechanic, theme and toy tag', () => {
    expect(fields(missingForStep(ios, { ...nothing, sdkEvents: { analytics: 1, attribution: 0 } }, 'tinysauce_package'))).toEqual([
      'tinysauce_package.sdkEvents.attribution',
    ]);
    const noToy = { ...everything, tags: everything.tags.filter((tag) => tag.category !== 'toy') };
    expect(missingForStep(ios, noToy, 'categories')).toEqual([{ step: 'categories', field: 'tags', message: 'Add at least one mechanic, one theme and one toy tag.' }]);
  });

  it('SUB-CAMP-05 SUB-CAMP-08 the last step needs the icon (not for CTR), videos on every network and the Snapchat app name', () => {
    const both: RequirementGame = { ...ios, adNetworks: ['facebook', 'snapchat'] };
    const assets = { ...everything, icon: false, waitingVideos: { facebook: 2 }, snapchatAppName: null };
    expect(missingForStep(both, assets, 'upload_asset')).toEqual([
      { step: 'upload_asset', field: 'icon', message: 'Upload the game icon before requesting testing.' },
      { step: 'upload_asset', field: 'videos.snapchat', message: 'Upload at least one Snapchat video before requesting testing.' },
      { step: 'upload_asset', field: 'snapchatAppName', message: 'This field is required' },
    ]);
    expect(missingForStep({ ...ios, isCtr: true }, { ...everything, icon: false }, 'upload_asset')).toEqual([]);
    // A manual game sends no videos: it links its own campaign.
    expect(missingForStep({ ...ios, isManagedByProvider: false }, { ...everything, waitingVideos: {} }, 'upload_asset')).toEqual([]);
  });

  it('SUB-15 an iterating game needs only the last step: new videos on one network at least', () => {
    const iterating: RequirementGame = { ...ios, isIterating: true, adNetworks: ['facebook', 'snapchat'] };
    expect(submissionProblems(iterating, { ...nothing, icon: true, waitingVideos: { snapchat: 1 }, snapchatAppName: 'Sky' })).toEqual([]);
    expect(fields(submissionProblems(iterating, { ...nothing, icon: true }))).toEqual(['upload_asset.videos.facebook']);
  });

  it('says who does each step, every step listed', () => {
    expect(Object.keys(STEP_ACTORS).sort()).toEqual(SUBMISSION_STEPS.map((step) => step.id).sort());
    expect(STEP_ACTORS.link_store).toEqual(['create_ga_slot']);
    for (const requirement of STEP_REQUIREMENTS) expect(requirement.message.length).toBeGreaterThan(10);
  });
});

describe('moving through the steps, checked (issue 42)', () => {
  const steps = stepsFor(ios).map((step) => step.id);
  const at = (done: StepId | null, current: StepId) => JSON.stringify(done ? { done, current } : { current });

  it('refuses to mark Link to store done without its data, naming each missing field', () => {
    const move = checkSubstatusMove(ios, nothing, at('appstore_submission', 'link_store'), { done: 'link_store', current: 'sdk_facebook' });
    expect(move.ok).toBe(false);
    if (!move.ok) expect(fields(move.missing)).toEqual(['link_store.storeId', 'link_store.bundleId', 'link_store.gameAnalyticsId', 'link_store.adjustAppToken']);
  });

  it('refuses a jump from Link to store straight to the last step', () => {
    const move = checkSubstatusMove(ios, doneUntil(ios, 'link_store'), at('appstore_submission', 'link_store'), { done: 'categories', current: 'upload_asset' });
    expect(move.ok).toBe(false);
    const skipped = checkSubstatusMove(ios, doneUntil(ios, 'link_store'), at('appstore_submission', 'link_store'), { done: 'appstore_submission', current: 'upload_asset' });
    expect(skipped.ok).toBe(false);
  });

  it('accepts the next step once the current one holds its data, and a look back that keeps what is done', () => {
    const facts = doneUntil(ios, 'sdk_facebook');
    expect(checkSubstatusMove(ios, facts, at('appstore_submission', 'link_store'), { done: 'link_store', current: 'sdk_facebook' })).toEqual({
      ok: true,
      substatus: { done: 'link_store', current: 'sdk_facebook' },
    });
    // Looking back at step 2 from step 4, the page sends done 'appstore_submission': done stays link_store.
    expect(checkSubstatusMove(ios, facts, at('link_store', 'sdk_facebook'), { done: 'appstore_submission', current: 'appstore_submission' })).toEqual({
      ok: true,
      substatus: { done: 'link_store', current: 'appstore_submission' },
    });
  });

  it('a script that tries every jump: a move is accepted exactly when done holds its data and current is at most the step after it', () => {
    for (const [reachedIndex, reached] of steps.entries()) {
      const facts = doneUntil(ios, reached);
      const incomplete = firstIncompleteStep(ios, facts);
      for (const [doneIndex, done] of [[-1, null] as const, ...steps.entries()]) {
        for (const [currentIndex, current] of steps.entries()) {
          const move = checkSubstatusMove(ios, facts, at('create', steps[1]!), { done, current });
          const expected = doneIndex < incomplete && currentIndex <= Math.min(Math.max(doneIndex, 0) + 1, incomplete, steps.length - 1);
          expect(move.ok, `reached ${reached} (${reachedIndex}), done ${done}, current ${current}`).toBe(expected);
          if (move.ok) {
            const savedDone = move.substatus.done === null ? -1 : steps.indexOf(move.substatus.done);
            expect(savedDone).toBeLessThan(incomplete);
            expect(steps.indexOf(move.substatus.current)).toBeLessThanOrEqual(savedDone + 1);
          }
        }
      }
    }
  });
});

describe('the submission guide', () => {
  it('ROUTE-27 lists every step in order with its time, the tests that take it and what it asks, from the enforced table', () => {
    const guide = stepGuide();
    expect(guide.map((step) => step.title)).toEqual(SUBMISSION_STEPS.map((step) => step.title));
    expect(GUIDE_GAMES.map((game) => game.label)).toEqual(['iOS CPI test', 'Android CPI test', 'Game already in its store', 'Snapchat only', 'CTR test', 'New iteration']);
    const byId = Object.fromEntries(guide.map((step) => [step.id, step]));
    expect(byId.create).toMatchObject({ estimate: 'under 1 minute', takenBy: [true, true, true, true, true, false], asks: [] });
    expect(byId.appstore_submission!.takenBy).toEqual([true, false, false, false, false, false]);
    expect(byId.playstore_submission!.takenBy).toEqual([false, true, false, true, false, false]);
    expect(byId.sdk_facebook!.takenBy).toEqual([true, true, true, false, false, false]);
    expect(byId.upload_asset!.takenBy).toEqual([true, true, true, true, true, true]);
    expect(byId.link_store!.asks).toContain(STEP_REQUIREMENT_MESSAGES.bundleId);
    expect(byId.categories!.asks).toEqual([STEP_REQUIREMENT_MESSAGES.genres, STEP_REQUIREMENT_MESSAGES.tags]);
    expect(byId.upload_asset!.asks).toContain('The Snapchat app name, for a managed Snapchat campaign.');
    expect(guide.flatMap((step) => step.asks)).not.toContain('This field is required');
  });
});

