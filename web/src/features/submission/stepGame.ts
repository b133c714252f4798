// The rules' view of a game for its steps (rules/src/steps.ts), from what the page reads.
import type { StepGame } from '@greenlight/rules';

export interface StepGameFields {
  readonly platform: 'IOS' | 'ANDROID' | '%future added value';
  readonly isCtr: boolean;
  readonly isPublishedInStore: boolean;
  readonly isIterating: boolean;
  /** Game.adNetworks: the networks' labels, Facebook first */
  readonly adNetworks: readonly string[];
}

export const toStepGame = (game: StepGameFields): StepGame => ({
  platform: game.platform === 'ANDROID' ? 'android' : 'ios',
  isCtr: game.isCtr,
  isPublishedInStore: game.isPublishedInStore,
  isIterating: game.isIterating,
  usesFacebook: game.adNetworks.includes('Facebook'),
});
