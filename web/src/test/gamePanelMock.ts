// The game panel's query answered with one game, Merge Kingdom (12), for the panel's tests:
// `game` changes its fields, null makes the game one the viewer cannot see.
import type { MockResolvers } from 'relay-test-utils/lib/RelayMockPayloadGenerator';

export const PANEL_GAME_ID = 'R2FtZToxMg==';

export const PANEL_MANAGERS = [
  { value: 2, label: 'Paula Marchetti' },
  { value: 3, label: 'Piotr Nowak' },
];

export function gamePanelResolvers(game: Record<string, unknown> | null = {}): MockResolvers {
  return {
    Query: () => ({ game: game === null ? null : undefined, codifications: { publishingManagers: PANEL_MANAGERS } }),
    Game: () => ({
      id: PANEL_GAME_ID,
      gameId: 12,
      name: 'Merge Kingdom',
      iconUrl: null,
      status: 'IN_TESTING',
      isIterating: true,
      platform: 'IOS',
      disabled: false,
      recommendation: 'high potential',
      studio: { studioId: 3, name: 'Studio One', activityState: 'ACTIVE' },
      pm: { userId: 2, name: 'Paula Marchetti' },
      secondaryPm: null,
      project: null,
      genres: [],
      tags: [],
      permissions: [],
      actions: [],
      feedbacks: [],
      changelogs: [],
      iterations: [],
      benchmark: [],
      submissionSteps: [],
      reviews: [],
      ...game,
    }),
  };
}
