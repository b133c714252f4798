import { createMockEnvironment, MockPayloadGenerator } from 'relay-test-utils';
import { describe, expect, it } from 'vitest';
import { operationsNamed } from '../../test/render';
import { readGameAgain, readGameAgainIfReading } from './gameReads';

const GAME = { id: 'R2FtZToxMg==', gameId: 12 };

const pendingReads = (environment: ReturnType<typeof createMockEnvironment>) => operationsNamed(environment, 'GamePanelQuery');

const answer = (environment: ReturnType<typeof createMockEnvironment>) => {
  const [read] = pendingReads(environment);
  expect(read).toBeDefined();
  environment.mock.resolve(read!, MockPayloadGenerator.generate(read!));
};

describe('reading a game again', () => {
  it('OPS-06 LIVE-08 reads one at a time: asking while a read runs starts one more once it has answered, never two at once', async () => {
    const environment = createMockEnvironment();
    const first = readGameAgain(environment, GAME);
    expect(pendingReads(environment).map((operation) => operation.request.variables)).toEqual([{ gameId: 12, operationId: '', watchOperation: false }]);
    const second = readGameAgain(environment, GAME);
    const third = readGameAgain(environment, GAME);
    expect(pendingReads(environment)).toHaveLength(1);
    answer(environment);
    await Promise.resolve();
    // The two asked meanwhile make one read, after the first answered.
    expect(pendingReads(environment)).toHaveLength(1);
    answer(environment);
    expect(pendingReads(environment)).toHaveLength(0);
    await Promise.all([first, second, third]);
  });

  it('SUB-20 a change saved while a read runs is read again after that read, so that the last answer follows the change', async () => {
    const environment = createMockEnvironment();
    readGameAgainIfReading(environment, GAME.id);
    expect(pendingReads(environment)).toHaveLength(0);
    void readGameAgain(environment, GAME);
    readGameAgainIfReading(environment, GAME.id);
    answer(environment);
    await Promise.resolve();
    expect(pendingReads(environment)).toHaveLength(1);
    answer(environment);
    readGameAgainIfReading(environment, GAME.id);
    expect(pendingReads(environment)).toHaveLength(0);
  });
});
