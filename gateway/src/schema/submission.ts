// The submission flow's mutations (SUB-CREATE, SUB-20): create a test, change its
// first step's setup, save the step it is on. The provider decides who may and
// what holds; a refusal comes back as a ProviderError with its field errors.
import { AD_NETWORK_IDS, SUBMISSION_STEPS } from '@greenlight/rules';
import { builder, type GatewaySchemaTypesResolved } from '../builder';
import { gameChanged } from '../loaders';
import type { GameSetupBody, ProviderGameSubmission } from '../provider/client';
import { ProviderError } from '../provider/errors';
import { AdNetworkEnum } from './ad-network';
import { Game, Platform } from './game';
import { providerEnum } from './provider-enum';
import { Studio } from './studio';

export const SubmissionStep = providerEnum(
  'SubmissionStep',
  SUBMISSION_STEPS.map((step) => step.id),
  { description: 'A step of the submission flow (SUB-01)', describe: (id) => SUBMISSION_STEPS.find((step) => step.id === id)!.title },
);

const setupFields = (t: PothosSchemaTypes.InputFieldBuilder<GatewaySchemaTypesResolved, 'InputObject'>) => ({
  platform: t.field({ type: Platform, description: 'the store it is built for' }),
  isCtr: t.boolean({ description: 'a test-only (CTR) game (SUB-02)' }),
  isManagedByProvider: t.boolean({ description: 'automatic setup (SUB-03); false needs create_dedicated_ad_account_games' }),
  isPublishedInStore: t.boolean({ description: 'already in its store (SUB-CREATE-07); ignored for CTR' }),
  adNetworks: t.field({ type: [AdNetworkEnum], description: 'the networks of a managed CPI game (SUB-CREATE-08)' }),
});

const CreateGameInput = builder.inputType('CreateGameInput', {
  description: 'Create a test (SUB-CREATE)',
  fields: (t) => ({
    name: t.string({ required: true, description: '3 to 25 characters' }),
    ...setupFields(t),
    platform: t.field({ type: Platform, required: true, description: 'the store it is built for' }),
    studioId: t.globalID({ for: Studio, description: 'the studio (a viewer membership\'s studioId), for a member of several' }),
  }),
});

const GameSetupInput = builder.inputType('GameSetupInput', {
  description: 'The first step\'s properties of a game in its submission (SUB-CREATE-18); the name never changes',
  fields: (t) => setupFields(t),
});

const networkIds = (networks: readonly ('facebook' | 'snapchat')[] | null | undefined) =>
  networks ? networks.map((network) => AD_NETWORK_IDS[network]) : undefined;

/** Only what the caller gave: the provider keeps the rest. */
function setupBody(input: {
  platform?: 'ios' | 'android' | null;
  isCtr?: boolean | null;
  isManagedByProvider?: boolean | null;
  isPublishedInStore?: boolean | null;
  adNetworks?: ('facebook' | 'snapchat')[] | null;
}): GameSetupBody {
  return {
    ...(input.platform ? { platform: input.platform } : {}),
    ...(input.isCtr != null ? { isCtr: input.isCtr } : {}),
    ...(input.isManagedByProvider != null ? { isManagedByProvider: input.isManagedByProvider } : {}),
    ...(input.isPublishedInStore != null ? { isPublishedInStore: input.isPublishedInStore } : {}),
    ...(input.adNetworks ? { selectedAdNetworkIdList: networkIds(input.adNetworks) } : {}),
  };
}

builder.mutationField('createGame', (t) =>
  t.field({
    type: Game,
    description: 'Creates a test: an in-progress game whose first step is done (SUB-CREATE-16). Needs add_game.',
    authScopes: { permission: 'add_game' },
    errors: { types: [ProviderError], union: { name: 'CreateGameResult', description: 'The game created, or why it was refused' }, directResult: true },
    args: { input: t.arg({ type: CreateGameInput, required: true, description: 'the test to create' }) },
    resolve: async (_root, { input }, context) => {
      const game = await context.provider.createGame({
        name: input.name,
        platform: input.platform,
        ...setupBody(input),
        ...(input.studioId != null ? { studioId: Number(input.studioId.id) } : {}),
      });
      gameChanged(context.loaders, game);
      return game;
    },
  }),
);

