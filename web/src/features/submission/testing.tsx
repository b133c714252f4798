// What the submission flow's component tests share: the flow rendered in the game
// panel over a Relay mock environment that answers the panel's query once with a
// game of Studio One's lead, and the ways to find a step and its stepper item.
import { act, screen, within } from '@testing-library/react';
import { useLocation } from 'react-router';
import { createMockEnvironment, MockPayloadGenerator } from 'relay-test-utils';
import { stepEstimate, stepStates } from '@greenlight/rules';
import { expect } from 'vitest';
import { operationsNamed, renderInApp, type MockEnvironment } from '../../test/render';
import { GamePanelHost } from '../game-detail/GamePanel';

export const GAME_ID = 'R2FtZToxMg==';
export const STUDIO_ONE = 'U3R1ZGlvOjE=';

function Location() {
  const { pathname, search } = useLocation();
  return <output aria-label="Location">{`${pathname}${search}`}</output>;
}

export const LEAD = {
  permissions: ['view_studio_interface', 'add_game', 'request_testing', 'use_facebook_network', 'use_snapchat_network'],
  studios: [{ studioId: STUDIO_ONE, studioName: 'Studio One', adNetworks: ['FACEBOOK', 'SNAPCHAT'], createsTests: true, accessId: 1, isActive: true }],
};

/** The game of the tests: an unpublished iOS Facebook test of Studio One at AppStore publishing. */
export const GAME = {
  id: GAME_ID,
  gameId: 12,
  name: 'Sky Hopper',
  status: 'PENDING_SDK_INTEGRATION',
  platform: 'IOS',
  isCtr: false,
  isIterating: false,
  isPublishedInStore: false,
  isManagedByProvider: true,
  adNetworks: ['Facebook'],
  permissions: ['request_testing', 'create_ga_slot', 'edit_game_genre', 'request_application_access', 'change_game_icon', 'change_game_video'],
  disabled: false,
  substatus: JSON.stringify({ done: 'create', current: 'appstore_submission' }),
  appServiceAppKey: null,
  storeId: null,
  bundleId: null,
  gameAnalyticsId: null,
  facebookAppId: null,
  facebookDecryptionKey: null,
  facebookAccessGranted: false,
  project: null,
  studio: { id: STUDIO_ONE },
  genres: [],
  tags: [],
  actions: [],
  iterations: [],
  reviews: [],
};

/**
 * A game's submissionSteps as the provider answers them: its steps' states from its
 * substatus (rules' stepStates, as the provider reads them), nothing lacking; a test that
 * gives its own keeps them.
 */
export function withSteps<G extends Record<string, unknown>>(game: G): G & { submissionSteps: unknown[] } {
  if (Array.isArray(game.submissionSteps)) return game as G & { submissionSteps: unknown[] };
  if (game.status !== 'PENDING_SDK_INTEGRATION' && game.status !== 'PENDING_REVIEW') return { ...game, submissionSteps: [] };
  const stepGame = {
    platform: String(game.platform).toLowerCase() as 'ios' | 'android',
    isCtr: Boolean(game.isCtr),
    isPublishedInStore: Boolean(game.isPublishedInStore),
    isIterating: Boolean(game.isIterating),
    usesFacebook: (game.adNetworks as string[] | undefined)?.includes('Facebook') ?? true,
  };
  const submissionSteps = stepStates(stepGame, game.substatus as string | null).map((status) => ({
    step: status.id.toUpperCase(),
    title: status.title,
    number: status.number,
    state: status.state.toUpperCase(),
    estimate: stepEstimate(status.id, game.isManagedByProvider !== false),
    missing: [],
  }));
  return { ...game, submissionSteps };
}

/** The substatus of a game whose current step is `current`, the step before it done. */
export const at = (done: string | null, current: string) => JSON.stringify({ done, current });

export function renderFlow({
  path,
  game = {},
  codifications = {},
  viewer = {},
  resolvers = {},
}: {
  path: string;
  game?: Record<string, unknown>;
  codifications?: Record<string, unknown>;
  viewer?: Record<string, unknown>;
  /** More of MockPayloadGenerator's resolvers, by type, for the queries the flow makes. */
  resolvers?: Record<string, () => unknown>;
}) {
  const environment = createMockEnvironment();
  environment.mock.queueOperationResolver((operation) =>
    MockPayloadGenerator.generate(operation, {
      Query: () => ({ codifications: { currentCompetition: null, genres: [], publishingManagers: [], ...codifications } }),
      Viewer: () => ({ ...LEAD, ...viewer }),
      Game: () => withSteps({ ...GAME, ...game }),
      ...resolvers,
    }),
  );
  const rendered = renderInApp(
    <>
      <GamePanelHost />
      <Location />
    </>,
    { environment, path },
  );
  return rendered;
}

/** The tutorial's query waits behind Suspense: it is answered when the test says so. */
export function answerTutorial(environment: MockEnvironment, tutorial: { title: string; content: string } | null) {
  const [operation] = operationsNamed(environment, 'TutorialPanelQuery');
  expect(operation?.request.variables).toEqual({ step: 'APPSTORE_SUBMISSION' });
  act(() => environment.mock.resolve(operation!, { data: { submissionTutorial: tutorial } }));
}

export const stepper = () => screen.getByRole('navigation', { name: 'Submission steps' });

/** A step's fields and buttons: its fieldset, named by the step's title. */
export const step = (title: string) => screen.getByRole('group', { name: title });

/** A step's item in the stepper, by its title. */
export const stepperItem = (title: string) => within(stepper()).getByRole('button', { name: new RegExp(`\\d+\\. ${title}`) });

/** The pending setSubmissionStep mutation's variables, oldest first. */
export const stepMoves = (environment: MockEnvironment) => operationsNamed(environment, 'useSubmissionStepMutation').map((operation) => operation.request.variables);
