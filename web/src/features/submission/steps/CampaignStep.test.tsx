import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { CHANGELOG_CATEGORIES, serverErrorMessage, SNAPCHAT_APP_NAME_TOO_LONG } from '@greenlight/rules';
import { links } from '../../../config';
import { commitLocalUpdate } from 'relay-runtime';
import { MockPayloadGenerator } from 'relay-test-utils';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { operationsNamed, toastsWith, type MockEnvironment } from '../../../test/render';
import { at, GAME_ID, renderFlow, step } from '../testing';
import { videoValidity, type LocalVideo } from './campaign/NetworkVideos';

const CLIPS = join(import.meta.dirname, '../../../../../provider/assets/videos');
const clipFile = (name: string) => new File([new Uint8Array(readFileSync(join(CLIPS, name)))], name, { type: 'video/mp4' });

const SETTINGS = {
  budgets: [
    { network: 'FACEBOOK', budget: 40, isManuallySet: false },
    { network: 'SNAPCHAT', budget: 30, isManuallySet: false },
  ],
  minDailyBudget: 30,
  maxDailyBudget: 300,
  budgetStep: 10,
  isBudgetReadOnly: false,
  currentCampaignDuration: 7,
  minCampaignDuration: 4,
  maxCampaignDuration: 14,
  isDurationReadOnly: true,
  maxAllowedVideos: 4,
};

const uploaded = (id: number, network: 'FACEBOOK' | 'SNAPCHAT') => ({
  id: `U3VibWlzc2lvblZpZGVvOjEyOj${id}`,
  fileName: `clip-${id}.mp4`,
  url: `/media/${String(id).repeat(64).slice(0, 64)}`,
  network,
  width: 320,
  height: 400,
  durationSeconds: 10,
  croppingPositionPercent: null,
});

/** A managed Facebook and Snapchat test at its last step. */
const renderCampaign = (game: Record<string, unknown> = {}, codifications: Record<string, unknown> = {}) => {
  const rendered = renderFlow({
    path: '/board?game=12',
    codifications: { recentWebinars: [], ...codifications },
    game: {
      snapchatAppName: 'Sky Hopper',
      competitionId: null,
      inspiredByWebinar: null,
      facebookAppId: null,
      genres: [],
      substatus: at('categories', 'upload_asset'),
      adNetworks: ['Facebook', 'Snapchat'],
      iconUrl: null,
      nextIterationVideos: [],
      campaignSettings: SETTINGS,
      actions: [{ action: 'REQUEST_TESTING', available: true }],
      ...game,
    },
  });
  return { ...rendered, campaign: step('Create campaign') };
};

/** Request testing reads the game again once the assets are sent: answered here. */
async function answerRefresh(environment: MockEnvironment) {
  await waitFor(() => expect(operationsNamed(environment, 'CampaignStepRefreshQuery')).toHaveLength(1));
  const [refresh] = operationsNamed(environment, 'CampaignStepRefreshQuery');
  act(() => environment.mock.resolve(refresh!, MockPayloadGenerator.generate(refresh!)));
}

/** The request's answer: the game as it now is, and its operation. */
function answerRequest(environment: MockEnvironment, game: { status: string; isIterating?: boolean; disabled: boolean }, status: string) {
  const [mutation] = operationsNamed(environment, 'gameActionMutation');
  act(() =>
    environment.mock.resolve(mutation!, {
      data: {
        gameAction: {
          __typename: 'GameActionPayload',
          game: { id: GAME_ID, isIterating: false, ...game },
          operation: { operationId: 'op-1', status, message: status === 'SUCCESS' ? 'Action done! Request testing' : 'Request testing' },
        },
      },
    }),
  );
}

const requestButton = (campaign: HTMLElement) => within(campaign).getByRole('button', { name: 'Request testing' }) as HTMLButtonElement;

afterEach(() => vi.unstubAllGlobals());

const COMPETITION = {
  competitionId: 20264,
  name: 'Greenlight Prototype Cup Q4 2026',
  tcUrl: 'https://events.greenlight.example/cup/terms',
  allowedPlatforms: ['ios', 'android'],
  allowedTestingMethods: ['cpi'],
  allowedGenres: [101, 102],
};

