// The pending-approval view and the campaign creation in the game panel (PA-01..09,
// SUB-CAMP-20..22), over the Relay mock environment like GamePanel.test.tsx.
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { OperationDescriptor } from 'relay-runtime';
import { createMockEnvironment, MockPayloadGenerator } from 'relay-test-utils';
import { DECLINE_REASON_MAX_LENGTH } from '@greenlight/rules';
import { describe, expect, it } from 'vitest';
import { operationsNamed, renderInApp, toastsWith, type MockEnvironment } from '../../test/render';
import { GamePanelHost } from './GamePanel';

const GAME_ID = 'R2FtZToxMg==';

type Confirm = { title: string; body: string } | null;
const action = (action: string, label: string, reason: string | null = null, message: string | null = null, confirm: Confirm = null) => ({
  action,
  label,
  primary: true,
  available: reason === null,
  unavailableReason: reason,
  unavailableMessage: message,
  async: action === 'ACCEPT_TESTING',
  needsDialog: action === 'DECLINE_TESTING',
  confirm,
});
// The catalogue's prompts as the gateway answers them to each side (GameAction.confirm, issue 42).
const APPROVE_PROMPT = {
  title: 'Approve this testing request?',
  body: 'A campaign is created on each of the game\'s networks and the test starts spending its daily budget. The studio is told.',
};
const DECLINE_PROMPT = { title: 'Decline this testing request?', body: 'The game goes back to its last step. The studio is told, with your reason.' };
const WITHDRAW_PROMPT = { title: 'Withdraw your testing request?', body: 'The game goes back to its last step and your publishing managers are told.' };
const ACCEPT = action('ACCEPT_TESTING', 'Accept testing', null, null, APPROVE_PROMPT);
const DECLINE = action('DECLINE_TESTING', 'Decline testing', null, null, DECLINE_PROMPT);
const WITHDRAW = action('DECLINE_TESTING', 'Withdraw testing request', null, null, WITHDRAW_PROMPT);
/** What gameActionFields(DECLINE_TESTING) answers staff: the reason; a studio member, nothing. */
const REASON_FIELD = { param: 'reason', type: 'string', required: true, value: null, options: [] };
const REVIEWED = 'Your testing request is being reviewed by the publishing team.';

type Network = { network: string; status: string; ready: boolean; failed: boolean; error: string | null };
const creating = (network: string): Network => ({ network, status: 'CREATING', ready: false, failed: false, error: null });
const active = (network: string): Network => ({ network, status: 'ACTIVE', ready: true, failed: false, error: null });
const refused = (network: string, error = 'The ad account reached its campaign limit'): Network => ({
  network,
  status: 'CAMPAIGN_CREATION_FAILED',
  ready: false,
  failed: true,
  error,
});
const creation = (networks: Network[], running = false) => ({ running, operationId: running ? 'op-1' : null, iterationNumber: 1, networks });

/** The game as the panel's query answers it, with what a test says. */
const gameWith = (game: Record<string, unknown>) => withReview({
  id: GAME_ID,
  gameId: 12,
  name: 'Merge Kingdom',
  iconUrl: null,
  status: 'PENDING_TESTING',
  isIterating: false,
  isCtr: false,
  isManagedByProvider: true,
  platform: 'IOS',
  disabled: false,
  recommendation: null,
  studio: { studioId: 3, name: 'Studio One', activityState: 'ACTIVE' },
  pm: null,
  secondaryPm: null,
  project: null,
  genres: [],
  tags: [],
  permissions: [],
  actions: [ACCEPT, DECLINE],
  feedbacks: [],
  changelogs: [],
  iterations: [],
  benchmark: [],
  submissionSteps: [],
  reviews: [],
  campaignCreation: creation([]),
  nextIterationVideos: [],
  ...game,
});

/** Game.reviewActions as the gateway answers it: the review's actions while the game waits for approval. */
function withReview<G extends { status: unknown; actions: unknown }>(game: G): G & { reviewActions: unknown[] } {
  const actions = game.actions as { action: string }[];
  const review = game.status === 'PENDING_TESTING' ? actions.filter((entry) => entry.action === 'ACCEPT_TESTING' || entry.action === 'DECLINE_TESTING') : [];
  return { reviewActions: review, ...game };
}

