import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { MockPayloadGenerator } from 'relay-test-utils';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { operationsNamed } from '../../test/render';
import { resizeWindow } from '../../test/window';
import { answerTutorial, at, GAME, GAME_ID, renderFlow, step, stepMoves, stepper, stepperItem } from './testing';
import { TUTORIAL_OPEN_KEY } from './TutorialPanel';

afterEach(() => {
  window.localStorage.clear();
  vi.useRealTimers();
  resizeWindow(1024);
});

describe('the submission flow', () => {
  it('SUB-08 SUB-12 SUB-25 numbers the game\'s steps with their estimates, done, current or disabled', () => {
    renderFlow({ path: '/board?game=12' });
    const items = within(stepper()).getAllByRole('button');
    expect(items.map((item) => item.textContent)).toEqual([
      'done1. Create a testunder 1 minute'.replace('done', ''),
      '2. AppStore publishing10-15 minutes',
      '3. Link to store1-5 minutes',
      '4. Facebook setup15-20 minutes',
      '5. SDK integration5-10 minutes',
      '6. Game building and Test5-10 minutes',
      '7. Finalize app config10 minutes',
      '8. Game categories and Tags1 minute',
      '9. Create campaign5-10 minutes',
    ]);
    expect(within(items[0]!).getByLabelText('done')).toBeTruthy();
    expect(items[1]!.getAttribute('aria-current')).toBe('step');
    // SUB-13: a step waits for the previous one.
    expect((items[2] as HTMLButtonElement).disabled).toBe(true);
    expect((items[0] as HTMLButtonElement).disabled).toBe(false);
  });

  it('CMS-05 shows the content service\'s warning of a step above that step, and none elsewhere, asked once for the whole flow', async () => {
    const { environment } = renderFlow({ path: '/board?game=12' });
    const asked = operationsNamed(environment, 'SubmissionFlowWarningsQuery');
    expect(asked).toHaveLength(1);
    const warnings = [{ step: 'SDK_FACEBOOK', content: 'Facebook answers app access requests in up to 48 hours this week.' }];
    act(() => environment.mock.resolve(asked[0]!, { data: { submissionWarnings: warnings } }));
    const facebook = document.querySelector('section[data-step="sdk_facebook"]') as HTMLElement;
    expect(await within(facebook).findByText('Facebook answers app access requests in up to 48 hours this week.')).toBeTruthy();
    expect(screen.getAllByText(/up to 48 hours/)).toHaveLength(1);
  });

  it('SUB-14 a CTR game has create, link_store, categories and upload_asset only', () => {
    renderFlow({ path: '/board?game=12', game: { isCtr: true, substatus: JSON.stringify({ done: 'create', current: 'link_store' }) } });
    expect(within(stepper()).getAllByRole('button').map((item) => item.textContent?.replace(/\d+-?\d* minutes?|under 1 minute/, ''))).toEqual([
      '1. Create a test',
      '2. Link to store',
      '3. Game categories and Tags',
      '4. Create campaign',
    ]);
  });

  it('SUB-15 SUB-CAMP-03 SUB-CAMP-01 an iterating game shows only Create campaign (upload_asset), without the stepper', () => {
    renderFlow({ path: '/board?game=12', game: { isIterating: true, substatus: at('categories', 'upload_asset') } });
    expect(screen.queryByRole('navigation', { name: 'Submission steps' })).toBeNull();
    const sections = document.querySelectorAll('section[data-step]');
    expect([...sections].map((section) => section.getAttribute('data-step'))).toEqual(['upload_asset']);
    expect(step('Create campaign')).toBeTruthy();
    expect(sections[0]!.querySelector('h2')?.textContent).toMatch(/Create campaign5-10 minutes$/);
  });

  it('SUB-11 issue 42 the game\'s header shows above the flow on both sides, with where the flow is and the game\'s id', () => {
    renderFlow({ path: '/board?game=12' });
    const studio = screen.getByRole('region', { name: 'Game summary' });
    expect(within(studio).getByText('Sky Hopper')).toBeTruthy();
    expect(within(studio).getByText('Step 2/9: AppStore publishing')).toBeTruthy();
    expect(within(studio).getByText('Game ID 12')).toBeTruthy();
    cleanup();
    renderFlow({ path: '/home?game=12' });
    expect(stepper()).toBeTruthy();
    const staff = screen.getByRole('region', { name: 'Game summary' });
    expect(within(staff).getByText('Sky Hopper')).toBeTruthy();
    expect(within(staff).getByText('Step 2/9: AppStore publishing')).toBeTruthy();
  });

  it('SUB-07 CMS-09 says "Nothing to see here" without a tutorial; SUB-06 its open state stays on the device', async () => {
    const { environment } = renderFlow({ path: '/board?game=12' });
    const tutorial = screen.getByRole('complementary', { name: 'Tutorial' });
    answerTutorial(environment, null);
    expect(await within(tutorial).findByText('Nothing to see here')).toBeTruthy();
    fireEvent.click(within(tutorial).getByRole('button', { name: 'Close the tutorial' }));
    expect(window.localStorage.getItem(TUTORIAL_OPEN_KEY)).toBe('false');
    expect(within(tutorial).getByRole('button', { name: 'Open the tutorial' }).getAttribute('aria-expanded')).toBe('false');
  });

  it('SUB-27 fills the tutorial\'s tags, nested ones included, and shows its commands', async () => {
    const { environment } = renderFlow({ path: '/board?game=12' });
    answerTutorial(environment, { title: 'Publish on the App Store', content: 'Publish {{gameName}} first.\n\n$ {{storePublishCommand}}' });
    const tutorial = screen.getByRole('complementary', { name: 'Tutorial' });
    expect(await within(tutorial).findByText('Publish Sky Hopper first.')).toBeTruthy();
    expect(within(tutorial).getByText('npm run store:publish -- --platform ios --store-id 1234567890 --bundle-id com.company.game')).toBeTruthy();
  });

  it('SUB-04 a viewer without request_testing on the game sees the flow with every field locked', () => {
    renderFlow({ path: '/home?game=12', game: { permissions: [] } });
    const create = screen.getByRole('group', { name: 'Create a test' });
    expect((create as HTMLFieldSetElement).disabled).toBe(true);
    expect(screen.queryByRole('button', { name: 'Next step' })).toBeNull();
  });

  it('SUB-20 SUB-ASP-01 "Next step" saves the next step as current, this one done', () => {
    const { environment } = renderFlow({ path: '/board?game=12' });
    const section = screen.getByRole('group', { name: 'AppStore publishing' });
    fireEvent.click(within(section).getByRole('button', { name: 'Next step' }));
    expect(operationsNamed(environment, 'useSubmissionStepMutation')[0]?.request.variables).toEqual({ gameId: GAME_ID, done: 'APPSTORE_SUBMISSION', current: 'LINK_STORE' });
  });

  it('issue 42 SUB-09 SUB-12 a done step has no "Next step"; picked in the stepper it is shown again, nothing moves, and the tutorial follows it', () => {
    const { environment } = renderFlow({ path: '/board?game=12', game: { substatus: at('link_store', 'sdk_facebook') } });
    // One "Next step" at a time: the current step's.
    expect(within(step('AppStore publishing')).queryByRole('button', { name: 'Next step' })).toBeNull();
    expect(within(step('Link to store')).queryByRole('button', { name: /Next step|Validate/ })).toBeNull();
    expect(screen.getAllByRole('button', { name: 'Next step' })).toHaveLength(1);
    fireEvent.click(stepperItem('AppStore publishing'));
    expect(stepMoves(environment)).toEqual([]);
    expect(stepperItem('Facebook setup').getAttribute('aria-current')).toBe('step');
    expect(operationsNamed(environment, 'TutorialPanelQuery').at(-1)?.request.variables).toEqual({ step: 'APPSTORE_SUBMISSION' });
  });

  it('SUB-05 lays out the stepper on the left, the scrolling steps in the middle and the collapsible tutorial on the right', () => {
    renderFlow({ path: '/board?game=12' });
    const steps = screen.getByRole('region', { name: 'Steps of the submission' });
    const tutorial = screen.getByRole('complementary', { name: 'Tutorial' });
    const flow = steps.parentElement!;
    expect([...flow.children]).toEqual([stepper(), steps, tutorial]);
    expect(getComputedStyle(flow).gridTemplateColumns).toBe('240px minmax(0, 1fr) auto');
    expect(getComputedStyle(stepper()).flexDirection).toBe('column');
    expect(getComputedStyle(steps).overflowY).toBe('auto');
    const toggle = within(tutorial).getByRole('button', { name: 'Close the tutorial' });
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    fireEvent.click(toggle);
    expect(within(tutorial).getByRole('button', { name: 'Open the tutorial' }).getAttribute('aria-expanded')).toBe('false');
  });

  it('SUB-09 a step picked in the stepper scrolls into view; a disabled step cannot be picked', () => {
    const scrolled: (string | undefined)[] = [];
    const scrollIntoView = vi.spyOn(HTMLElement.prototype, 'scrollIntoView').mockImplementation(function (this: HTMLElement) {
      scrolled.push(this.dataset.step);
    });
    try {
      renderFlow({ path: '/board?game=12', game: { substatus: at('link_store', 'sdk_facebook') } });
      scrolled.length = 0;
      fireEvent.click(stepperItem('AppStore publishing'));
      expect(scrolled).toEqual(['appstore_submission']);
      const disabled = stepperItem('Game building and Test') as HTMLButtonElement;
      expect(disabled.disabled).toBe(true);
      fireEvent.click(disabled);
      expect(scrolled).toEqual(['appstore_submission']);
    } finally {
      scrollIntoView.mockRestore();
    }
  });

  it('SUB-10 a step scrolled into view becomes the step shown (the tutorial follows it), only when it is reachable', () => {
    const observers: { callback: IntersectionObserverCallback }[] = [];
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(readonly callback: IntersectionObserverCallback) {
          observers.push(this);
        }
        observe() {}
        unobserve() {}
        disconnect() {}
        takeRecords() {
          return [];
        }
      },
    );
    try {
      const { environment } = renderFlow({ path: '/board?game=12', game: { substatus: at('link_store', 'sdk_facebook') } });
      const inView = (step: string) => {
        const target = document.querySelector(`section[data-step="${step}"]`)!;
        // Past the settling time of the flow's own scroll to its current step.
        vi.spyOn(Date, 'now').mockReturnValue(Date.now() + 60_000);
        act(() => observers.at(-1)!.callback([{ target, isIntersecting: true } as unknown as IntersectionObserverEntry], observers.at(-1) as unknown as IntersectionObserver));
        vi.mocked(Date.now).mockRestore();
      };
      const tutorialAsks = () => operationsNamed(environment, 'TutorialPanelQuery').map((operation) => operation.request.variables);
      inView('link_store');
      expect(tutorialAsks().at(-1)).toEqual({ step: 'LINK_STORE' });
      const before = tutorialAsks().length;
      inView('game_building');
      expect(tutorialAsks()).toHaveLength(before);
      expect(stepMoves(environment)).toEqual([]);
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('SUB-21 "Next step" loads while its move is saved; nothing else moves meanwhile', () => {
    const { environment } = renderFlow({ path: '/board?game=12' });
    const busy = () => [...document.querySelectorAll('[aria-busy="true"]')];
    const forward = within(step('AppStore publishing')).getByRole('button', { name: 'Next step' });
    fireEvent.click(forward);
    expect(busy()).toEqual(expect.arrayContaining([forward]));
    // The button's spinner is decorative (aria-hidden): the disabled button says it waits.
    expect(forward.querySelector('.fui-Spinner')).toBeTruthy();
    expect((forward as HTMLButtonElement).disabled).toBe(true);
    const [saving] = operationsNamed(environment, 'useSubmissionStepMutation');
    act(() => environment.mock.reject(saving!, new Error('offline')));
    expect(busy()).toEqual([]);
    expect((forward as HTMLButtonElement).disabled).toBe(false);
  });

  it('issue 42 a move the provider refuses says, under the step, what each step lacks', () => {
    const { environment } = renderFlow({ path: '/board?game=12' });
    fireEvent.click(within(step('AppStore publishing')).getByRole('button', { name: 'Next step' }));
    const [move] = operationsNamed(environment, 'useSubmissionStepMutation');
    act(() =>
      environment.mock.resolve(move!, {
        data: {
          setSubmissionStep: {
            __typename: 'ProviderError',
            message: 'Link the game to its store: its Bundle ID is missing.',
            fieldErrors: [{ message: 'Link the game to its store: its Bundle ID is missing.', stepTitle: 'Link to store' }],
          },
        },
      }),
    );
    const section = screen.getByRole('region', { name: 'Steps of the submission' }).querySelector('section[data-step="appstore_submission"]') as HTMLElement;
    const alert = within(section).getByRole('alert');
    expect(within(alert).getByText('Link to store: Link the game to its store: its Bundle ID is missing.')).toBeTruthy();
  });

  it('issue 42 the current step says what it still lacks, as the provider reads the game', () => {
    renderFlow({
      path: '/board?game=12',
      game: {
        substatus: at('link_store', 'sdk_facebook'),
        submissionSteps: [
          { step: 'CREATE', title: 'Create a test', number: 1, state: 'DONE', estimate: 'under 1 minute', missing: [] },
          { step: 'LINK_STORE', title: 'Link to store', number: 2, state: 'DONE', estimate: '1-5 minutes', missing: [] },
          {
            step: 'SDK_FACEBOOK',
            title: 'Facebook setup',
            number: 3,
            state: 'CURRENT',
            estimate: '15-20 minutes',
            missing: [{ field: 'facebookAccess', message: "Request access to the game's Facebook app, and wait until it is granted." }],
          },
        ],
      },
    });
    const section = document.querySelector('section[data-step="sdk_facebook"]') as HTMLElement;
    expect(within(section).getByText('Before the next step')).toBeTruthy();
    expect(within(section).getByText("Request access to the game's Facebook app, and wait until it is granted.")).toBeTruthy();
  });

  it('SUB-28 MOB-03 below 742 px the steps take the width under the tutorial collapsed; a resize counts 200 ms after it stops', () => {
    resizeWindow(741);
    const { environment } = renderFlow({ path: '/board?game=12' });
    const tutorial = () => screen.getByRole('complementary', { name: 'Tutorial' });
    expect(screen.queryByRole('navigation', { name: 'Submission steps' })).toBeNull();
    expect(within(tutorial()).getByRole('button', { name: 'Open the tutorial' }).getAttribute('aria-expanded')).toBe('false');
    expect(operationsNamed(environment, 'TutorialPanelQuery')).toHaveLength(0);
    // Opened there, it shows the step's tutorial; the device's choice for the side panel stays.
    fireEvent.click(within(tutorial()).getByRole('button', { name: 'Open the tutorial' }));
    expect(operationsNamed(environment, 'TutorialPanelQuery')).toHaveLength(1);
    expect(window.localStorage.getItem(TUTORIAL_OPEN_KEY)).toBeNull();

    vi.useFakeTimers();
    resizeWindow(742);
    act(() => vi.advanceTimersByTime(199));
    expect(screen.queryByRole('navigation', { name: 'Submission steps' })).toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(stepper()).toBeTruthy();
    expect(within(tutorial()).getByRole('button', { name: 'Close the tutorial' }).getAttribute('aria-expanded')).toBe('true');

    resizeWindow(600);
    act(() => vi.advanceTimersByTime(200));
    expect(screen.queryByRole('navigation', { name: 'Submission steps' })).toBeNull();
    expect(within(tutorial()).getByRole('button', { name: 'Open the tutorial' }).getAttribute('aria-expanded')).toBe('false');
  });
});

describe('Create a test', () => {
  it('SUB-CREATE-19 SUB-CREATE-03 opens on gameid=new and quotes the name rule', () => {
    renderFlow({ path: '/board?gameid=new' });
    expect(screen.getByRole('heading', { name: 'Create a test' })).toBeTruthy();
    const name = screen.getByRole('textbox', { name: /Test name/ });
    fireEvent.change(name, { target: { value: 'ab' } });
    fireEvent.blur(name);
    expect(screen.getByText('Name length must be between 3 and 25 characters')).toBeTruthy();
  });

  it('SUB-CREATE-08 SUB-CREATE-11 asks for a network of a managed CPI test, none for CTR', () => {
    renderFlow({ path: '/board?gameid=new' });
    fireEvent.change(screen.getByRole('textbox', { name: /Test name/ }), { target: { value: 'Sky Hopper' } });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Facebook' }));
    fireEvent.click(screen.getByRole('button', { name: 'Create a test' }));
    expect(screen.getByText('Choose at least one ad network')).toBeTruthy();
    fireEvent.click(screen.getByRole('radio', { name: 'CTR (test only)' }));
    expect(screen.queryByRole('checkbox', { name: 'Facebook' })).toBeNull();
    // SUB-CREATE-07: no store question for CTR.
    expect(screen.queryByRole('radiogroup', { name: /published/ })).toBeNull();
  });

  it('SUB-02 SUB-03 a test is CPI or CTR (test only), and managed by us (automatic) or by the studio (manual)', () => {
    const { environment } = renderFlow({
      path: '/board?gameid=new',
      viewer: { permissions: ['view_studio_interface', 'add_game', 'request_testing', 'use_facebook_network', 'create_dedicated_ad_account_games'] },
    });
    const type = screen.getByRole('radiogroup', { name: 'Test type' });
    expect(within(type).getAllByRole('radio').map((radio) => radio.closest('.fui-Radio')?.textContent)).toEqual(['CPI', 'CTR (test only)']);
    const setup = screen.getByRole('radiogroup', { name: 'Game setup' });
    expect(within(setup).getAllByRole('radio').map((radio) => radio.closest('.fui-Radio')?.textContent)).toEqual([
      'Automatic: we run your campaign',
      'Manual: you link your own campaign',
    ]);
    expect((within(setup).getByRole('radio', { name: 'Automatic: we run your campaign' }) as HTMLInputElement).checked).toBe(true);
    fireEvent.change(screen.getByRole('textbox', { name: /Test name/ }), { target: { value: 'Sky Hopper' } });
    fireEvent.click(within(setup).getByRole('radio', { name: 'Manual: you link your own campaign' }));
    fireEvent.click(within(type).getByRole('radio', { name: 'CTR (test only)' }));
    fireEvent.click(screen.getByRole('button', { name: 'Create a test' }));
    expect(operationsNamed(environment, 'CreateStepCreateMutation')[0]?.request.variables.input).toMatchObject({
      name: 'Sky Hopper',
      isCtr: true,
      isManagedByProvider: false,
    });
  });

  it('SUB-03 without create_dedicated_ad_account_games a test is managed by us, with no setup to choose', () => {
    const { environment } = renderFlow({ path: '/board?gameid=new' });
    expect(screen.queryByRole('radiogroup', { name: 'Game setup' })).toBeNull();
    fireEvent.change(screen.getByRole('textbox', { name: /Test name/ }), { target: { value: 'Sky Hopper' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create a test' }));
    expect(operationsNamed(environment, 'CreateStepCreateMutation')[0]?.request.variables.input).toMatchObject({ isCtr: false, isManagedByProvider: true });
  });

  it('SUB-CREATE-16 creates the test, then the panel shows it (SUB-CREATE-19)', () => {
    const { environment } = renderFlow({ path: '/board?gameid=new' });
    fireEvent.change(screen.getByRole('textbox', { name: /Test name/ }), { target: { value: 'Sky Hopper' } });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Snapchat' }));
    fireEvent.click(screen.getByRole('button', { name: 'Create a test' }));
    const [create] = operationsNamed(environment, 'CreateStepCreateMutation');
    expect(create?.request.variables).toEqual({
      input: { name: 'Sky Hopper', platform: 'IOS', isCtr: false, isManagedByProvider: true, isPublishedInStore: false, adNetworks: ['FACEBOOK', 'SNAPCHAT'] },
    });
    act(() =>
      environment.mock.resolve(
        create!,
        MockPayloadGenerator.generate(create!, {
          CreateGameResult: () => ({ __typename: 'Game' }),
          Game: () => ({ id: 'R2FtZTo0NA==', gameId: 44, name: 'Sky Hopper' }),
        }),
      ),
    );
    expect(screen.getByLabelText('Location').textContent).toBe('/board?game=44');
  });

  it('SUB-CREATE-17 lists the provider\'s name errors under the field', () => {
    const { environment } = renderFlow({ path: '/board?gameid=new' });
    fireEvent.change(screen.getByRole('textbox', { name: /Test name/ }), { target: { value: 'Sky Hopper' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create a test' }));
    const [create] = operationsNamed(environment, 'CreateStepCreateMutation');
    act(() =>
      environment.mock.resolve(create!, {
        data: {
          createGame: {
            __typename: 'ProviderError',
            message: 'Invalid',
            fieldErrors: [
              { path: 'name', message: 'A test of this studio already has this name' },
              { path: 'name', message: 'Name length must be between 3 and 25 characters' },
            ],
          },
        },
      }),
    );
    expect(screen.getByText('A test of this studio already has this name')).toBeTruthy();
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
  });

  it('SUB-CREATE-04 SUB-CREATE-12 locks the name of a test, and platform and networks once linked to the attribution service', () => {
    renderFlow({ path: '/board?game=12', game: { appServiceAppKey: 'key-1', adNetworks: ['Facebook'] } });
    const create = screen.getByRole('group', { name: 'Create a test' });
    expect((within(create).getByRole('textbox', { name: /Test name/ }) as HTMLInputElement).readOnly).toBe(true);
    expect((within(create).getByRole('radio', { name: 'Android' }) as HTMLInputElement).disabled).toBe(true);
    expect((within(create).getByRole('checkbox', { name: 'Snapchat' }) as HTMLInputElement).disabled).toBe(true);
  });

  it('SUB-CREATE-02 SUB-CREATE-15 the test name field holds the name the board\'s dialog asked, and the test is created with it', () => {
    const { environment } = renderFlow({ path: '/board?gameid=new&name=Rope%20Hero' });
    const name = screen.getByRole('textbox', { name: /Test name/ }) as HTMLInputElement;
    expect(name.value).toBe('Rope Hero');
    expect(name.required).toBe(true);
    fireEvent.change(name, { target: { value: 'Rope Hero 2' } });
    fireEvent.click(within(step('Create a test')).getByRole('button', { name: 'Create a test' }));
    expect(operationsNamed(environment, 'CreateStepCreateMutation')[0]?.request.variables.input).toMatchObject({ name: 'Rope Hero 2' });
  });

  it('SUB-CREATE-06 the platform, iOS or Android, with the note on the competition it may enter', () => {
    const { environment } = renderFlow({
      path: '/board?gameid=new&name=Rope%20Hero',
      codifications: { currentCompetition: { name: 'Summer Cup', allowedPlatforms: ['ios'], allowedTestingMethods: ['cpi', 'ctr'] } },
    });
    const create = step('Create a test');
    expect((within(create).getByRole('radio', { name: 'iOS' }) as HTMLInputElement).checked).toBe(true);
    expect(within(create).getByText('iOS tests can take part in Summer Cup.')).toBeTruthy();
    fireEvent.click(within(create).getByRole('radio', { name: 'Android' }));
    expect(within(create).getByText('Summer Cup is not open to Android tests.')).toBeTruthy();
    fireEvent.click(within(create).getByRole('button', { name: 'Create a test' }));
    expect(operationsNamed(environment, 'CreateStepCreateMutation')[0]?.request.variables.input).toMatchObject({ platform: 'ANDROID' });
  });

  it('SUB-CREATE-06 no competition, no note', () => {
    renderFlow({ path: '/board?gameid=new' });
    expect(screen.queryByText(/Summer Cup|can take part in|is not open to/)).toBeNull();
  });

  it('SUB-CREATE-13 "Create a test" for a new test, then "Next step" while the step is current, "Update game" once it is done', () => {
    const names = () => within(step('Create a test')).getAllByRole('button').map((button) => button.textContent);
    renderFlow({ path: '/board?gameid=new' });
    expect(names()).toEqual(['Create a test']);
    cleanup();

    const current = renderFlow({ path: '/board?game=12', game: { substatus: at(null, 'create') } });
    expect(names()).toEqual(['Next step']);
    fireEvent.click(within(step('Create a test')).getByRole('button', { name: 'Next step' }));
    const [save] = operationsNamed(current.environment, 'CreateStepUpdateMutation');
    expect(save?.request.variables).toEqual({ gameId: GAME_ID, input: { platform: 'IOS', isCtr: false, isManagedByProvider: true, isPublishedInStore: false, adNetworks: ['FACEBOOK'] } });
    act(() => current.environment.mock.resolve(save!, MockPayloadGenerator.generate(save!, { Game: () => ({ ...GAME, substatus: at(null, 'create') }) })));
    expect(stepMoves(current.environment)).toEqual([{ gameId: GAME_ID, done: 'CREATE', current: 'APPSTORE_SUBMISSION' }]);
    cleanup();

    const done = renderFlow({ path: '/board?game=12' });
    expect(names()).toEqual(['Update game']);
    const update = within(step('Create a test')).getByRole('button', { name: 'Update game' }) as HTMLButtonElement;
    expect(update.disabled).toBe(true);
    fireEvent.click(within(step('Create a test')).getByRole('radio', { name: 'Yes' }));
    expect(update.disabled).toBe(false);
    fireEvent.click(update);
    expect(operationsNamed(done.environment, 'CreateStepUpdateMutation')[0]?.request.variables.input).toMatchObject({ isPublishedInStore: true });
    expect(stepMoves(done.environment)).toEqual([]);
  });
});
