import { describe, expect, it } from 'vitest';
import {
  currentStep,
  isStepReachable,
  stepEstimate,
  stepProgress,
  stepStates,
  stepsFor,
  substatusMovingTo,
  SUBMISSION_STEPS,
  type StepGame,
  type StepId,
} from './steps';

const ios: StepGame = { platform: 'ios', isCtr: false, isPublishedInStore: false, isIterating: false, usesFacebook: true };
const ids = (game: StepGame) => stepsFor(game).map((step) => step.id);
const android: StepGame = { ...ios, platform: 'android' };
/** A step of the catalogue as the page shows it: id, title, estimate of a managed game. */
const catalogued = (id: StepId) => {
  const step = SUBMISSION_STEPS.find((s) => s.id === id);
  return step ? { id: step.id, title: step.title, estimate: stepEstimate(step.id, true) } : undefined;
};

describe('submission steps', () => {
  it('SUB-01 lists the ten steps in order for an unpublished iOS Facebook game, Playstore excluded', () => {
    expect(ids(ios)).toEqual([
      'create',
      'appstore_submission',
      'link_store',
      'sdk_facebook',
      'tinysauce_package',
      'game_building',
      'request_testing',
      'categories',
      'upload_asset',
    ]);
  });

  it('SUB-ASP-03 skips AppStore publishing once the game is in the store', () => {
    expect(ids({ ...ios, isPublishedInStore: true })).not.toContain('appstore_submission');
  });

  it('SUB-PSP-02 takes Playstore publishing for Android only, and SUB-FIN-02 drops Finalize app config for Android without Facebook', () => {
    const android: StepGame = { ...ios, platform: 'android', usesFacebook: false };
    expect(ids(android)).toEqual([
      'create',
      'link_store',
      'tinysauce_package',
      'game_building',
      'playstore_submission',
      'categories',
      'upload_asset',
    ]);
  });

  it('SUB-14 gives a CTR game create, link_store, categories and upload_asset only (CONF-29/30)', () => {
    expect(ids({ ...ios, isCtr: true })).toEqual(['create', 'link_store', 'categories', 'upload_asset']);
  });

  it('SUB-15 leaves an iterating game only the campaign step', () => {
    expect(ids({ ...ios, isIterating: true })).toEqual(['upload_asset']);
  });
});

describe('the step catalogue', () => {
  it('SUB-CREATE-01 create is "Create a test", under 1 minute', () => {
    expect(catalogued('create')).toEqual({ id: 'create', title: 'Create a test', estimate: 'under 1 minute' });
  });

  it('SUB-LINK-01 link_store is "Link to store", 1-5 minutes', () => {
    expect(catalogued('link_store')).toEqual({ id: 'link_store', title: 'Link to store', estimate: '1-5 minutes' });
  });

  it('SUB-SDK-01 tinysauce_package is "SDK integration", 5-10 minutes', () => {
    expect(catalogued('tinysauce_package')).toEqual({ id: 'tinysauce_package', title: 'SDK integration', estimate: '5-10 minutes' });
  });

  it('SUB-BUILD-01 game_building is "Game building and Test", 5-10 minutes', () => {
    expect(catalogued('game_building')).toEqual({ id: 'game_building', title: 'Game building and Test', estimate: '5-10 minutes' });
  });

  it('SUB-PSP-01 SUB-PSP-06 playstore_submission is "Playstore publishing", the store publishing estimate 10-15 minutes (CONF-29)', () => {
    expect(catalogued('playstore_submission')).toEqual({ id: 'playstore_submission', title: 'Playstore publishing', estimate: '10-15 minutes' });
  });

  it('SUB-ASP-05 AppStore publishing takes the store publishing estimate, 10-15 minutes', () => {
    expect(catalogued('appstore_submission')?.estimate).toBe('10-15 minutes');
    expect(stepEstimate('appstore_submission', false)).toBe('10-15 minutes');
  });

  it('SUB-FIN-01 request_testing is "Finalize app config", 10 minutes', () => {
    expect(catalogued('request_testing')).toEqual({ id: 'request_testing', title: 'Finalize app config', estimate: '10 minutes' });
  });

  it('SUB-CAT-01 categories is "Game categories and Tags", 1 minute', () => {
    expect(catalogued('categories')).toEqual({ id: 'categories', title: 'Game categories and Tags', estimate: '1 minute' });
  });
});