describe('Create campaign', () => {
  it('SUB-CAMP-02 SUB-CAMP-04 shows the icon, each network\'s videos, the budget and duration sliders and the terms', () => {
    const { campaign } = renderCampaign();
    expect(within(campaign).getByText('Game icon')).toBeTruthy();
    expect(within(campaign).getByText('Facebook videos (4:5)')).toBeTruthy();
    expect(within(campaign).getByText('Snapchat videos (9:16)')).toBeTruthy();
    expect(within(campaign).getByRole('slider', { name: 'Facebook daily budget' })).toBeTruthy();
    expect(within(campaign).getByRole('slider', { name: 'Snapchat daily budget' })).toBeTruthy();
    expect((within(campaign).getByRole('slider', { name: 'Campaign duration' }) as HTMLInputElement).disabled).toBe(true);
    expect(within(campaign).getByRole('checkbox', { name: 'I accept the terms of the publishing test' })).toBeTruthy();
    expect(requestButton(campaign).disabled).toBe(true);
  });

  it('SUB-CAMP-05 enables Request testing once the terms are ticked, with an icon and a video on every network', () => {
    const { campaign } = renderCampaign({ iconUrl: '/media/icon', nextIterationVideos: [uploaded(1, 'FACEBOOK'), uploaded(2, 'SNAPCHAT')] });
    expect(requestButton(campaign).disabled).toBe(true);
    fireEvent.click(within(campaign).getByRole('checkbox', { name: 'I accept the terms of the publishing test' }));
    expect(requestButton(campaign).disabled).toBe(false);
  });

  it('SUB-CAMP-05 keeps it disabled while a network has no video, or for a viewer who may not request', () => {
    const first = renderCampaign({ iconUrl: '/media/icon', nextIterationVideos: [uploaded(1, 'FACEBOOK')] });
    fireEvent.click(within(first.campaign).getByRole('checkbox', { name: 'I accept the terms of the publishing test' }));
    expect(requestButton(first.campaign).disabled).toBe(true);
    first.unmount();
    const second = renderCampaign({
      iconUrl: '/media/icon',
      nextIterationVideos: [uploaded(1, 'FACEBOOK'), uploaded(2, 'SNAPCHAT')],
      actions: [{ action: 'REQUEST_TESTING', available: false }],
    });
    fireEvent.click(within(second.campaign).getByRole('checkbox', { name: 'I accept the terms of the publishing test' }));
    expect(requestButton(second.campaign).disabled).toBe(true);
  });

  it('SUB-CAMP-03 SUB-CAMP-04 an iterating game has only this step, no terms, and a video on one network is enough', () => {
    const { campaign } = renderCampaign({ isIterating: true, iconUrl: '/media/icon', nextIterationVideos: [uploaded(2, 'SNAPCHAT')] });
    expect(within(campaign).queryByRole('checkbox', { name: 'I accept the terms of the publishing test' })).toBeNull();
    expect(requestButton(campaign).disabled).toBe(false);
  });

  it('SUB-VID-01 SUB-VID-12 a file that is not an H.264 MP4 is in error with the specification\'s message', async () => {
    const { campaign } = renderCampaign();
    const text = new File(['not a video'], 'notes.mp4', { type: 'video/mp4' });
    fireEvent.change(within(campaign).getByLabelText('Add Facebook videos'), { target: { files: [text] } });
    await waitFor(() => expect(within(campaign).getByText('Your file is using an unsupported codec. Re-encode it in H.264.')).toBeTruthy());
    expect(within(campaign).getByText('notes.mp4').closest('[data-video-state]')?.getAttribute('data-video-state')).toBe('error');
  });

  it('SUB-VID-04 SUB-VID-10 SUB-VID-11 a 9:16 clip for Facebook asks for a crop, centred, then counts as valid', async () => {
    const { campaign } = renderCampaign({ iconUrl: '/media/icon', nextIterationVideos: [uploaded(2, 'SNAPCHAT')] });
    fireEvent.change(within(campaign).getByLabelText('Add Facebook videos'), { target: { files: [clipFile('ad-9x16-life.mp4')] } });
    await waitFor(() => expect(within(campaign).getByText('Wrong ratio. You need to crop the video.')).toBeTruthy());
    const entry = within(campaign).getByText('ad-9x16-life.mp4').closest('[data-video-state]') as HTMLElement;
    expect(entry.getAttribute('data-video-state')).toBe('checked');
    expect(within(entry).getByText(/vertical · 12 s/)).toBeTruthy();
    expect(within(entry).getByText('50%')).toBeTruthy();
    fireEvent.click(within(campaign).getByRole('checkbox', { name: 'I accept the terms of the publishing test' }));
    expect(requestButton(campaign).disabled).toBe(true);
    fireEvent.click(within(entry).getByRole('button', { name: 'Use this crop' }));
    expect(within(campaign).queryByText('Wrong ratio. You need to crop the video.')).toBeNull();
    expect(requestButton(campaign).disabled).toBe(false);
  });

  it('SUB-VID-09 a clip of the right ratio, size and duration is checked; SUB-VID-07 the picker goes once a network has maxAllowedVideos', async () => {
    const { campaign } = renderCampaign({
      nextIterationVideos: [uploaded(1, 'FACEBOOK'), uploaded(3, 'FACEBOOK'), uploaded(4, 'FACEBOOK')],
    });
    fireEvent.change(within(campaign).getByLabelText('Add Facebook videos'), { target: { files: [clipFile('ad-4x5-testcard.mp4')] } });
    await waitFor(() =>
      expect(within(campaign).getByText('ad-4x5-testcard.mp4').closest('[data-video-state]')?.getAttribute('data-video-state')).toBe('checked'),
    );
    expect(within(campaign).queryByLabelText('Add Facebook videos')).toBeNull();
    expect(within(campaign).getByLabelText('Add Snapchat videos')).toBeTruthy();
  });

  it('SUB-VID-15 removes an uploaded video through removeSubmissionVideo', () => {
    const video = uploaded(1, 'FACEBOOK');
    const { environment, campaign } = renderCampaign({ nextIterationVideos: [video] });
    fireEvent.click(within(campaign).getByRole('button', { name: 'Remove clip-1.mp4' }));
    expect(operationsNamed(environment, 'CampaignStepRemoveVideoMutation').map((operation) => operation.request.variables)).toEqual([
      { videoId: video.id },
    ]);
  });

  it('ACT-19 a video the publishing team rejected reads why, and does not count: the network needs another before requesting testing', () => {
    const rejected = { ...uploaded(1, 'FACEBOOK'), review: 'REJECTED', reviewReason: 'Not gameplay' };
    const snapchat = { ...uploaded(2, 'SNAPCHAT'), review: 'PENDING', reviewReason: null };
    const { campaign } = renderCampaign({ iconUrl: '/media/icon', nextIterationVideos: [rejected, snapchat] });
    expect(within(campaign).getByText('Rejected by the publishing team: Not gameplay. It will not run; remove it and upload another.')).toBeTruthy();
    fireEvent.click(within(campaign).getByRole('checkbox', { name: 'I accept the terms of the publishing test' }));
    expect(requestButton(campaign).disabled).toBe(true);
    cleanup();
    const accepted = renderCampaign({ iconUrl: '/media/icon', nextIterationVideos: [{ ...rejected, review: 'ACCEPTED', reviewReason: null }, snapchat] });
    fireEvent.click(within(accepted.campaign).getByRole('checkbox', { name: 'I accept the terms of the publishing test' }));
    expect(requestButton(accepted.campaign).disabled).toBe(false);
  });

  it('SUB-VID-06 warns that Safari cannot upload videos', () => {
    vi.stubGlobal('navigator', { ...navigator, userAgent: 'Mozilla/5.0 (Macintosh) AppleWebKit/605.1.15 Version/17.0 Safari/605.1.15' });
    renderCampaign();
    expect(screen.getByText('Video upload does not work in Safari: please use Chrome, Firefox or Edge.')).toBeTruthy();
  });

  it('SUB-CAMP-07 SUB-CAMP-08 asks the Snapchat app name when Snapchat runs: required, at most 25 characters', () => {
    const { campaign } = renderCampaign({ snapchatAppName: null, iconUrl: '/media/icon', nextIterationVideos: [uploaded(1, 'FACEBOOK'), uploaded(2, 'SNAPCHAT')] });
    fireEvent.click(within(campaign).getByRole('checkbox', { name: 'I accept the terms of the publishing test' }));
    const name = within(campaign).getByRole('textbox', { name: /Snapchat app name/ });
    expect(requestButton(campaign).disabled).toBe(true);
    fireEvent.change(name, { target: { value: 'x'.repeat(26) } });
    expect(within(campaign).getByText(SNAPCHAT_APP_NAME_TOO_LONG)).toBeTruthy();
    expect(requestButton(campaign).disabled).toBe(true);
    fireEvent.change(name, { target: { value: 'Sky Hopper' } });
    expect(requestButton(campaign).disabled).toBe(false);
  });

  it('SUB-CAMP-16 offers the competition to a game its platform, method and genre allow, never to an iterating one', () => {
    const eligible = renderCampaign({ genres: [{ genreId: 102, category: 'gameplay' }] }, { currentCompetition: COMPETITION });
    expect(within(eligible.campaign).getByRole('checkbox', { name: /Register this game for the Greenlight Prototype Cup Q4 2026/ })).toBeTruthy();
    eligible.unmount();
    const otherGenre = renderCampaign({ genres: [{ genreId: 110, category: 'gameplay' }] }, { currentCompetition: COMPETITION });
    expect(within(otherGenre.campaign).queryByRole('checkbox', { name: /Register this game/ })).toBeNull();
    otherGenre.unmount();
    const iterating = renderCampaign({ isIterating: true, genres: [{ genreId: 102, category: 'gameplay' }] }, { currentCompetition: COMPETITION });
    expect(within(iterating.campaign).queryByRole('checkbox', { name: /Register this game/ })).toBeNull();
  });

  it('SUB-CAMP-09 SUB-CAMP-10 Request testing saves the competition choice and the changed Snapchat app name first', async () => {
    const { environment, campaign } = renderCampaign(
      { iconUrl: '/media/icon', genres: [{ genreId: 101, category: 'gameplay' }], nextIterationVideos: [uploaded(1, 'FACEBOOK'), uploaded(2, 'SNAPCHAT')] },
      { currentCompetition: COMPETITION },
    );
    fireEvent.change(within(campaign).getByRole('textbox', { name: /Snapchat app name/ }), { target: { value: 'Hopper' } });
    fireEvent.click(within(campaign).getByRole('checkbox', { name: /Register this game/ }));
    fireEvent.click(within(campaign).getByRole('checkbox', { name: 'I accept the terms of the publishing test' }));
    fireEvent.click(requestButton(campaign));
    await waitFor(() => expect(operationsNamed(environment, 'CampaignStepSetupMutation')).toHaveLength(1));
    expect(operationsNamed(environment, 'CampaignStepSetupMutation')[0]!.request.variables.input).toEqual({ snapchatAppName: 'Hopper', competitionId: 20264 });
  });

  it('SUB-CAMP-19 the webinar that inspired the game, among the recent ones, is saved with the setup', async () => {
    const recentWebinars = [
      { webinarId: 20_774, title: 'Ad creatives that lower your CPI', date: '2026-11-19T16:00:00.000Z' },
      { webinarId: 20_760, title: 'Hooking players in the first 30 seconds', date: '2026-11-05T16:00:00.000Z' },
    ];
    const { environment, campaign } = renderCampaign(
      { iconUrl: '/media/icon', nextIterationVideos: [uploaded(1, 'FACEBOOK'), uploaded(2, 'SNAPCHAT')], inspiredByWebinar: null },
      { recentWebinars },
    );
    const dropdown = within(campaign).getByRole('combobox', { name: /Inspired by a webinar/ });
    expect(dropdown.textContent).toBe('No');
    fireEvent.click(dropdown);
    fireEvent.click(screen.getByRole('option', { name: 'Hooking players in the first 30 seconds (05-11-2026)' }));
    fireEvent.click(within(campaign).getByRole('checkbox', { name: 'I accept the terms of the publishing test' }));
    fireEvent.click(requestButton(campaign));
    await waitFor(() => expect(operationsNamed(environment, 'CampaignStepSetupMutation')).toHaveLength(1));
    expect(operationsNamed(environment, 'CampaignStepSetupMutation')[0]!.request.variables.input).toEqual({ inspiredByWebinar: 20_760, competitionId: null });
  });

  it('SUB-CAMP-06 SUB-CAMP-12 SUB-CAMP-01 a manual game sends no videos: it chooses its Facebook campaign, and requesting links it', async () => {
    const campaigns = [
      { value: 'act_1_1000', label: 'Soft launch #1', group: 'facebook' },
      { value: 'act_1_1001', label: 'Creative test #2', group: 'facebook' },
    ];
    const { environment, campaign } = renderCampaign(
      {
        isManagedByProvider: false,
        iconUrl: '/media/icon',
        adNetworks: ['Facebook'],
        campaignSettings: { ...SETTINGS, budgets: [{ network: 'FACEBOOK', budget: 40, isManuallySet: false }] },
        actions: [{ action: 'TEST_STUDIO_CAMPAIGN', available: true }],
      },
    );
    expect(within(campaign).queryByLabelText('Add Facebook videos')).toBeNull();
    expect(within(campaign).queryByRole('slider', { name: 'Facebook daily budget' })).toBeNull();
    // SUB-CAMP-01: upload_asset, "Create campaign", 1 minute when the studio runs its own campaign.
    expect(document.querySelector('section[data-step="upload_asset"] h2')?.textContent).toMatch(/Create campaign1 minute$/);
    const [choices] = operationsNamed(environment, 'StudioCampaignChoiceQuery');
    expect(choices!.request.variables).toEqual({ gameId: 'R2FtZToxMg==' });
    act(() =>
      environment.mock.resolve(
        choices!,
        MockPayloadGenerator.generate(choices!, { GameActionFieldsSuccess: () => ({ data: [{ param: 'choice', value: null, options: campaigns }] }) }),
      ),
    );
    await waitFor(() => expect(within(campaign).getByRole('combobox', { name: /Facebook campaign/ })).toBeTruthy());
    fireEvent.click(within(campaign).getByRole('checkbox', { name: 'I accept the terms of the publishing test' }));
    expect(requestButton(campaign).disabled).toBe(true);
    fireEvent.click(within(campaign).getByRole('combobox', { name: /Facebook campaign/ }));
    fireEvent.click(screen.getByRole('option', { name: 'Creative test #2' }));
    expect(requestButton(campaign).disabled).toBe(false);
    fireEvent.click(requestButton(campaign));
    await answerRefresh(environment);
    await waitFor(() => expect(operationsNamed(environment, 'gameActionMutation')).toHaveLength(1));
    expect(operationsNamed(environment, 'gameActionMutation')[0]!.request.variables.input).toEqual({
      testStudioCampaign: { gameId: 'R2FtZToxMg==', choice: { facebook: 'act_1_1001' }, termsAccepted: true },
    });
  });

  it('SUB-CAMP-14 SUB-CAMP-11 SUB-CAMP-15 an iterating game says what changed, each changelog with both halves, and its Facebook app id', async () => {
    const { environment, campaign } = renderCampaign({
      isIterating: true,
      iconUrl: '/media/icon',
      facebookAppId: '123456789012345',
      nextIterationVideos: [uploaded(1, 'FACEBOOK')],
    });
    const appId = within(campaign).getByRole('textbox', { name: /Facebook App ID/ });
    expect((appId as HTMLInputElement).value).toBe('123456789012345');
    expect(requestButton(campaign).disabled).toBe(false);
    fireEvent.click(within(campaign).getByRole('button', { name: 'Add a changelog' }));
    fireEvent.change(within(campaign).getByRole('textbox', { name: 'Changelog 1 details' }), { target: { value: ' Shorter first level ' } });
    // Details without a category: the category is asked for, and nothing is sent.
    expect(within(campaign).getByText('This field is required')).toBeTruthy();
    expect(requestButton(campaign).disabled).toBe(true);
    fireEvent.click(within(campaign).getByRole('combobox', { name: 'Changelog 1 category' }));
    fireEvent.click(screen.getAllByRole('option')[0]!);
    expect(requestButton(campaign).disabled).toBe(false);
    fireEvent.change(appId, { target: { value: '12ab' } });
    expect(within(campaign).getByText('Valid Facebook App Ids are between 15 and 17 digits long')).toBeTruthy();
    expect(requestButton(campaign).disabled).toBe(true);
    fireEvent.change(appId, { target: { value: '9876543210987654' } });
    fireEvent.click(requestButton(campaign));
    await answerRefresh(environment);
    await waitFor(() => expect(operationsNamed(environment, 'gameActionMutation')).toHaveLength(1));
    expect(operationsNamed(environment, 'gameActionMutation')[0]!.request.variables.input).toEqual({
      requestTesting: {
        gameId: 'R2FtZToxMg==',
        changelogs: [{ category: CHANGELOG_CATEGORIES[0]!.toUpperCase(), details: 'Shorter first level' }],
        facebookAppId: '9876543210987654',
      },
    });
  });

  it('SUB-29 SUB-CAMP-13 ROUTE-18 once testing is requested, the board shows the tests in progress, the panel still on the game', async () => {
    const { environment, campaign } = renderCampaign({ iconUrl: '/media/icon', nextIterationVideos: [uploaded(1, 'FACEBOOK'), uploaded(2, 'SNAPCHAT')] });
    fireEvent.click(within(campaign).getByRole('checkbox', { name: 'I accept the terms of the publishing test' }));
    fireEvent.click(requestButton(campaign));
    await answerRefresh(environment);
    await waitFor(() => expect(operationsNamed(environment, 'gameActionMutation')).toHaveLength(1));
    const [mutation] = operationsNamed(environment, 'gameActionMutation');
    act(() =>
      environment.mock.resolve(mutation!, {
        data: {
          gameAction: {
            __typename: 'GameActionPayload',
            game: { id: 'R2FtZToxMg==', status: 'PENDING_SDK_INTEGRATION', isIterating: false, disabled: true, reviewActions: [] },
            operation: { operationId: 'op-1', status: 'PENDING', message: 'Request testing' },
          },
        },
      }),
    );
    // By its label: the open drawer hides its siblings from the accessibility tree.
    await waitFor(() => expect(screen.getByLabelText('Location').textContent).toBe('/board/mygames/in_progress/cpi?game=12'));
  });

  it('SUB-29 MG-06 once the request\'s operation has ended, the board behind the panel goes to Pending approval, where the game is', async () => {
    const { environment, campaign } = renderCampaign({ iconUrl: '/media/icon', nextIterationVideos: [uploaded(1, 'FACEBOOK'), uploaded(2, 'SNAPCHAT')] });
    fireEvent.click(within(campaign).getByRole('checkbox', { name: 'I accept the terms of the publishing test' }));
    fireEvent.click(requestButton(campaign));
    await answerRefresh(environment);
    await waitFor(() => expect(operationsNamed(environment, 'gameActionMutation')).toHaveLength(1));
    answerRequest(environment, { status: 'PENDING_SDK_INTEGRATION', disabled: true }, 'PENDING');
    await waitFor(() => expect(screen.getByLabelText('Location').textContent).toBe('/board/mygames/in_progress/cpi?game=12'));
    // The live feed says the operation ended: the panel reads the game, now pending testing.
    act(() => commitLocalUpdate(environment, (store) => store.get(GAME_ID)?.setValue('PENDING_TESTING', 'status').setValue(false, 'disabled')));
    await waitFor(() => expect(screen.getByLabelText('Location').textContent).toBe('/board/mygames/pending_approval/cpi?game=12'));
  });

  it('SUB-29 MG-06 MG-08 a request already done sends the board to Pending approval at once; an iterating game\'s waits under Is iterating', async () => {
    const done = renderCampaign({ iconUrl: '/media/icon', nextIterationVideos: [uploaded(1, 'FACEBOOK'), uploaded(2, 'SNAPCHAT')] });
    fireEvent.click(within(done.campaign).getByRole('checkbox', { name: 'I accept the terms of the publishing test' }));
    fireEvent.click(requestButton(done.campaign));
    await answerRefresh(done.environment);
    await waitFor(() => expect(operationsNamed(done.environment, 'gameActionMutation')).toHaveLength(1));
    answerRequest(done.environment, { status: 'PENDING_TESTING', disabled: false }, 'SUCCESS');
    await waitFor(() => expect(screen.getByLabelText('Location').textContent).toBe('/board/mygames/pending_approval/cpi?game=12'));
    cleanup();

    const iterating = renderCampaign({ isIterating: true, iconUrl: '/media/icon', nextIterationVideos: [uploaded(1, 'FACEBOOK'), uploaded(2, 'SNAPCHAT')] });
    fireEvent.click(requestButton(iterating.campaign));
    await answerRefresh(iterating.environment);
    await waitFor(() => expect(operationsNamed(iterating.environment, 'gameActionMutation')).toHaveLength(1));
    answerRequest(iterating.environment, { status: 'PENDING_SDK_INTEGRATION', isIterating: true, disabled: true }, 'PENDING');
    await waitFor(() => expect(screen.getByLabelText('Location').textContent).toBe('/board/mygames/is_iterating/cpi?game=12'));
  });

  it('issue 42 SUB-CAMP-04 the request says the terms were accepted; a refusal names, step by step, what the game still lacks', async () => {
    const { environment, campaign } = renderCampaign({ iconUrl: '/media/icon', nextIterationVideos: [uploaded(1, 'FACEBOOK'), uploaded(2, 'SNAPCHAT')] });
    fireEvent.click(within(campaign).getByRole('checkbox', { name: 'I accept the terms of the publishing test' }));
    fireEvent.click(requestButton(campaign));
    await answerRefresh(environment);
    await waitFor(() => expect(operationsNamed(environment, 'gameActionMutation')).toHaveLength(1));
    const [mutation] = operationsNamed(environment, 'gameActionMutation');
    expect(mutation!.request.variables.input).toEqual({ requestTesting: { gameId: 'R2FtZToxMg==', changelogs: [], termsAccepted: true } });
    act(() =>
      environment.mock.resolve(mutation!, {
        data: {
          gameAction: {
            __typename: 'ProviderError',
            message: 'Link the game to its store: its Bundle ID is missing.',
            link: null,
            fieldErrors: [
              { path: 'bundleId', message: 'Link the game to its store: its Bundle ID is missing.', stepTitle: 'Link to store' },
              { path: 'genres', message: 'Choose one genre in every category.', stepTitle: 'Game categories and Tags' },
            ],
          },
        },
      }),
    );
    const alert = await within(campaign).findByRole('alert');
    expect(within(alert).getByText('Testing cannot be requested yet')).toBeTruthy();
    expect(within(alert).getByText('Link to store: Link the game to its store: its Bundle ID is missing.')).toBeTruthy();
    expect(within(alert).getByText('Game categories and Tags: Choose one genre in every category.')).toBeTruthy();
  });

  it('SUB-CAMP-17 SUB-CAMP-18 a game entered in the competition that may no longer enter it is taken out: the checkbox goes, null is saved', async () => {
    const entered = renderCampaign(
      { iconUrl: '/media/icon', competitionId: 20264, genres: [{ genreId: 101, category: 'gameplay' }], nextIterationVideos: [uploaded(1, 'FACEBOOK'), uploaded(2, 'SNAPCHAT')] },
      { currentCompetition: COMPETITION },
    );
    const box = within(entered.campaign).getByRole('checkbox', { name: /Register this game for the Greenlight Prototype Cup Q4 2026/ }) as HTMLInputElement;
    expect(box.checked).toBe(true);
    // SUB-CAMP-18: the competition's name and its terms' address.
    expect(within(entered.campaign).getByRole('link', { name: 'terms' }).getAttribute('href')).toBe(COMPETITION.tcUrl);
    entered.unmount();
    const { environment, campaign } = renderCampaign(
      { iconUrl: '/media/icon', competitionId: 20264, genres: [{ genreId: 110, category: 'gameplay' }], nextIterationVideos: [uploaded(1, 'FACEBOOK'), uploaded(2, 'SNAPCHAT')] },
      { currentCompetition: COMPETITION },
    );
    expect(within(campaign).queryByRole('checkbox', { name: /Register this game/ })).toBeNull();
    fireEvent.click(within(campaign).getByRole('checkbox', { name: 'I accept the terms of the publishing test' }));
    fireEvent.click(requestButton(campaign));
    await waitFor(() => expect(operationsNamed(environment, 'CampaignStepSetupMutation')).toHaveLength(1));
    expect(operationsNamed(environment, 'CampaignStepSetupMutation')[0]!.request.variables.input).toEqual({ competitionId: null });
  });

  it('SUB-CAMP-23 SUB-ICON-09 SUB-VID-19 PERM-27 the icon needs change_game_icon, the videos change_game_video, the request request_testing', () => {
    const { campaign } = renderCampaign({ permissions: ['request_testing', 'change_game_video'] });
    expect((within(campaign).getByLabelText('Choose the game icon') as HTMLInputElement).disabled).toBe(true);
    expect((within(campaign).getByLabelText('Add Facebook videos') as HTMLInputElement).disabled).toBe(false);
    cleanup();
    const videosLocked = renderCampaign({ permissions: ['request_testing', 'change_game_icon'] });
    expect((within(videosLocked.campaign).getByLabelText('Choose the game icon') as HTMLInputElement).disabled).toBe(false);
    expect((within(videosLocked.campaign).getByLabelText('Add Facebook videos') as HTMLInputElement).disabled).toBe(true);
  });

  it('SUB-CAMP-24 a setup that cannot be saved says so in the "Error" toast with the support address; the button is back', async () => {
    const { environment, campaign } = renderCampaign(
      { iconUrl: '/media/icon', nextIterationVideos: [uploaded(1, 'FACEBOOK'), uploaded(2, 'SNAPCHAT')] },
      { recentWebinars: [{ webinarId: 20_760, title: 'Hooking players in the first 30 seconds', date: '2026-11-05T16:00:00.000Z' }] },
    );
    fireEvent.click(within(campaign).getByRole('combobox', { name: /Inspired by a webinar/ }));
    fireEvent.click(screen.getByRole('option', { name: /Hooking players/ }));
    fireEvent.click(within(campaign).getByRole('checkbox', { name: 'I accept the terms of the publishing test' }));
    fireEvent.click(requestButton(campaign));
    await waitFor(() => expect(operationsNamed(environment, 'CampaignStepSetupMutation')).toHaveLength(1));
    act(() => environment.mock.reject(operationsNamed(environment, 'CampaignStepSetupMutation')[0]!, new Error('the gateway is down')));
    await answerRefresh(environment);
    const message = serverErrorMessage(links.supportEmail);
    await waitFor(() => expect(toastsWith(message)).not.toHaveLength(0));
    expect(toastsWith(message)[0]!.textContent).toContain('Error');
    await waitFor(() => expect(requestButton(campaign).disabled).toBe(false));
    expect(operationsNamed(environment, 'gameActionMutation')).toHaveLength(0);
  });

  it('SUB-VID-08 tells what the videos should be: 15 to 30 seconds of gameplay only', () => {
    const { campaign } = renderCampaign();
    expect(within(campaign).getAllByText(/15 to 30 seconds of gameplay only/)).toHaveLength(2);
  });

  it('SUB-BUD-09 BE-BUD-02 the duration shows the current campaign duration; it moves only when not read-only', () => {
    const readOnly = renderCampaign();
    expect(within(readOnly.campaign).getByText('Campaign duration: 7 days')).toBeTruthy();
    expect((within(readOnly.campaign).getByRole('slider', { name: 'Campaign duration' }) as HTMLInputElement).disabled).toBe(true);
    readOnly.unmount();
    const editable = renderCampaign({ campaignSettings: { ...SETTINGS, isDurationReadOnly: false, currentCampaignDuration: 9 } });
    expect(within(editable.campaign).getByText('Campaign duration: 9 days')).toBeTruthy();
    expect((within(editable.campaign).getByRole('slider', { name: 'Campaign duration' }) as HTMLInputElement).disabled).toBe(false);
  });

  it('FLT-16 FLT-17 SUB-BUD-08 the duration slider runs from 0 but locks at the minimum; moved to 0 it emits nothing', () => {
    const { campaign } = renderCampaign({ campaignSettings: { ...SETTINGS, isDurationReadOnly: false, currentCampaignDuration: 9 } });
    const slider = within(campaign).getByRole('slider', { name: 'Campaign duration' }) as HTMLInputElement;
    expect(slider.min).toBe('0');
    fireEvent.change(slider, { target: { value: '2' } });
    expect(within(campaign).getByText('Campaign duration: 4 days')).toBeTruthy();
    fireEvent.change(slider, { target: { value: '12' } });
    expect(within(campaign).getByText('Campaign duration: 12 days')).toBeTruthy();
    fireEvent.change(slider, { target: { value: '0' } });
    expect(within(campaign).getByText('Campaign duration: 12 days')).toBeTruthy();
  });

  it('SUB-VID-13 each chosen video reports loading while it is checked, then valid or invalid (a wrong ratio until its crop is confirmed)', () => {
    const entry = (state: LocalVideo['state'], problem: LocalVideo['problem'] = null, cropConfirmed = false): LocalVideo => ({
      key: 'k',
      network: 'facebook',
      file: clipFile('ad-4x5-testcard.mp4'),
      state,
      info: null,
      problem,
      cropPosition: 50,
      cropConfirmed,
      progress: 0,
    });
    const ratio = { code: 'VIDEO_RATIO', message: 'Wrong ratio. You need to crop the video.' };
    expect(videoValidity(entry('added'))).toBe('loading');
    expect(videoValidity(entry('loading'))).toBe('loading');
    expect(videoValidity(entry('checked'))).toBe('valid');
    expect(videoValidity(entry('error', { code: 'VIDEO_CODEC', message: 'Your file is using an unsupported codec. Re-encode it in H.264.' }))).toBe('invalid');
    expect(videoValidity(entry('checked', ratio))).toBe('invalid');
    expect(videoValidity(entry('checked', ratio, true))).toBe('valid');
  });
});