const answer = (operation: OperationDescriptor, game: Record<string, unknown>) =>
  MockPayloadGenerator.generate(operation, {
    Query: () => ({ codifications: { publishingManagers: [] } }),
    Game: () => gameWith(game),
  });

function renderPanel(game: Record<string, unknown> = {}, path = '/home?game=12') {
  const environment = createMockEnvironment();
  environment.mock.queueOperationResolver((operation) => answer(operation, game));
  return renderInApp(<GamePanelHost />, { environment, path });
}

/**
 * The panel reads its game again (an operation moved): answer its reads with this game.
 * Reads follow one another (gameReads.ts): each one asked meanwhile is answered in turn.
 */
async function answerRefresh(environment: MockEnvironment, game: Record<string, unknown>) {
  await waitFor(() => expect(operationsNamed(environment, 'GamePanelQuery')).not.toHaveLength(0));
  while (operationsNamed(environment, 'GamePanelQuery').length > 0) {
    const [refresh] = operationsNamed(environment, 'GamePanelQuery');
    act(() => environment.mock.resolve(refresh!, answer(refresh!, game)));
    await act(async () => {});
  }
}

/** The dialog's fields, as the gateway answers them. */
async function answerFields(environment: MockEnvironment, fields: (typeof REASON_FIELD)[]) {
  await waitFor(() => expect(operationsNamed(environment, 'ActionFieldsDialogQuery')).toHaveLength(1));
  const [asked] = operationsNamed(environment, 'ActionFieldsDialogQuery');
  expect(asked?.request.variables).toEqual({ gameId: GAME_ID, action: 'DECLINE_TESTING' });
  await act(async () => environment.mock.resolve(asked!, { data: { gameActionFields: { __typename: 'GameActionFieldsSuccess', data: fields } } }));
}

const view = () => screen.getByRole('region', { name: 'Pending approval' });
/**
 * A dialog over the panel. happy-dom lets Fluent's focus manager hide a dialog opened over
 * the drawer from assistive technology (in Chromium it does not: the journey checks it and
 * where the focus goes), so its parts are found hidden or not.
 */
const prompt = (name: string) => screen.findByRole('dialog', { name, hidden: true });
const inPrompt = (dialog: HTMLElement) => ({
  button: (name: string) => within(dialog).getByRole('button', { name, hidden: true }),
  reason: () => within(dialog).getByRole('textbox', { name: /Reason/, hidden: true }) as HTMLTextAreaElement,
  textboxes: () => within(dialog).queryAllByRole('textbox', { hidden: true }),
});
const gone = (name: string) => waitFor(() => expect(screen.queryByRole('dialog', { name, hidden: true })).toBeNull());
const bar = () => screen.getByRole('region', { name: 'Game actions' });
const noticeIntent = () => view().querySelector('[data-intent]')?.getAttribute('data-intent');