describe('which steps a game skips', () => {
  it('SUB-ASP-02 AppStore publishing is shown for iOS only', () => {
    expect(ids(ios)).toContain('appstore_submission');
    expect(ids(android)).not.toContain('appstore_submission');
  });

  it('SUB-ASP-04 SUB-PSP-05 a CTR game skips both store steps, unpublished or not', () => {
    for (const platform of ['ios', 'android'] as const) {
      expect(ids({ ...ios, platform, isCtr: true })).not.toContain('appstore_submission');
      expect(ids({ ...ios, platform, isCtr: true })).not.toContain('playstore_submission');
    }
  });

  it('SUB-SDK-07 SUB-BUILD-05 a CTR game skips the SDK steps: SDK integration and Game building and Test', () => {
    expect(ids(ios)).toEqual(expect.arrayContaining(['tinysauce_package', 'game_building']));
    const ctr = ids({ ...ios, isCtr: true });
    expect(ctr).not.toContain('tinysauce_package');
    expect(ctr).not.toContain('game_building');
  });

  it('SUB-PSP-03 Playstore publishing is skipped once the Android game is published', () => {
    expect(ids(android)).toContain('playstore_submission');
    expect(ids({ ...android, isPublishedInStore: true })).not.toContain('playstore_submission');
  });

  it('SUB-FIN-03 our reading of CONF-30: a CTR game skips Finalize app config, on iOS with Facebook too', () => {
    expect(ids(ios)).toContain('request_testing');
    expect(ids({ ...ios, isCtr: true })).not.toContain('request_testing');
  });
});

describe('substatus', () => {
  it('SUB-16 reads the current step of the JSON substatus', () => {
    expect(currentStep('{"done":"link_store","current":"sdk_facebook"}')).toBe('sdk_facebook');
  });

  it('SUB-17 reads the legacy string createGame as create', () => {
    expect(currentStep('createGame')).toBe('create');
    expect(currentStep('{"done":null,"current":"createGame"}')).toBe('create');
  });

  it('SUB-18 falls back to link_store when nothing is known', () => {
    expect(currentStep(null)).toBe('link_store');
    expect(currentStep('not json')).toBe('link_store');
    expect(currentStep('{"current":"unknown_step"}')).toBe('link_store');
  });
});

describe('in-progress gauge', () => {
  it('MG-14 MG-15 shows Step n/total with the next step and its percent', () => {
    const progress = stepProgress(ios, '{"done":"link_store","current":"sdk_facebook"}');
    expect(progress.label).toBe('Step 4/9');
    expect(progress.next.title).toBe('Facebook setup');
    expect(progress.percent).toBeCloseTo((4 / 9) * 100);
  });

  it('MG-16 starts at create for createGame and at link_store by default', () => {
    expect(stepProgress(ios, 'createGame').label).toBe('Step 1/9');
    expect(stepProgress(ios, null).next.id).toBe('link_store');
  });

  it('MG-14 moves a step the game skips on to the next one it has', () => {
    const published = { ...ios, isPublishedInStore: true };
    expect(stepProgress(published, '{"current":"appstore_submission"}').next.id).toBe('link_store');
  });
});

