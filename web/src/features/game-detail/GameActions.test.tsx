import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { createMockEnvironment, MockPayloadGenerator } from 'relay-test-utils';
import { actionPresentation, GAME_ACTIONS, type GameActionId } from '@greenlight/rules';
import { describe, expect, it, vi } from 'vitest';
import { actionEnum } from '../../relay/enums';
import { operationsNamed, renderInApp, toastsWith } from '../../test/render';
import type { GameActionsTestQuery } from './__generated__/GameActionsTestQuery.graphql';
import { GameActions } from './GameActions';

const query = graphql`
  query GameActionsTestQuery @relay_test_operation {
    game(gameId: 12) {
      ...GameActions_game
    }
  }
`;

const GAME_ID = 'R2FtZToxMg==';

interface ActionEntry {
  action: string;
  label: string;
  primary?: boolean;
  available?: boolean;
  confirm?: { title: string; body: string } | null;
}

const entry = ({ primary = false, available = true, confirm = null, ...rest }: ActionEntry) => ({ ...rest, primary, available, confirm, async: false, needsDialog: false });

const KILL = {
  action: 'KILL_GAME',
  label: 'Kill game',
  primary: true,
  confirm: { title: 'Are you sure you want to terminate this game?', body: 'The campaign will be stopped and the game will move to Finished.' },
};

function Harness({ watchOperation, onChanged }: { watchOperation: (id: string) => void; onChanged: () => void }) {
  const data = useLazyLoadQuery<GameActionsTestQuery>(query, {});
  return data.game ? <GameActions game={data.game} watchOperation={watchOperation} onChanged={onChanged} /> : null;
}

function renderActions(game: Record<string, unknown>, actions: ActionEntry[]) {
  const watchOperation = vi.fn();
  const onChanged = vi.fn();
  const environment = createMockEnvironment();
  environment.mock.queueOperationResolver((operation) =>
    MockPayloadGenerator.generate(operation, {
      Game: () => ({
        id: GAME_ID,
        gameId: 12,
        name: 'Merge Kingdom',
        status: 'IN_TESTING',
        isCtr: false,
        isManagedByProvider: false,
        disabled: false,
        projectId: null,
        bundleId: null,
        studio: { studioId: 3 },
        feedbacks: [],
        changelogs: [],
        actions: actions.map(entry),
        ...game,
      }),
    }),
  );
  return { ...renderInApp(<Harness watchOperation={watchOperation} onChanged={onChanged} />, { environment }), watchOperation, onChanged };
}

/** An action as the gateway lists it to staff: the catalogue's label and prompt (GameAction.confirm). */
const fromCatalogue = (id: GameActionId): ActionEntry => ({
  action: actionEnum(id),
  label: GAME_ACTIONS[id].label,
  primary: true,
  confirm: actionPresentation(id, 'publishing').confirm,
});

const moreActions = () => {
  fireEvent.click(screen.getByRole('button', { name: 'More actions' }));
  return screen.getByRole('menu');
};

const bar = () => screen.getByRole('region', { name: 'Game actions' });

/** Answers the gameAction mutation the way the gateway does. */
const answerAction = (environment: ReturnType<typeof renderActions>['environment'], gameAction: Record<string, unknown>) =>
  act(() => environment.mock.resolveMostRecentOperation({ data: { gameAction } }));

