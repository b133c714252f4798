import { act, fireEvent, within } from '@testing-library/react';
import { MockPayloadGenerator } from 'relay-test-utils';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { operationsNamed, type MockEnvironment } from '../../../test/render';
import { at, GAME_ID, renderFlow, step, stepMoves } from '../testing';

const PROJECT_ID = 'UHJvamVjdDo1';

/** A game whose current step is Link to store. */
function renderLink(game: Record<string, unknown> = {}) {
  const rendered = renderFlow({ path: '/board?game=12', game: { substatus: at('appstore_submission', 'link_store'), ...game } });
  const link = step('Link to store');
  const field = (name: RegExp) => within(link).getByRole('textbox', { name }) as HTMLInputElement;
  return {
    ...rendered,
    link,
    storeId: () => field(/AppStore ID/),
    bundleId: () => field(/Bundle ID/),
    projectName: () => field(/Project name/),
    slot: () => within(link).getByRole('checkbox', { name: 'Create a new analytics slot' }) as HTMLInputElement,
    validate: () => within(link).getByRole('button', { name: 'Validate' }) as HTMLButtonElement,
  };
}

const type = (field: HTMLElement, value: string) => fireEvent.change(field, { target: { value } });

function answerLink(environment: MockEnvironment, answer: { valid: boolean; errors: { field: string | null; message: string }[] }) {
  const [link] = operationsNamed(environment, 'LinkStoreStepMutation');
  act(() => environment.mock.resolve(link!, { data: { linkGameToStore: { __typename: 'LinkGameToStorePayload', ...answer, game: null } } }));
}

afterEach(() => vi.useRealTimers());