describe('the pending-approval view', () => {
  it('PA-01 PA-02 PA-03 a request waiting for approval offers Approve and Decline, not repeated in the actions bar', () => {
    renderPanel();
    expect(within(view()).getByRole('button', { name: 'Approve' })).toBeTruthy();
    expect(within(view()).getByRole('button', { name: 'Decline' })).toBeTruthy();
    expect(within(bar()).queryByRole('button', { name: 'Accept testing' })).toBeNull();
    expect(within(bar()).queryByRole('button', { name: 'Decline testing' })).toBeNull();
    expect(view().querySelector('[data-intent]')).toBeNull();
  });

  it('PA-01 another status has no pending-approval view', () => {
    renderPanel({ status: 'IN_TESTING', actions: [] });
    expect(screen.queryByRole('region', { name: 'Pending approval' })).toBeNull();
  });

  it('PA-02 issue 42 Approve asks "Approve this testing request?" first; Cancel runs nothing', async () => {
    const { environment } = renderPanel();
    fireEvent.click(within(view()).getByRole('button', { name: 'Approve' }));
    const dialog = await prompt('Approve this testing request?');
    expect(within(dialog).getByText(APPROVE_PROMPT.body)).toBeTruthy();
    fireEvent.click(inPrompt(dialog).button('Cancel'));
    await gone('Approve this testing request?');
    expect(operationsNamed(environment, 'gameActionMutation')).toHaveLength(0);
    expect(screen.getByRole('dialog', { name: 'Game' })).toBeTruthy();
  });

  it('PA-02 PA-04 SUB-CAMP-20 SUB-CAMP-22 Approve, confirmed, runs accept_testing; the panel follows each network\'s campaign until it is ready', async () => {
    const { environment } = renderPanel();
    fireEvent.click(within(view()).getByRole('button', { name: 'Approve' }));
    fireEvent.click(inPrompt(await prompt('Approve this testing request?')).button('Confirm'));
    const [sent] = operationsNamed(environment, 'gameActionMutation');
    expect(sent?.request.variables).toEqual({ input: { acceptTesting: { gameId: GAME_ID } } });
    act(() =>
      environment.mock.resolve(sent!, {
        data: {
          gameAction: {
            __typename: 'GameActionPayload',
            game: {
              id: GAME_ID,
              status: 'PENDING_TESTING',
              isIterating: false,
              disabled: true,
              reviewActions: [action('ACCEPT_TESTING', 'Accept testing', 'GAME_OPERATION_ONGOING', null, APPROVE_PROMPT)],
            },
            operation: { operationId: 'op-1', status: 'PENDING', message: 'Accept testing' },
          },
        },
      }),
    );
    const [subscription] = operationsNamed(environment, 'GamePanelOperationsSubscription');
    // The operation runs: every network's campaign is being created.
    act(() => environment.mock.nextValue(subscription!, { data: { gameOperations: { operationId: 'op-1', status: 'RUNNING' } } }));
    await answerRefresh(environment, {
      disabled: true,
      actions: [action('ACCEPT_TESTING', 'Accept testing', 'GAME_OPERATION_ONGOING', 'There are ongoing operations on this game. Please wait until they end.')],
      campaignCreation: creation([creating('FACEBOOK'), creating('SNAPCHAT')], true),
    });
    const campaigns = screen.getByRole('region', { name: 'Campaign creation' });
    expect(within(campaigns).getByText(/Facebook: Your campaign is being created/)).toBeTruthy();
    expect(within(campaigns).getByText(/Snapchat: Your campaign is being created/)).toBeTruthy();
    // The banner says the game waits; the view does not repeat it as an error (PA-06).
    expect(screen.getByText('There are ongoing operations')).toBeTruthy();
    expect(noticeIntent()).toBeUndefined();

    // Done: the game is in testing and each network's campaign stands by.
    act(() => environment.mock.nextValue(subscription!, { data: { gameOperations: { operationId: 'op-1', status: 'SUCCESS' } } }));
    await answerRefresh(environment, { status: 'IN_TESTING', actions: [], campaignCreation: creation([active('FACEBOOK'), active('SNAPCHAT')]) });
    expect(screen.queryByRole('region', { name: 'Pending approval' })).toBeNull();
    const ready = screen.getByRole('region', { name: 'Campaign creation' });
    expect(within(ready).getByText('Facebook: Your campaign is ready and standing by.')).toBeTruthy();
    expect(within(ready).getByText('Snapchat: Your campaign is ready and standing by.')).toBeTruthy();
  });

  it('PA-03 issue 42 Decline asks the reason the studio reads, required, with its prompt; sends it trimmed', async () => {
    const { environment } = renderPanel();
    fireEvent.click(within(view()).getByRole('button', { name: 'Decline' }));
    const dialog = await prompt('Decline this testing request?');
    expect(within(dialog).getByText(DECLINE_PROMPT.body)).toBeTruthy();
    await answerFields(environment, [REASON_FIELD]);
    const reason = inPrompt(dialog).reason();
    // Bounded by the rules, with the count said under it.
    expect(reason.maxLength).toBe(DECLINE_REASON_MAX_LENGTH);
    await act(async () => fireEvent.click(inPrompt(dialog).button('Confirm')));
    expect(within(dialog).getByText('This field is required')).toBeTruthy();
    expect(reason.getAttribute('aria-invalid')).toBe('true');
    expect(operationsNamed(environment, 'gameActionMutation')).toHaveLength(0);
    fireEvent.change(reason, { target: { value: '  The video shows another game.  ' } });
    expect(within(dialog).getByText(/33\/1000 characters/)).toBeTruthy();
    await act(async () => fireEvent.click(inPrompt(dialog).button('Confirm')));
    const [sent] = operationsNamed(environment, 'gameActionMutation');
    expect(sent?.request.variables).toEqual({ input: { declineTesting: { gameId: GAME_ID, reason: 'The video shows another game.' } } });
    await act(async () =>
      environment.mock.resolve(sent!, {
        data: {
          gameAction: {
            __typename: 'GameActionPayload',
            game: { id: GAME_ID, status: 'PENDING_SDK_INTEGRATION', isIterating: false, disabled: false, reviewActions: [] },
            operation: { operationId: 'op-2', status: 'SUCCESS', message: 'Action done! Decline testing' },
          },
        },
      }),
    );
    await gone('Decline this testing request?');
    expect(toastsWith('Action done! Decline testing')).toHaveLength(1);
  });

  it('PA-03 issue 42 the provider\'s refusal of the reason shows under it and the dialog stays', async () => {
    const { environment } = renderPanel();
    fireEvent.click(within(view()).getByRole('button', { name: 'Decline' }));
    const dialog = await prompt('Decline this testing request?');
    await answerFields(environment, [REASON_FIELD]);
    fireEvent.change(inPrompt(dialog).reason(), { target: { value: 'x' } });
    await act(async () => fireEvent.click(inPrompt(dialog).button('Confirm')));
    const [sent] = operationsNamed(environment, 'gameActionMutation');
    await act(async () =>
      environment.mock.resolve(sent!, {
        data: { gameAction: { __typename: 'ProviderError', message: 'This field is required', link: null, fieldErrors: [{ path: 'reason', message: 'reason: blank', stepTitle: null }] } },
      }),
    );
    expect(inPrompt(dialog).reason().getAttribute('aria-invalid')).toBe('true');
    expect(within(dialog).getByText('This field is required')).toBeTruthy();
    expect(screen.getByRole('dialog', { name: 'Decline this testing request?', hidden: true })).toBeTruthy();
    expect(toastsWith('This field is required')).toHaveLength(0);
  });

  it('PA-03 issue 42 Esc closes the decline dialog only: the panel stays and nothing runs', async () => {
    const { environment } = renderPanel();
    fireEvent.click(within(view()).getByRole('button', { name: 'Decline' }));
    const dialog = await prompt('Decline this testing request?');
    await answerFields(environment, [REASON_FIELD]);
    fireEvent.keyDown(inPrompt(dialog).reason(), { key: 'Escape' });
    await gone('Decline this testing request?');
    expect(screen.getByRole('dialog', { name: 'Game' })).toBeTruthy();
    expect(within(view()).getByRole('button', { name: 'Decline' })).toBeTruthy();
    expect(operationsNamed(environment, 'gameActionMutation')).toHaveLength(0);
  });

  it('PA-03 PA-07 issue 42 the studio sees only "Withdraw testing request", confirmed in its words, without a reason; never Approve', async () => {
    const { environment } = renderPanel({ actions: [WITHDRAW] });
    expect(within(view()).getByText('You have completed your testing request successfully!')).toBeTruthy();
    expect(within(view()).queryByRole('button', { name: 'Approve' })).toBeNull();
    expect(within(view()).queryByRole('button', { name: 'Decline' })).toBeNull();
    fireEvent.click(within(view()).getByRole('button', { name: 'Withdraw testing request' }));
    const dialog = await prompt('Withdraw your testing request?');
    expect(within(dialog).getByText(WITHDRAW_PROMPT.body)).toBeTruthy();
    await answerFields(environment, []);
    await waitFor(() => expect(inPrompt(dialog).button('Confirm')).toBeTruthy());
    expect(inPrompt(dialog).textboxes()).toHaveLength(0);
    await act(async () => fireEvent.click(inPrompt(dialog).button('Confirm')));
    expect(operationsNamed(environment, 'gameActionMutation')[0]?.request.variables).toEqual({ input: { declineTesting: { gameId: GAME_ID } } });
  });

  it('PA-05 without the approval, PERMISSION_DENIED_ACCEPT_TESTING is a neutral message; the studio may still decline', () => {
    renderPanel({ actions: [action('ACCEPT_TESTING', 'Accept testing', 'PERMISSION_DENIED_ACCEPT_TESTING', REVIEWED), DECLINE] });
    expect(within(view()).getByText(REVIEWED)).toBeTruthy();
    expect(noticeIntent()).toBe('info');
    expect(within(view()).queryByRole('button', { name: 'Approve' })).toBeNull();
    expect(within(view()).getByRole('button', { name: 'Decline' })).toBeTruthy();
  });

  it('PA-06 another reason is an error, in the error list\'s words or as its raw code', () => {
    renderPanel({ actions: [action('ACCEPT_TESTING', 'Accept testing', 'PERMISSION_DENIED', "You don't have the permission to do this."), action('DECLINE_TESTING', 'Decline testing', 'PERMISSION_DENIED', 'x')] });
    expect(within(view()).getByText("You don't have the permission to do this.")).toBeTruthy();
    expect(noticeIntent()).toBe('error');
    expect(within(view()).queryByRole('button')).toBeNull();
  });

  it('PA-06 ACT-38 an unknown reason shows raw', () => {
    renderPanel({ actions: [action('ACCEPT_TESTING', 'Accept testing', 'SOMETHING_NEW', null)] });
    expect(within(view()).getByText('SOMETHING_NEW')).toBeTruthy();
    expect(noticeIntent()).toBe('error');
  });

  it('PA-07 PA-08 with no reason, the request is done and a sentence says what comes next', () => {
    renderPanel({ actions: [] });
    expect(within(view()).getByText('You have completed your testing request successfully!')).toBeTruthy();
    expect(
      within(view()).getByText(
        "A testing request is usually accepted within 1 or 2 business days, after which your campaign is created and its results appear under 'In testing'.",
      ),
    ).toBeTruthy();
    expect(noticeIntent()).toBe('success');
  });
});