describe('the stepper', () => {
  const states = (substatus: string | null) => stepStates(ios, substatus).map(({ id, state }) => `${id}:${state}`);

  it('SUB-08 SUB-12 numbers the game\'s steps; before current done, after it disabled', () => {
    const steps = stepStates(ios, JSON.stringify({ done: 'create', current: 'appstore_submission' }));
    expect(steps.map((step) => step.number)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(steps[0]).toEqual({ id: 'create', title: 'Create a test', number: 1, state: 'done' });
    expect(states(JSON.stringify({ done: 'create', current: 'appstore_submission' })).slice(0, 3)).toEqual([
      'create:done',
      'appstore_submission:current',
      'link_store:disabled',
    ]);
  });

  it('SUB-23 issue 42: back in an earlier step from the last one, the flow stays on the last step (the first undone)', () => {
    const back = states(JSON.stringify({ done: 'upload_asset', current: 'link_store' }));
    expect(back).toContain('link_store:done');
    expect(back).toContain('categories:done');
    expect(back).toContain('upload_asset:current');
  });

  it('issue 42: after a reload the current step is the first undone one, whatever step was looked at last', () => {
    expect(states(JSON.stringify({ done: 'game_building', current: 'link_store' }))).toEqual([
      'create:done',
      'appstore_submission:done',
      'link_store:done',
      'sdk_facebook:done',
      'tinysauce_package:done',
      'game_building:done',
      'request_testing:current',
      'categories:disabled',
      'upload_asset:disabled',
    ]);
  });

  it('issue 42: a step that lacks something stops the flow there, however far done says', () => {
    const capped = stepStates(ios, JSON.stringify({ done: 'categories', current: 'upload_asset' }), 2);
    expect(capped.map((status) => status.state)).toEqual(['done', 'done', 'current', 'disabled', 'disabled', 'disabled', 'disabled', 'disabled', 'disabled']);
  });

  it('SUB-17 SUB-18 reads legacy values: createGame is create, nothing is link_store', () => {
    expect(states('createGame')[0]).toBe('create:current');
    expect(states(null)).toContain('link_store:current');
    expect(states(null)[0]).toBe('create:done');
  });

  it('SUB-25 says how long each step takes, Create campaign 1 minute for a manual game', () => {
    expect(stepEstimate('create', true)).toBe('under 1 minute');
    expect(stepEstimate('sdk_facebook', true)).toBe('15-20 minutes');
    expect(stepEstimate('upload_asset', true)).toBe('5-10 minutes');
    expect(stepEstimate('upload_asset', false)).toBe('1 minute');
  });
});

describe('moving between steps', () => {
  it('SUB-19 validating link_store makes sdk_facebook current with link_store done', () => {
    const at = JSON.stringify({ done: 'appstore_submission', current: 'link_store' });
    expect(substatusMovingTo(ios, at, 'sdk_facebook')).toEqual({ done: 'link_store', current: 'sdk_facebook' });
  });

  it('SUB-20 going back to an earlier step keeps the furthest step done', () => {
    const at = JSON.stringify({ done: 'sdk_facebook', current: 'tinysauce_package' });
    expect(substatusMovingTo(ios, at, 'link_store')).toEqual({ done: 'sdk_facebook', current: 'link_store' });
  });

  it('SUB-22 SUB-PSP-04 playstore_submission can be set as the next step of an Android game', () => {
    const at = JSON.stringify({ done: 'tinysauce_package', current: 'game_building' });
    expect(substatusMovingTo(android, at, 'playstore_submission')).toEqual({ done: 'game_building', current: 'playstore_submission' });
    const moved = stepStates(android, JSON.stringify({ done: 'game_building', current: 'playstore_submission' }));
    expect(moved.find((status) => status.id === 'playstore_submission')?.state).toBe('current');
    expect(moved.find((status) => status.id === 'game_building')?.state).toBe('done');
  });

  it('SUB-23 from the last step, clicking an earlier item keeps done upload_asset', () => {
    const at = JSON.stringify({ done: 'upload_asset', current: 'upload_asset' });
    expect(substatusMovingTo(ios, at, 'categories')).toEqual({ done: 'upload_asset', current: 'categories' });
  });

  it('SUB-13 a step is reachable when done or current, not when disabled', () => {
    const states = stepStates(ios, JSON.stringify({ done: 'create', current: 'appstore_submission' }));
    expect(states.map((_, index) => isStepReachable(states, index))).toEqual([true, true, false, false, false, false, false, false, false]);
  });

  it('SUB-10 issue 42: looking back at an earlier step moves nothing: the first step not done stays current and reachable', () => {
    const states = stepStates(ios, JSON.stringify({ done: 'appstore_submission', current: 'create' }));
    expect(states.slice(0, 4).map((status) => status.state)).toEqual(['done', 'done', 'current', 'disabled']);
    expect(states.slice(0, 4).map((_, index) => isStepReachable(states, index))).toEqual([true, true, true, false]);
  });
});
