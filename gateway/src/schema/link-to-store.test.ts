// linkGameToStore over a fake client: how a refusal of the Validate sequence comes back
// in the payload, under the input's field, in the error list's words.
import { describe, expect, it, vi } from 'vitest';
import { ProviderError } from '../provider/errors';
import { data, fakeOnce, gameId, gameLoaders, providerGame } from '../testing/resolvers';

const LINK = `mutation ($id: ID!, $input: LinkGameToStoreInput!) { linkGameToStore(gameId: $id, input: $input) {
  __typename ... on LinkGameToStorePayload { valid errors { field code message } }
} }`;

const UNEXPECTED = 'An unexpected error occurred with the analytics service (operation {{operationId}}).';

describe('linkGameToStore (SUB-LINK-18..27)', () => {
  it('SUB-LINK-19 SUB-LINK-27 a slot creation answered GAME_ANALYTICS_UNEXPECTED_ERROR stops the sequence with the error list\'s message, under createAnalyticsSlot', async () => {
    const game = providerGame({ id: 7, status: 'pending_sdk_integration', platform: 'ios' });
    const linkGameToStore = vi.fn(async () => ({ ...game, storeId: '1234567890', bundleId: 'com.company.game' }));
    const runAction = vi.fn(async () => {
      throw new ProviderError('The analytics service failed', 400, 'GAME_ANALYTICS_UNEXPECTED_ERROR', [
        { code: 'GAME_ANALYTICS_UNEXPECTED_ERROR', detail: 'The analytics service failed', extra: { operationId: 'op-7' } },
      ]);
    });
    const adjustToken = vi.fn();
    const { linkGameToStore: answer } = await data<{ linkGameToStore: unknown }>(
      LINK,
      { id: gameId(7), input: { storeId: '1234567890', bundleId: 'com.company.game', createAnalyticsSlot: true, projectName: 'Sky Hopper' } },
      {
        provider: { linkGameToStore, runAction, adjustToken },
        loaders: { ...gameLoaders(game), errorList: fakeOnce(new Map([['GAME_ANALYTICS_UNEXPECTED_ERROR', { message: UNEXPECTED }]])) },
      },
    );
    expect(runAction).toHaveBeenCalledWith(7, 'create_ga_slot', {});
    expect(linkGameToStore).toHaveBeenCalledTimes(1);
    expect(adjustToken).not.toHaveBeenCalled();
    expect(answer).toEqual({
      __typename: 'LinkGameToStorePayload',
      valid: false,
      errors: [
        {
          field: 'createAnalyticsSlot',
          code: 'GAME_ANALYTICS_UNEXPECTED_ERROR',
          message: 'An unexpected error occurred with the analytics service (operation op-7).',
        },
      ],
    });
  });

  it('SUB-LINK-24 a failed project link is only logged ("Test cannot be linked to a project"): the step is valid all the same', async () => {
    const game = providerGame({ id: 7, status: 'pending_sdk_integration', platform: 'ios', isCtr: true, gameAnalyticsId: '1000001' });
    const linked = { ...game, storeId: '1234567890', bundleId: 'com.company.game' };
    const linkGameToStore = vi.fn(async (_id: number, body: { projectName?: string }) => {
      if (body.projectName !== undefined) throw new ProviderError('The project could not be linked', 409, 'PROJECT_LINK_CONFLICT');
      return linked;
    });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    try {
      const { linkGameToStore: answer } = await data<{ linkGameToStore: unknown }>(
        LINK,
        { id: gameId(7), input: { storeId: '1234567890', bundleId: 'com.company.game', projectName: 'Sky Hopper' } },
        { provider: { linkGameToStore, runAction: vi.fn(), adjustToken: vi.fn() }, loaders: { ...gameLoaders(game), errorList: fakeOnce(new Map()) } },
      );
      expect(linkGameToStore).toHaveBeenCalledTimes(2);
      expect(answer).toEqual({ __typename: 'LinkGameToStorePayload', valid: true, errors: [] });
      expect(warn).toHaveBeenCalledTimes(1);
      expect(String(warn.mock.calls[0]![0])).toMatch(/^Test cannot be linked to a project \(game 7, PROJECT_LINK_CONFLICT, /);
    } finally {
      warn.mockRestore();
    }
  });
});