builder.mutationField('updateGameSetup', (t) =>
  t.field({
    type: Game,
    description: 'Changes the first step\'s properties of a game in its submission (SUB-CREATE-18, SUB-24)',
    authScopes: { signedIn: true },
    errors: { types: [ProviderError], union: { name: 'UpdateGameSetupResult', description: 'The game with its setup saved, or why it was refused' }, directResult: true },
    args: {
      gameId: t.arg.globalID({ required: true, for: Game, description: 'the game\'s global id' }),
      input: t.arg({ type: GameSetupInput, required: true, description: 'what changes; a field left out stays as it is' }),
    },
    resolve: async (_root, { gameId, input }, context) => {
      const game = await context.provider.updateGameSetup(Number(gameId.id), setupBody(input));
      gameChanged(context.loaders, game);
      return game;
    },
  }),
);

builder.mutationField('setSubmissionStep', (t) =>
  t.field({
    type: Game,
    description: 'Saves the step a game\'s submission is on: the last one done and the current one (SUB-19, SUB-20, SUB-23)',
    authScopes: { signedIn: true },
    errors: { types: [ProviderError], union: { name: 'SetSubmissionStepResult', description: 'The game on its new step, or why it was refused' }, directResult: true },
    args: {
      gameId: t.arg.globalID({ required: true, for: Game, description: 'the game\'s global id' }),
      done: t.arg({ type: SubmissionStep, description: 'the last step done, if any' }),
      current: t.arg({ type: SubmissionStep, required: true, description: 'the step the game is on now' }),
    },
    resolve: async (_root, { gameId, done, current }, context) => {
      const game = await context.provider.setGameSubstatus(Number(gameId.id), JSON.stringify(done ? { done, current } : { current }));
      gameChanged(context.loaders, game);
      return game;
    },
  }),
);

const StepState = providerEnum('StepState', ['done', 'current', 'disabled'] as const, {
  description: 'A step of the stepper: done, the current one (the first step not done), or not reachable yet (SUB-12)',
});

type StepView = ProviderGameSubmission['steps'][number];

const MissingRequirement = builder.objectRef<StepView['missing'][number]>('MissingRequirement').implement({
  description: 'Something a step of the submission lacks before the flow may pass it (issue 42): the provider refuses the move, and the testing request, until it holds it',
  fields: (t) => ({
    field: t.exposeString('field', { description: 'the field that holds it: storeId, bundleId, gameAnalyticsId, adjustAppToken, facebookAppId, facebookAccess, sdkEvents.analytics, genres, tags, icon, videos.facebook ...' }),
    message: t.exposeString('message', { description: 'what to do, in the product\'s words' }),
  }),
});

const SubmissionStepStatus = builder.objectRef<StepView>('SubmissionStepStatus').implement({
  description: 'One step of a game\'s submission as the stepper shows it (SUB-08, SUB-12, SUB-25), with what it lacks',
  fields: (t) => ({
    step: t.field({ type: SubmissionStep, description: 'which step', resolve: (status) => status.step }),
    title: t.exposeString('title', { description: 'its title, as the stepper shows it' }),
    number: t.exposeInt('number', { description: 'its place among this game\'s steps, from 1' }),
    state: t.field({ type: StepState, description: 'done, current (the first step not done) or not reachable yet', resolve: (status) => status.state }),
    estimate: t.exposeString('estimate', { description: 'how long it takes, "under 1 minute", "10-15 minutes" ...' }),
    missing: t.field({ type: [MissingRequirement], description: 'what the step lacks; empty when it holds everything', resolve: (status) => status.missing }),
  }),
});

builder.objectField(Game, 'submissionSteps', (t) =>
  t.field({
    type: [SubmissionStepStatus],
    description:
      'The steps of the game\'s submission with their state and what each lacks, in order (SUB-01, SUB-14, SUB-15, issue 42): the provider\'s own reading, the one it enforces; empty once the game left its submission (pending approval, in testing, finished, archived)',
    resolve: (game, _args, context) => {
      if (game.status !== 'pending_sdk_integration' && game.status !== 'pending_review') return [];
      return context.loaders.gameSubmissions.load(game.id);
    },
  }),
);