/** What the submission flow reads of a game in its submission (SubmissionFlow.test.tsx's). */
const IN_SUBMISSION = {
  adNetworks: ['Facebook'],
  submissionSteps: [{ step: 'UPLOAD_ASSET' }],
  appServiceAppKey: null,
  storeId: null,
  bundleId: null,
  gameAnalyticsId: null,
  facebookAppId: null,
  facebookDecryptionKey: null,
  facebookAccessGranted: false,
};

describe('what the panel shows', () => {
  const submitFlow = () => screen.queryByRole('region', { name: 'Steps of the submission' });
  const pendingApproval = () => screen.queryByRole('region', { name: 'Pending approval' });
  const details = () => screen.queryByRole('region', { name: 'Iterations' });

  it('GD-07 GD-08 a game in its submission shows the submit flow, with its stepper: no pending-approval view, no details', () => {
    renderPanel({ status: 'PENDING_SDK_INTEGRATION', actions: [], ...IN_SUBMISSION, substatus: JSON.stringify({ done: 'categories', current: 'upload_asset' }) });
    expect(submitFlow()).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'Submission steps' })).toBeTruthy();
    expect(pendingApproval()).toBeNull();
    expect(details()).toBeNull();
  });

  it('GD-07 GD-08 a game pending approval shows the pending-approval view, not the submit flow', () => {
    renderPanel({ status: 'PENDING_TESTING' });
    expect(pendingApproval()).toBeTruthy();
    expect(submitFlow()).toBeNull();
  });

  it.each(['IN_TESTING', 'FINISHED', 'ARCHIVED'])('GD-07 GD-08 GD-09 a game %s shows its details, not the submit flow', (status) => {
    renderPanel({ status, actions: [] });
    expect(details()).toBeTruthy();
    expect(submitFlow()).toBeNull();
    expect(pendingApproval()).toBeNull();
  });
});