describe('Link to store', () => {
  it('SUB-LINK-11 Validate needs a valid AppStore ID, a valid bundle id, a slot to create or an analytics id, and a valid project name', () => {
    const { storeId, bundleId, projectName, slot, validate, link } = renderLink();
    expect(validate().disabled).toBe(true);
    type(storeId(), '0123456789');
    type(bundleId(), 'com.company.game');
    expect(validate().disabled).toBe(true);
    type(storeId(), '1234567890');
    expect(validate().disabled).toBe(false);
    type(bundleId(), 'com');
    expect(validate().disabled).toBe(true);
    type(bundleId(), 'com.company.game');
    expect(validate().disabled).toBe(false);
    fireEvent.click(slot());
    expect(validate().disabled).toBe(true);
    type(within(link).getByRole('textbox', { name: /Existing analytics id/ }), '1000001');
    expect(validate().disabled).toBe(false);
    type(projectName(), 'ab');
    expect(validate().disabled).toBe(true);
    type(projectName(), 'Sky Hopper');
    expect(validate().disabled).toBe(false);
  });

  it('SUB-LINK-02 asks the AppStore ID, the bundle id, a new analytics slot or an existing analytics id, and the project name', () => {
    const { storeId, bundleId, projectName, slot, link } = renderLink();
    expect([storeId(), bundleId(), projectName()].every((field) => field.isConnected)).toBe(true);
    expect(slot().checked).toBe(true);
    expect(within(link).queryByRole('textbox', { name: /Existing analytics id/ })).toBeNull();
    fireEvent.click(slot());
    expect(within(link).getByRole('textbox', { name: /Existing analytics id/ })).toBeTruthy();
  });

  it('SUB-LINK-12 SUB-LINK-05 PERM-22 without create_ga_slot, neither the AppStore ID nor the analytics slot can be edited', () => {
    const { storeId, slot } = renderLink({ permissions: ['request_testing'] });
    expect(storeId().readOnly).toBe(true);
    expect(slot().disabled).toBe(true);
  });

  it('SUB-LINK-15 SUB-LINK-16 300 ms after valid ids, shows the project found and takes its name and id', async () => {
    const { environment, storeId, bundleId, projectName, link, validate } = renderLink();
    vi.useFakeTimers();
    type(storeId(), '1234567890');
    type(bundleId(), 'com.company.game');
    act(() => vi.advanceTimersByTime(299));
    expect(operationsNamed(environment, 'LinkStoreStepProjectQuery')).toEqual([]);
    act(() => vi.advanceTimersByTime(1));
    const [search] = operationsNamed(environment, 'LinkStoreStepProjectQuery');
    expect(search?.request.variables).toEqual({ storeId: '1234567890', bundleId: 'com.company.game', platform: 'IOS' });
    await act(async () =>
      environment.mock.resolve(
        search!,
        MockPayloadGenerator.generate(search!, {
          Project: () => ({ id: PROJECT_ID, projectId: 5, name: 'Puzzle Land', projectGameCount: 2, canEdit: true }),
          Game: () => ({ gameId: 3, name: 'Puzzle Land HD', iconUrl: null }),
        }),
      ),
    );
    const found = within(link).getByLabelText('Project found');
    expect(within(found).getByText('This app already has a project: Puzzle Land')).toBeTruthy();
    expect(within(found).getByText('2 games')).toBeTruthy();
    expect(projectName().value).toBe('Puzzle Land');
    fireEvent.click(validate());
    expect(operationsNamed(environment, 'LinkStoreStepMutation')[0]?.request.variables).toEqual({
      gameId: GAME_ID,
      input: { storeId: '1234567890', bundleId: 'com.company.game', createAnalyticsSlot: true, projectId: PROJECT_ID, projectName: 'Puzzle Land' },
    });
  });

  it('SUB-LINK-16 a null project: no project shown, the test\'s own project keeps its name', async () => {
    const { environment, storeId, bundleId, projectName, link, validate } = renderLink();
    vi.useFakeTimers();
    type(storeId(), '1234567890');
    type(bundleId(), 'com.company.game');
    act(() => vi.advanceTimersByTime(300));
    const [search] = operationsNamed(environment, 'LinkStoreStepProjectQuery');
    await act(async () => environment.mock.resolve(search!, { data: { projectForStore: null } }));
    expect(within(link).queryByLabelText('Project found')).toBeNull();
    expect(projectName().value).toBe('Sky Hopper');
    fireEvent.click(validate());
    expect(operationsNamed(environment, 'LinkStoreStepMutation')[0]?.request.variables).toEqual({
      gameId: GAME_ID,
      input: { storeId: '1234567890', bundleId: 'com.company.game', createAnalyticsSlot: true, projectName: 'Sky Hopper' },
    });
  });

  it('SUB-LINK-27 shows GAME_ANALYTICS_UNEXPECTED_ERROR\'s message under the slot when the provider answers it; the step stays', () => {
    const { environment, storeId, bundleId, validate, slot } = renderLink();
    type(storeId(), '1234567890');
    type(bundleId(), 'com.company.game');
    fireEvent.click(validate());
    const message = 'An unexpected error occurred with the analytics service (operation op-7).';
    answerLink(environment, { valid: false, errors: [{ field: 'createAnalyticsSlot', message }] });
    const shown = within(step('Link to store')).getByText(message);
    expect(slot().getAttribute('aria-describedby')).toContain(shown.id);
    expect(stepMoves(environment)).toEqual([]);
  });

  it('SUB-LINK-21 a refusal about no field (the attribution token) shows above Validate', () => {
    const { environment, storeId, bundleId, validate, link } = renderLink();
    type(storeId(), '1234567890');
    type(bundleId(), 'com.company.game');
    fireEvent.click(validate());
    answerLink(environment, { valid: false, errors: [{ field: null, message: 'Link the game to its store first.' }] });
    expect(within(link).getByText('Link the game to its store first.')).toBeTruthy();
  });

  it('SUB-LINK-22 SUB-LINK-23 SUB-21 a valid answer moves on to Facebook setup 500 ms later, Validate loading meanwhile', () => {
    const { environment, storeId, bundleId, validate } = renderLink();
    type(storeId(), '1234567890');
    type(bundleId(), 'com.company.game');
    fireEvent.click(validate());
    expect(validate().getAttribute('aria-busy')).toBe('true');
    vi.useFakeTimers();
    answerLink(environment, { valid: true, errors: [] });
    act(() => vi.advanceTimersByTime(499));
    expect(stepMoves(environment)).toEqual([]);
    expect(validate().getAttribute('aria-busy')).toBe('true');
    act(() => vi.advanceTimersByTime(1));
    expect(stepMoves(environment)).toEqual([{ gameId: GAME_ID, done: 'LINK_STORE', current: 'SDK_FACEBOOK' }]);
    expect(validate().getAttribute('aria-busy')).toBe('true');
  });
});
