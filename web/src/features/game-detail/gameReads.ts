// Reading the panel's game again, one read at a time per game. Reads start when the
// live feed says an operation moved, and a change saved meanwhile (a step move, an
// action) answers the new state at once: a read that started before it and answers
// after it would put the old state back (the submission flow's stepper went back a
// step so). Reads of a game are therefore serialized: while one runs, asking again
// queues exactly one more, started once it has answered; a change saved while a read
// runs asks again, so that the last answer is always read after the change.
import { fetchQuery } from 'react-relay';
import type { IEnvironment } from 'relay-runtime';
import GamePanelQueryNode, { type GamePanelQuery } from './__generated__/GamePanelQuery.graphql';
import { gameReadAgain } from './gameReadEvents';

/** The panel's query for a game, as the panel asks it (GamePanel.tsx, panelPreload.ts). */
export const gamePanelVariables = (gameId: number): GamePanelQuery['variables'] => ({ gameId, operationId: '', watchOperation: false });

interface Reading {
  /** The game's number, which the panel's query takes. */
  gameId: number;
  again: boolean;
  /** Called once no read of the game runs any more. */
  waiting: (() => void)[];
}

/** The reads running, by environment and the game's node id. */
const readings = new WeakMap<IEnvironment, Map<string, Reading>>();

function readingsOf(environment: IEnvironment): Map<string, Reading> {
  let map = readings.get(environment);
  if (!map) {
    map = new Map();
    readings.set(environment, map);
  }
  return map;
}

/**
 * Reads the game (its node id, and its number as in the panel's address) once more.
 * Resolves once the read that reflects this request has answered (or failed: the next
 * event reads again). The reads follow each other as soon as one answers (callbacks,
 * not promises), so that nothing waits on a later turn of the event loop.
 */
export function readGameAgain(environment: IEnvironment, game: { id: string; gameId: number }): Promise<void> {
  const running = readingsOf(environment);
  const current = running.get(game.id);
  if (current) {
    current.again = true;
    return new Promise((resolve) => current.waiting.push(resolve));
  }
  const reading: Reading = { gameId: game.gameId, again: false, waiting: [] };
  running.set(game.id, reading);
  const read = () => {
    reading.again = false;
    const answered = () => {
      // Relay forgets the answered request only after this callback: the next read starts
      // right after it, or it would join the request that has just answered.
      if (reading.again) return queueMicrotask(read);
      running.delete(game.id);
      for (const resolve of reading.waiting.splice(0)) resolve();
      // GD-18: the board behind hears of it (its counts).
      gameReadAgain(reading.gameId);
    };
    fetchQuery<GamePanelQuery>(environment, GamePanelQueryNode, gamePanelVariables(reading.gameId), { fetchPolicy: 'network-only' }).subscribe({
      complete: answered,
      error: answered,
    });
  };
  const done = new Promise<void>((resolve) => reading.waiting.push(resolve));
  read();
  return done;
}

/** A change was saved: a read already running may answer the state before it, so the game is read once more after it. */
export function readGameAgainIfReading(environment: IEnvironment, id: string): void {
  const reading = readingsOf(environment).get(id);
  if (reading) void readGameAgain(environment, { id, gameId: reading.gameId });
}