describe('the campaign creation', () => {
  it('SUB-CAMP-21 a test whose Facebook campaign failed shows the failure with the network\'s words; the running one is not announced again', () => {
    renderPanel({ status: 'IN_TESTING', actions: [], campaignCreation: creation([refused('FACEBOOK'), active('SNAPCHAT')]) });
    const campaigns = screen.getByRole('region', { name: 'Campaign creation' });
    expect(within(campaigns).getByText('Sorry, something went wrong with your campaign')).toBeTruthy();
    expect(within(campaigns).getByText(/Facebook: We had an error when preparing your network campaign/)).toBeTruthy();
    expect(within(campaigns).getByText('The ad account reached its campaign limit')).toBeTruthy();
    expect(within(campaigns).queryByText(/Snapchat/)).toBeNull();
  });

  it('SUB-CAMP-21 a request every network refused waits for approval again, with the failure', () => {
    renderPanel({ campaignCreation: creation([refused('FACEBOOK')]) });
    expect(within(view()).getByRole('button', { name: 'Approve' })).toBeTruthy();
    expect(within(screen.getByRole('region', { name: 'Campaign creation' })).getByText('Sorry, something went wrong with your campaign')).toBeTruthy();
  });

  it('SUB-CAMP-20 a request made again after a test does not show that test\'s campaigns', () => {
    renderPanel({ campaignCreation: creation([{ ...active('FACEBOOK'), status: 'STOPPED' }, refused('SNAPCHAT')]) });
    expect(screen.queryByRole('region', { name: 'Campaign creation' })).toBeNull();
  });

  it('PA-09 an in-progress game whose campaign failed shows "Ad network error"; "See more details" reveals the failure', () => {
    renderPanel({
      status: 'PENDING_SDK_INTEGRATION',
      actions: [],
      ...IN_SUBMISSION,
      substatus: JSON.stringify({ done: 'upload_asset', current: 'upload_asset' }),
      campaignCreation: creation([refused('FACEBOOK')]),
    });
    const error = screen.getByRole('region', { name: 'Ad network error' });
    expect(within(error).getByText('Ad network error')).toBeTruthy();
    expect(within(error).queryByText('The ad account reached its campaign limit')).toBeNull();
    const more = within(error).getByRole('button', { name: 'See more details' });
    expect(more.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(more);
    expect(within(error).getByText('Sorry, something went wrong with your campaign')).toBeTruthy();
    expect(within(error).getByText(/Facebook: We had an error when preparing your network campaign/)).toBeTruthy();
    expect(within(error).getByText('The ad account reached its campaign limit')).toBeTruthy();
    expect(within(error).getByRole('button', { name: 'Hide details' }).getAttribute('aria-expanded')).toBe('true');
  });

  it('PA-09 an iterating game is not "in progress": no ad network error', () => {
    renderPanel({
      status: 'PENDING_SDK_INTEGRATION',
      isIterating: true,
      actions: [],
      ...IN_SUBMISSION,
      substatus: JSON.stringify({ done: 'categories', current: 'upload_asset' }),
      campaignCreation: creation([refused('FACEBOOK')]),
    });
    expect(screen.queryByText('The game could not be loaded. Close the panel and try again.')).toBeNull();
    expect(screen.queryByRole('region', { name: 'Ad network error' })).toBeNull();
  });
});

describe('the review history (issue 42)', () => {
  const declined = {
    iterationNumber: 2,
    decision: 'DECLINED',
    reason: 'The video shows another game.',
    decidedBy: 'Paula Marchetti',
    decidedAt: '2026-12-07T10:00:00.000Z',
  };
  const approved = { iterationNumber: 2, decision: 'APPROVED', reason: null, decidedBy: 'Paula Marchetti', decidedAt: '2026-12-09T10:00:00.000Z' };
  const withdrawn = { iterationNumber: 1, decision: 'WITHDRAWN', reason: null, decidedBy: 'Lena Ortiz', decidedAt: '2026-11-02T10:00:00.000Z' };

  it('issue 42 FMT-05 the game\'s details say how each testing request was reviewed, newest first, a decline with its reason', () => {
    renderPanel({ status: 'IN_TESTING', actions: [], reviews: [approved, declined, withdrawn] });
    const history = screen.getByRole('region', { name: 'Testing requests' });
    expect(within(history).getAllByRole('listitem').map((line) => line.textContent)).toEqual([
      'Iteration 2: approved by Paula Marchetti on 09-12-2026',
      'Iteration 2: declined by Paula Marchetti on 07-12-2026 — “The video shows another game.”',
      'Iteration 1: withdrawn by Lena Ortiz on 02-11-2026',
    ]);
  });

  it('issue 42 a game never reviewed shows no history', () => {
    renderPanel({ status: 'IN_TESTING', actions: [], reviews: [] });
    expect(screen.queryByRole('region', { name: 'Testing requests' })).toBeNull();
  });

  const declinedInFlow = {
    status: 'PENDING_SDK_INTEGRATION',
    actions: [],
    ...IN_SUBMISSION,
    substatus: JSON.stringify({ done: 'categories', current: 'upload_asset' }),
    campaignCreation: creation([]),
  };

  it('issue 42 a studio member who opens a game a decline sent back to its flow reads, above the flow, the reason and who declined it', () => {
    renderPanel({ ...declinedInFlow, reviews: [declined, withdrawn] }, '/board?game=12');
    const notice = screen.getByRole('group', { name: /^Testing request declined/ });
    expect(within(notice).getByText('Testing request declined by Paula Marchetti on 07-12-2026')).toBeTruthy();
    expect(within(notice).getByText('“The video shows another game.”')).toBeTruthy();
    // Above the flow.
    const stepper = screen.getByRole('navigation', { name: 'Submission steps' });
    expect(notice.compareDocumentPosition(stepper) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('issue 42 once a newer request was reviewed, the flow says nothing of the older decline', () => {
    renderPanel({ ...declinedInFlow, reviews: [{ ...withdrawn, iterationNumber: 2, decidedAt: '2026-12-08T10:00:00.000Z' }, declined] }, '/board?game=12');
    expect(screen.getByRole('navigation', { name: 'Submission steps' })).toBeTruthy();
    expect(screen.queryByRole('group', { name: /^Testing request declined/ })).toBeNull();
  });
});

describe('the review of the request\'s videos', () => {
  const video = (id: number, network: string, review = 'PENDING', reviewReason: string | null = null) => ({
    id: `U3VibWlzc2lvblZpZGVvOjEyOj${id}=`,
    fileName: `${network.toLowerCase()}-${id}.mp4`,
    url: `/media/${id}`,
    network,
    review,
    reviewReason,
  });
  const VIDEOS = [video(1, 'FACEBOOK'), video(2, 'SNAPCHAT', 'REJECTED', 'Not gameplay')];
  const videos = () => screen.getByRole('region', { name: 'Videos of the request' });

  it('ACT-19 a PM accepts a video, or rejects one with the reason the studio reads, asked first', async () => {
    const { environment } = renderPanel({ permissions: ['accept_game_video', 'reject_game_video'], nextIterationVideos: VIDEOS });
    const [facebook, snapchat] = within(videos()).getAllByRole('listitem');
    expect(within(facebook!).getByText('Not reviewed')).toBeTruthy();
    expect(within(snapchat!).getByText('Rejected')).toBeTruthy();
    expect(within(snapchat!).getByText('Reason: Not gameplay')).toBeTruthy();
    // A rejected video may still be accepted; an accepted one rejected.
    expect(within(snapchat!).queryByRole('button', { name: 'Reject' })).toBeNull();
    fireEvent.click(within(facebook!).getByRole('button', { name: 'Accept' }));
    expect(operationsNamed(environment, 'VideoReviewMutation').at(-1)?.request.variables).toEqual({ videoId: VIDEOS[0]!.id, decision: 'ACCEPTED', reason: null });
    const accepted = operationsNamed(environment, 'VideoReviewMutation').at(-1)!;
    act(() => environment.mock.resolve(accepted, { data: { reviewSubmissionVideo: { __typename: 'SubmissionVideo', id: VIDEOS[0]!.id, review: 'ACCEPTED', reviewReason: null } } }));
    expect(within(facebook!).getByText('Accepted')).toBeTruthy();
    expect(within(facebook!).queryByRole('button', { name: 'Accept' })).toBeNull();

    fireEvent.click(within(facebook!).getByRole('button', { name: 'Reject' }));
    const dialog = await prompt('Reject the video?');
    fireEvent.click(inPrompt(dialog).button('Reject'));
    expect(within(dialog).getByText('Say why the video is rejected: the studio reads it.')).toBeTruthy();
    expect(operationsNamed(environment, 'VideoReviewMutation')).toHaveLength(0);
    fireEvent.change(inPrompt(dialog).reason(), { target: { value: '  The first seconds show a menu. ' } });
    fireEvent.click(inPrompt(dialog).button('Reject'));
    expect(operationsNamed(environment, 'VideoReviewMutation').at(-1)?.request.variables).toEqual({
      videoId: VIDEOS[0]!.id,
      decision: 'REJECTED',
      reason: 'The first seconds show a menu.',
    });
  });

  it('ACT-19 the studio reads each video\'s review and why one was rejected, without the review\'s buttons', () => {
    renderPanel({ permissions: ['change_game_video', 'request_testing'], actions: [WITHDRAW], nextIterationVideos: VIDEOS });
    expect(within(videos()).getByText('Reason: Not gameplay')).toBeTruthy();
    expect(within(videos()).queryByRole('button')).toBeNull();
  });
});