describe('GameActions', () => {
  it('ACT-11 issue 15 Kill game reads as a warning, not with Launch game\'s green', async () => {
    renderActions({}, [KILL, { action: 'VALIDATE_GAME', label: 'Launch game', primary: true }]);
    const kill = await within(bar()).findByRole('button', { name: 'Kill game' });
    expect(kill.getAttribute('data-destructive')).toBe('true');
    expect(within(bar()).getByRole('button', { name: 'Launch game' }).getAttribute('data-destructive')).toBeNull();
  });

  it('ACT-03 ACT-04 shows the available primary actions as buttons, the others in "More actions"', async () => {
    renderActions({}, [
      KILL,
      { action: 'EXTEND_CAMPAIGN', label: 'Extend campaign', primary: true, available: false },
      { action: 'ASSIGN_GA_SLOT', label: 'Change GameAnalytics ID' },
      { action: 'ARCHIVE_GAME', label: 'Archive game', available: false },
      { action: 'DELETE_GAME_FEEDBACK', label: 'Delete feedback' },
    ]);
    expect(await within(bar()).findByRole('button', { name: 'Kill game' })).toBeTruthy();
    expect(within(bar()).queryByRole('button', { name: 'Extend campaign' })).toBeNull();
    expect(within(bar()).queryByRole('button', { name: 'Change GameAnalytics ID' })).toBeNull();
    const items = within(moreActions()).getAllByRole('menuitem').map((item) => item.textContent);
    expect(items).toContain('Change GameAnalytics ID');
    expect(items).not.toContain('Archive game');
    // Feedback and changelogs are acted on from their own lists (FBK-05, FBK-12).
    expect(items).not.toContain('Delete feedback');
  });

  it('ACT-05 ACT-06 offers View feedback always, and How to iterate? for a studio\'s own CPI campaign in testing', async () => {
    renderActions({ isManagedByProvider: false, isCtr: false, status: 'IN_TESTING' }, []);
    await screen.findByRole('button', { name: 'More actions' });
    const items = within(moreActions()).getAllByRole('menuitem').map((item) => item.textContent);
    expect(items).toEqual(['View feedback', 'How to iterate?', 'Game IDs']);
  });

  it('GD-23 How to iterate? opens the iteration tutorial for the Facebook ad sets; Got it closes it', async () => {
    renderActions({ isManagedByProvider: false, isCtr: false, status: 'IN_TESTING' }, []);
    await screen.findByRole('button', { name: 'More actions' });
    fireEvent.click(within(moreActions()).getByRole('menuitem', { name: 'How to iterate?' }));
    const dialog = screen.getByRole('dialog', { name: 'How to iterate?' });
    expect(within(dialog).getByText('In Facebook Ads Manager, open the campaign linked to this game and duplicate its ad set.')).toBeTruthy();
    expect(within(dialog).getAllByRole('listitem')).toHaveLength(6);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Got it' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'How to iterate?' })).toBeNull());
  });

  it('ACT-07 offers Campaign settings for a provider-managed game in testing, not How to iterate?', async () => {
    renderActions({ isManagedByProvider: true, status: 'IN_TESTING' }, []);
    await screen.findByRole('button', { name: 'More actions' });
    const items = within(moreActions()).getAllByRole('menuitem').map((item) => item.textContent);
    expect(items).toEqual(['View feedback', 'Campaign settings', 'Game IDs']);
  });

  it('ACT-06 ACT-07 offers neither to a CTR game that is finished', async () => {
    renderActions({ isCtr: true, status: 'FINISHED' }, []);
    await screen.findByRole('button', { name: 'More actions' });
    const items = within(moreActions()).getAllByRole('menuitem').map((item) => item.textContent);
    expect(items).toEqual(['View feedback', 'Game IDs']);
  });

  it('ACT-11 asks the catalogue\'s question first; Cancel sends nothing', async () => {
    const { environment } = renderActions({}, [KILL]);
    fireEvent.click(await screen.findByRole('button', { name: 'Kill game' }));
    const prompt = screen.getByRole('dialog', { name: KILL.confirm.title });
    expect(within(prompt).getByText(KILL.confirm.body)).toBeTruthy();
    fireEvent.click(within(prompt).getByRole('button', { name: 'Cancel' }));
    expect(operationsNamed(environment, 'gameActionMutation')).toHaveLength(0);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: KILL.confirm.title })).toBeNull());
  });

  // The specification's prompts (ACT-11..13) and ours (issue 42: every move on a campaign, money or a game's fate).
  it.each([
    ['ACT-11', 'kill_game', 'Are you sure you want to terminate this game?', 'killGame'],
    ['ACT-12', 'iterate_pause_campaign', 'Are you sure to want to iterate on this game?', 'iteratePauseCampaign'],
    ['ACT-12', 'iterate_from_history', 'Are you sure to want to iterate on this game?', 'iterateFromHistory'],
    ['ACT-13', 'validate_game', 'Are you sure you want to launch this game?', 'validateGame'],
    ['ACT-27 issue 42', 'iterate_keep_campaign', 'Are you sure to want to iterate on this game?', 'iterateKeepCampaign'],
    ['ACT-14 issue 42', 'extend_campaign', 'Extend the campaign by 4 days?', 'extendCampaign'],
    ['ACT-23 issue 42', 'accept_testing', 'Approve this testing request?', 'acceptTesting'],
    ['ACT-33 issue 42', 'archive_game', 'Archive this game?', 'archiveGame'],
    ['ACT-34 issue 42', 'recreate_campaign_facebook', 'Recreate the Facebook campaign?', 'recreateCampaignFacebook'],
  ] as const)('%s %s asks "%s" first: Cancel runs nothing, Confirm runs it', async (_ids, id, question, field) => {
    const { environment } = renderActions({}, [fromCatalogue(id)]);
    fireEvent.click(await within(bar()).findByRole('button', { name: GAME_ACTIONS[id].label }));
    const cancelled = screen.getByRole('dialog', { name: question });
    fireEvent.click(within(cancelled).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: question })).toBeNull());
    expect(operationsNamed(environment, 'gameActionMutation')).toHaveLength(0);
    fireEvent.click(within(bar()).getByRole('button', { name: GAME_ACTIONS[id].label }));
    fireEvent.click(within(screen.getByRole('dialog', { name: question })).getByRole('button', { name: 'Confirm' }));
    expect(operationsNamed(environment, 'gameActionMutation')[0]?.request.variables).toEqual({ input: { [field]: { gameId: GAME_ID } } });
  });

  it.each([
    ['iterate_pause_campaign', 'Are you sure to want to iterate on this game?', 'The campaign will be stopped and the game will move to the Is iterating section.'],
    ['iterate_from_history', 'Are you sure to want to iterate on this game?', 'The campaign will be stopped and the game will move to the Is iterating section.'],
    ['validate_game', 'Are you sure you want to launch this game?', 'Further marketing of the game will be handled by the UA team.'],
  ] as const)('ACT-12 ACT-13 %s asks "%s", saying what follows', async (id, question, body) => {
    renderActions({}, [fromCatalogue(id)]);
    fireEvent.click(await within(bar()).findByRole('button', { name: GAME_ACTIONS[id].label }));
    const prompt = screen.getByRole('dialog', { name: question });
    expect(within(prompt).getByText(body)).toBeTruthy();
  });

  it('ACT-08 ACT-23 issue 42 Decline testing from the bar asks its reason under its prompt, in one dialog', async () => {
    const { environment } = renderActions({ status: 'PENDING_TESTING' }, [fromCatalogue('decline_testing')]);
    fireEvent.click(await within(bar()).findByRole('button', { name: 'Decline testing' }));
    const dialog = screen.getByRole('dialog', { name: 'Decline this testing request?' });
    expect(within(dialog).getByText('The game goes back to its last step. The studio is told, with your reason.')).toBeTruthy();
    expect(operationsNamed(environment, 'ActionFieldsDialogQuery')[0]?.request.variables).toEqual({ gameId: GAME_ID, action: 'DECLINE_TESTING' });
    expect(operationsNamed(environment, 'gameActionMutation')).toHaveLength(0);
  });

  it('ACT-09 OPS-04 confirmed, sends the action with the game and follows its operation', async () => {
    const { environment, watchOperation, onChanged } = renderActions({}, [KILL]);
    fireEvent.click(await screen.findByRole('button', { name: 'Kill game' }));
    fireEvent.click(within(screen.getByRole('dialog', { name: KILL.confirm.title })).getByRole('button', { name: 'Confirm' }));
    const [sent] = operationsNamed(environment, 'gameActionMutation');
    expect(sent?.request.variables).toEqual({ input: { killGame: { gameId: GAME_ID } } });
    // The bar waits for the answer.
    expect((within(bar()).getByRole('button', { name: 'Kill game' }) as HTMLButtonElement).disabled).toBe(true);
    answerAction(environment, {
      __typename: 'GameActionPayload',
      game: { id: GAME_ID, status: 'IN_TESTING', isIterating: false, disabled: true, reviewActions: [] },
      operation: { operationId: 'op-1', status: 'PENDING', message: 'Kill game queued' },
    });
    expect(watchOperation).toHaveBeenCalledWith('op-1');
    // Read once more after the answer: the live feed may have told of the end already.
    expect(onChanged).toHaveBeenCalledTimes(1);
  });

  it('OPS-02 OPS-05 a synchronous action says it is done and has the panel read the game again', async () => {
    const { environment, onChanged } = renderActions({}, [{ action: 'VALIDATE_GAME', label: 'Launch game', primary: true }]);
    fireEvent.click(await screen.findByRole('button', { name: 'Launch game' }));
    expect(operationsNamed(environment, 'gameActionMutation')[0]?.request.variables).toEqual({ input: { validateGame: { gameId: GAME_ID } } });
    answerAction(environment, {
      __typename: 'GameActionPayload',
      game: { id: GAME_ID, status: 'FINISHED', isIterating: false, disabled: false, reviewActions: [] },
      operation: { operationId: 'op-2', status: 'SUCCESS', message: 'Action done! Launch game' },
    });
    expect(onChanged).toHaveBeenCalledTimes(1);
    expect(toastsWith('Action done! Launch game')).toHaveLength(1);
  });

  it('ACT-39 OPS-03 a refusal stays in a toast, in the error list\'s words', async () => {
    const { environment } = renderActions({}, [{ action: 'ARCHIVE_GAME', label: 'Archive game', primary: true }]);
    fireEvent.click(await screen.findByRole('button', { name: 'Archive game' }));
    answerAction(environment, { __typename: 'ProviderError', message: 'This game cannot be archived yet.', link: null, fieldErrors: [] });
    expect(toastsWith('This game cannot be archived yet.')[0]?.textContent).toContain('Error');
  });

  it('GD-21 an action with fields opens its dialog instead of running', async () => {
    const { environment } = renderActions({}, [{ action: 'ASSIGN_GA_SLOT', label: 'Change GameAnalytics ID' }]);
    await screen.findByRole('button', { name: 'More actions' });
    fireEvent.click(within(moreActions()).getByRole('menuitem', { name: 'Change GameAnalytics ID' }));
    expect(screen.getByRole('dialog', { name: 'Change GA Slot' })).toBeTruthy();
    expect(operationsNamed(environment, 'gameActionMutation')).toHaveLength(0);
    expect(operationsNamed(environment, 'ActionFieldsDialogQuery')[0]?.request.variables).toEqual({ gameId: GAME_ID, action: 'ASSIGN_GA_SLOT' });
  });

  it('FBK-06 GD-19 More actions opens the feedback and the Game IDs dialogs', async () => {
    renderActions({}, []);
    await screen.findByRole('button', { name: 'More actions' });
    fireEvent.click(within(moreActions()).getByRole('menuitem', { name: 'View feedback' }));
    const feedback = screen.getByRole('dialog', { name: 'View feedback' });
    expect(within(feedback).getByText('No feedback yet.')).toBeTruthy();
    fireEvent.click(within(feedback).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'View feedback' })).toBeNull());
    fireEvent.click(within(moreActions()).getByRole('menuitem', { name: 'Game IDs' }));
    expect(within(screen.getByRole('dialog', { name: 'Game IDs' })).getByText('12')).toBeTruthy();
  });

  it('GD-10 a disabled game\'s actions wait for its operations', async () => {
    renderActions({ disabled: true }, [KILL]);
    expect((await within(bar()).findByRole('button', { name: 'Kill game' }) as HTMLButtonElement).disabled).toBe(true);
  });
});
