// The game actions' names as GraphQL says them, read by the actions (game-action.ts) and by
// the operations that run them (operation.ts): its own module, so that neither imports the other.
import { GAME_ACTION_IDS } from '@greenlight/rules';
import { providerEnum } from './provider-enum';

export const GameActionIdEnum = providerEnum('GameActionId', GAME_ACTION_IDS, { description: 'The game actions of 001 §4 (ACT-01)' });
