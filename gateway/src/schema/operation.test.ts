// Operations over fake loaders: what a user reads of one, and a game's ongoing ones.
import type { ErrorList } from '@greenlight/rules';
import { describe, expect, it } from 'vitest';
import type { ProviderOperation } from '../provider/client';
import { ProviderError } from '../provider/errors';
import { data, fakeGames, fakeLoader, fakeOnce, gameId, providerGame, providerMe, providerOperation } from '../testing/resolvers';

const operation = providerOperation;

const ERROR_LIST: ErrorList = new Map([
  ['CAMPAIGN_STOP_FAILED', { message: 'The campaign of operation {{operationId}} could not be stopped on {{network}}.' }],
]);

const OPERATION = 'query ($id: String!) { operation(operationId: $id) { status message requestedByViewer gameId } }';
/** Operation ids are UUIDs: the query answers null for anything else without asking. */
const OP = '3f1c2a4e-93d4-4b8e-a6c1-2d0e8b7f4a13';

type Answer = { operation: { status: string; message: string; requestedByViewer: boolean; gameId: string } | null };

describe('Operation', () => {
  it('OPS-02 says what a successful operation did, as the provider wrote it', async () => {
    const { operation: answer } = await data<Answer>(OPERATION, { id: OP }, {
      loaders: { operations: fakeLoader({ [OP]: operation() }), viewer: fakeOnce(providerMe({ id: 2 })) },
    });
    expect(answer).toEqual({ status: 'SUCCESS', message: 'Action done! Kill game', requestedByViewer: true, gameId: gameId(7) });
  });

  it('OPS-03 BE-OPS-05 translates an error through the error list, filling its placeholders and the operation id', async () => {
    const failed = operation({
      status: 'error',
      content: 'stop failed',
      errorCode: 'CAMPAIGN_STOP_FAILED',
      errorExtra: { operationId: OP, network: 'Snapchat' },
      requestedBy: 5,
    });
    const { operation: answer } = await data<Answer>(OPERATION, { id: OP }, {
      loaders: { operations: fakeLoader({ [OP]: failed }), viewer: fakeOnce(providerMe({ id: 2 })), errorList: fakeOnce(ERROR_LIST) },
    });
    expect(answer).toMatchObject({
      status: 'ERROR',
      message: `The campaign of operation ${OP} could not be stopped on Snapchat.`,
      requestedByViewer: false,
    });
  });

  it('answers null for an operation the provider does not know', async () => {
    const notFound = new ProviderError('Operation not found', 404, 'NOT_FOUND');
    const { operation: answer } = await data<Answer>(OPERATION, { id: '5f1c7a2e-93d4-4b8e-a6c1-2d0e8b7f4a14' }, {
      loaders: { operations: fakeLoader<string, ProviderOperation>(() => Promise.reject(notFound)) },
    });
    expect(answer).toBeNull();
  });
});

describe('Game.ongoingOperations', () => {
  it('OPS-06 OPS-07 reads a disabled game\'s operations, and asks nothing for a game that is not disabled', async () => {
    const running = operation({ status: 'running', finishedAt: null });
    const answer = await data<{ a: { disabled: boolean; ongoingOperations: { operationId: string; status: string }[] }; b: { ongoingOperations: [] } }>(
      'query ($a: ID!, $b: ID!) { a: node(id: $a) { ... on Game { disabled ongoingOperations { operationId status } } } b: node(id: $b) { ... on Game { ongoingOperations { operationId } } } }',
      { a: gameId(7), b: gameId(8) },
      {
        loaders: {
          games: fakeGames(providerGame({ id: 7, disabled: true }), providerGame({ id: 8, disabled: false })),
          // Only game 7 may be asked for.
          ongoingOperations: fakeLoader({ 7: [running] }),
        },
      },
    );
    expect(answer.a).toEqual({ disabled: true, ongoingOperations: [{ operationId: 'op-1', status: 'RUNNING' }] });
    expect(answer.b.ongoingOperations).toEqual([]);
  });
});
