// What can be done on a game (ACT, OPS): its actions with their reasons, one
// mutation per action whose payload is the changed game and the operation, the
// operations under way, and the panel's lists (feedback, changelogs, genres).
// Availability is the provider's (BE-ACT-01); the gateway shapes and translates.
import {
  camelName,
  CHANGELOG_CATEGORIES,
  describeApiError,
  GAME_ACTION_IDS,
  GAME_ACTIONS,
  GAME_REJECTION_REASONS,
  type ActionChoiceName,
  type ActionInput,
  type ActionInputField,
  type GameActionId,
} from '@greenlight/rules';
import type { InputFieldMap } from '@pothos/core';
import { encodeGlobalID } from '@pothos/plugin-relay';
import { builder, type GatewaySchemaTypesResolved } from '../builder';
import type { GatewayContext } from '../context';
import type { ProviderActionField, ProviderGame, ProviderGameDetail, ProviderOperation } from '../provider/client';
import { gameChanged } from '../loaders';
import { ProviderError } from '../provider/errors';
import { Game } from './game';


export const GameActionIdEnum = builder.enumType('GameActionId', {
  description: 'The game actions of 001 §4 (ACT-01)',
  values: Object.fromEntries(GAME_ACTION_IDS.map((id) => [id.toUpperCase(), { value: id }])) as Record<
    Uppercase<GameActionId>,
    { value: GameActionId }
  >,
});

const ActionConfirm = builder.objectRef<{ title: string; body: string }>('ActionConfirm').implement({
  description: 'The prompt confirmed before the action runs (ACT-11..13)',
  fields: (t) => ({ title: t.exposeString('title'), body: t.exposeString('body') }),
});

type ProviderAction = ProviderGame['actions'][number];

/** ACT-38: a reason's message from the error list; an unknown code shows as it is. */
async function reasonMessage(code: string, context: GatewayContext): Promise<string> {
  return (await context.loaders.errorList.load()).get(code)?.message ?? code;
}

const GameAction = builder.objectRef<ProviderAction>('GameAction').implement({
  description: 'One action of a game for the viewer (ACT-02): available when it has no unavailable reason (ACT-03)',
  fields: (t) => ({
    action: t.field({ type: GameActionIdEnum, resolve: (a) => a.id }),
    label: t.exposeString('label'),
    primary: t.exposeBoolean('primary', { description: 'a button; the others go in the dropdown (ACT-04)' }),
    available: t.boolean({ resolve: (a) => a.unavailableReason === null }),
    unavailableReason: t.exposeString('unavailableReason', { nullable: true, description: 'an error-list code' }),
    unavailableMessage: t.string({
      nullable: true,
      description: 'the reason as the error list words it, or the raw code (ACT-38)',
      resolve: (a, _args, context) => (a.unavailableReason ? reasonMessage(a.unavailableReason, context) : null),
    }),
    confirm: t.field({ type: ActionConfirm, nullable: true, resolve: (a) => GAME_ACTIONS[a.id].confirm ?? null }),
    async: t.boolean({
      description: 'completes later as an operation, the game disabled meanwhile (OPS-04)',
      resolve: (a) => GAME_ACTIONS[a.id].async,
    }),
    needsDialog: t.boolean({ description: 'asks for fields first (GD-21)', resolve: (a) => GAME_ACTIONS[a.id].dialog ?? false }),
  }),
});

const OperationStatus = builder.enumType('OperationStatus', {
  values: { PENDING: { value: 'pending' }, RUNNING: { value: 'running' }, SUCCESS: { value: 'success' }, ERROR: { value: 'error' }, REJECTED: { value: 'rejected' } } as const,
});

export const Operation = builder.objectRef<ProviderOperation>('Operation').implement({
  description: 'An action under way or done (OPS-08)',
  fields: (t) => ({
    operationId: t.exposeString('operationId'),
    action: t.field({ type: GameActionIdEnum, resolve: (o) => o.action }),
    status: t.field({ type: OperationStatus, resolve: (o) => o.status }),
    content: t.exposeString('content', { description: '"Action done! {label}" on success (OPS-02)' }),
    errorCode: t.exposeString('errorCode', { nullable: true }),
    message: t.string({
      description: 'what the user reads: the success text, or the error translated with its placeholders and operation id (OPS-03, BE-OPS-05)',
      resolve: async (o, _args, context) => {
        if (!o.errorCode) return o.content;
        return describeApiError(
          { detail: o.content, errorList: [{ code: o.errorCode, detail: o.content, extra: o.errorExtra ?? undefined }] },
          await context.loaders.errorList.load(),
          GAME_ACTIONS[o.action].label,
        ).message;
      },
    }),
    gameId: t.id({ resolve: (o) => encodeGlobalID('Game', o.gameId) }),
    createdAt: t.exposeString('createdAt'),
    finishedAt: t.exposeString('finishedAt', { nullable: true }),
  }),
});

// The panel's lists come with GET /v1/my/game/{id}, one call per game and request.
const detailOf = (game: ProviderGame, context: GatewayContext) => context.loaders.gameDetails.load(game.id);

type FeedbackShape = ProviderGameDetail['feedbacks'][number] & { gameId: number };
type ChangelogShape = ProviderGameDetail['changelogs'][number] & { gameId: number };

// Feedback and changelogs belong to a game: their global ids carry it ("<game>:<id>"),
// so node(id) finds them in the game's detail.
async function childOfGame<T extends { id: number }>(
  id: string,
  context: GatewayContext,
  list: (detail: ProviderGameDetail) => T[],
): Promise<(T & { gameId: number }) | null> {
  const [gameId, childId] = id.split(':').map(Number);
  if (!Number.isInteger(gameId) || !Number.isInteger(childId)) return null;
  const found = list(await context.loaders.gameDetails.load(gameId!)).find((child) => child.id === childId);
  return found ? { ...found, gameId: gameId! } : null;
}

export const Feedback = builder.node(builder.objectRef<FeedbackShape>('Feedback'), {
  id: { resolve: (f) => `${f.gameId}:${f.id}` },
  description: 'Feedback staff left on a game (FBK-01)',
  loadOne: (id, context) => childOfGame(id, context, (detail) => detail.feedbacks),
  fields: (t) => ({
    feedbackId: t.exposeInt('id'),
    subject: t.exposeString('subject', { nullable: true }),
    feedback: t.exposeString('feedback', { description: 'HTML' }),
    pmName: t.exposeString('pmName', { nullable: true }),
    createdAt: t.exposeString('createdAt'),
  }),
});

const ChangelogState = builder.enumType('ChangelogState', {
  values: { PENDING: { value: 'pending' }, VALIDATED: { value: 'validated' }, REJECTED: { value: 'rejected' } } as const,
});
const ChangelogCategory = builder.enumType('ChangelogCategory', {
  description: 'FBK-02',
  values: Object.fromEntries(CHANGELOG_CATEGORIES.map((c) => [c.toUpperCase(), { value: c }])) as Record<
    Uppercase<(typeof CHANGELOG_CATEGORIES)[number]>,
    { value: (typeof CHANGELOG_CATEGORIES)[number] }
  >,
});

export const Changelog = builder.node(builder.objectRef<ChangelogShape>('Changelog'), {
  id: { resolve: (c) => `${c.gameId}:${c.id}` },
  description: 'What changed in a build, sent with a testing request (FBK-10); staff validate or reject it (FBK-12)',
  loadOne: (id, context) => childOfGame(id, context, (detail) => detail.changelogs),
  fields: (t) => ({
    changelogId: t.exposeInt('id'),
    category: t.exposeString('category'),
    details: t.exposeString('details'),
    state: t.field({ type: ChangelogState, resolve: (c) => c.state }),
    createdAt: t.exposeString('createdAt'),
  }),
});

const Genre = builder.objectRef<ProviderGameDetail['genres'][number]>('Genre').implement({
  fields: (t) => ({ genreId: t.exposeInt('id'), category: t.exposeString('category'), label: t.exposeString('label') }),
});
type TagShape = ProviderGameDetail['tags'][number] & { gameId: number };

// A tag is a label on one game (TAG-14): its global id carries the game ("<game>:<label>").
export const Tag = builder.node(builder.objectRef<TagShape>('Tag'), {
  id: { resolve: (tag) => `${tag.gameId}:${tag.label}` },
  description: 'A label a game carries in one category (TAG-05..14)',
  loadOne: async (id, context) => {
    const separator = id.indexOf(':');
    const gameId = Number(id.slice(0, separator));
    const label = id.slice(separator + 1);
    if (separator < 1 || !Number.isInteger(gameId)) return null;
    const found = (await context.loaders.gameDetails.load(gameId)).tags.find((tag) => tag.label === label);
    return found ? { ...found, gameId } : null;
  },
  fields: (t) => ({ label: t.exposeString('label'), category: t.exposeString('category') }),
});

const RejectionReason = builder.enumType('GameRejectionReason', {
  values: Object.fromEntries(GAME_REJECTION_REASONS.map((r) => [r.id.toUpperCase(), { value: r.id, description: r.label }])) as unknown as Record<
    'ALREADY_TESTED' | 'EXISTING_GAME',
    { value: 'already_tested' | 'existing_game' }
  >,
});

builder.objectFields(Game, (t) => ({
  actions: t.field({
    type: [GameAction],
    description: 'what the viewer may do on the game now, by status and permission (BE-ACT-01)',
    resolve: (game) => game.actions,
  }),
  disabled: t.exposeBoolean('disabled', { description: 'operations run on the game: "There are ongoing operations" (GD-10, OPS-06)' }),
  ongoingOperations: t.field({
    type: [Operation],
    description: 'the operations pending or running on the game (OPS-07); a game not disabled has none and costs no call',
    resolve: (game, _args, context) => (game.disabled ? context.loaders.ongoingOperations.load(game.id) : []),
  }),
  gameAnalyticsId: t.exposeString('gameAnalyticsId', { nullable: true }),
  linkedCampaignId: t.exposeString('linkedCampaignId', { nullable: true }),
  rejectionReason: t.field({ type: RejectionReason, nullable: true, resolve: (game) => game.rejectionReason }),
  currentCampaignDuration: t.exposeInt('currentCampaignDuration', { description: 'days' }),
  facebookAccessGranted: t.exposeBoolean('facebookAccessGranted'),
  feedbacks: t.field({
    type: [Feedback],
    description: 'newest first (FBK-06)',
    resolve: async (game, _args, context) => (await detailOf(game, context)).feedbacks.map((f) => ({ ...f, gameId: game.id })),
  }),
  changelogs: t.field({
    type: [Changelog],
    resolve: async (game, _args, context) => (await detailOf(game, context)).changelogs.map((c) => ({ ...c, gameId: game.id })),
  }),
  genres: t.field({ type: [Genre], resolve: async (game, _args, context) => (await detailOf(game, context)).genres }),
  tags: t.field({
    type: [Tag],
    resolve: async (game, _args, context) => (await detailOf(game, context)).tags.map((tag) => ({ ...tag, gameId: game.id })),
  }),
}));

const ActionFieldOption = builder
  .objectRef<NonNullable<ProviderActionField['options']>[number]>('ActionFieldOption')
  .implement({
    fields: (t) => ({
      value: t.string({ resolve: (o) => String(o.value) }),
      label: t.exposeString('label'),
      group: t.exposeString('group', { nullable: true }),
    }),
  });

const ActionField = builder.objectRef<ProviderActionField>('ActionField').implement({
  description: 'One field of an action with its current value and choices (ACT-08, ACT-10)',
  fields: (t) => ({
    param: t.exposeString('param'),
    type: t.exposeString('type'),
    required: t.exposeBoolean('required'),
    value: t.string({ nullable: true, description: 'the current value, as JSON', resolve: (f) => (f.value === null || f.value === undefined ? null : JSON.stringify(f.value)) }),
    options: t.field({ type: [ActionFieldOption], resolve: (f) => f.options ?? [] }),
  }),
});

builder.queryField('gameActionFields', (t) =>
  t.field({
    type: [ActionField],
    description: 'The fields a game action asks for: the campaigns to link, the projects to move to, the genres (ACT-08)',
    authScopes: { signedIn: true },
    errors: { types: [ProviderError], union: { name: 'GameActionFieldsResult' }, result: { name: 'GameActionFieldsSuccess' } },
    args: {
      gameId: t.arg.globalID({ required: true, for: Game }),
      action: t.arg({ type: GameActionIdEnum, required: true }),
    },
    resolve: (_root, { gameId, action }, context) => context.loaders.actionFields.load({ gameId: Number(gameId.id), action }),
  }),
);

const GameActionPayload = builder.objectRef<{ game: ProviderGame; operation: ProviderOperation }>('GameActionPayload').implement({
  description: 'The game after the action (disabled while an asynchronous one runs) and its operation',
  fields: (t) => ({
    game: t.field({ type: Game, resolve: (p) => p.game }),
    operation: t.field({ type: Operation, resolve: (p) => p.operation }),
  }),
});

/** The provider's id of a feedback or changelog from its parsed global id ("<game>:<id>"). */
const childId = (globalId: { id: string }) => Number(globalId.id.split(':')[1]);

// An action's input is the catalogue's (rules/src/actions.ts): the gateway types it and
// turns it back into the provider's body, so that a new action needs nothing here.
type InputFieldBuilder = PothosSchemaTypes.InputFieldBuilder<GatewaySchemaTypesResolved, 'InputObject'>;

const CHOICE_ENUMS = { GameRejectionReason: RejectionReason, ChangelogCategory } as const satisfies Record<ActionChoiceName, unknown>;
const NODES = { Feedback, Changelog } as const;

type NestedInput = PothosSchemaTypes.InputObjectRef<GatewaySchemaTypesResolved, InputValues>;
const nestedInputs = new Map<string, NestedInput>();

/** The input type of a nested shape (a changelog, a campaign choice), made once and shared. */
function nestedInput(name: string, input: ActionInput): NestedInput {
  let ref = nestedInputs.get(name);
  if (!ref) {
    ref = builder.inputType(`${name}Input`, { fields: (t) => inputFields(t, input) }) as NestedInput;
    nestedInputs.set(name, ref);
  }
  return ref;
}

function inputField(t: InputFieldBuilder, field: ActionInputField): InputFieldMap[string] {
  switch (field.kind) {
    case 'text':
      return t.string({ required: field.required, description: `at most ${field.maxLength} characters${field.html ? ' of HTML' : ''}` });
    case 'choice':
      return t.field({ type: CHOICE_ENUMS[field.of], required: true });
    case 'integer':
      return t.int({ required: true });
    case 'integers':
      return t.intList({ required: true, description: `at most ${field.maxItems}` });
    case 'node':
      return t.globalID({ required: true, for: NODES[field.of] });
    case 'list':
      return t.field({ type: [nestedInput(field.name, field.of)], required: field.required, description: `at most ${field.maxItems}` });
    case 'object':
      return t.field({ type: nestedInput(field.name, field.of), required: true });
  }
}

function inputFields(t: InputFieldBuilder, input: ActionInput): InputFieldMap {
  return Object.fromEntries(Object.entries(input).map(([key, field]) => [camelName(key), inputField(t, field)]));
}

type InputValues = Readonly<Record<string, unknown>>;

/** The provider's body from an action's input: the catalogue's keys, feedback and changelogs by their own ids. */
function providerBody(input: ActionInput, values: InputValues): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(input)) {
    const value = values[camelName(key)];
    if (value === undefined || value === null) continue;
    if (field.kind === 'node') body[key] = childId(value as { id: string });
    else if (field.kind === 'list') body[key] = (value as InputValues[]).map((item) => providerBody(field.of, item));
    else if (field.kind === 'object') body[key] = providerBody(field.of, value as InputValues);
    else body[key] = value;
  }
  return body;
}

/** A refusal's field paths in the input's words: `feedback_id` is `feedbackId`, `body.` goes. */
function inInputTerms(error: unknown): unknown {
  if (!(error instanceof ProviderError) || error.items.every((item) => !item.path)) return error;
  const items = error.items.map((item) =>
    item.path ? { ...item, path: item.path.replace(/^body\.?/, '').split('.').map(camelName).join('.') } : item,
  );
  return new ProviderError(error.message, error.status, error.code, items, error.link);
}

const pascal = (id: string) => camelName(id).replace(/^[a-z]/, (c) => c.toUpperCase());
const ACTION_BY_FIELD = new Map(GAME_ACTION_IDS.map((id) => [camelName(id), id]));

const GameActionInput = builder.inputType('GameActionInput', {
  isOneOf: true,
  description: 'One game action, named by its field, with the game and the action\'s own fields (ACT-09)',
  fields: (t) =>
    Object.fromEntries(
      GAME_ACTION_IDS.map((id) => {
        const definition = GAME_ACTIONS[id];
        const Input = builder.inputType(`${pascal(id)}Input`, {
          fields: (f) => ({ gameId: f.globalID({ required: true, for: Game }), ...inputFields(f, definition.input ?? {}) }),
        });
        const timing = definition.async ? 'Asynchronous: the game is disabled until its operation completes (OPS-04).' : 'Synchronous (OPS-05).';
        return [camelName(id), t.field({ type: Input, description: `${definition.description}. ${timing}` })];
      }),
    ),
});

builder.mutationField('gameAction', (t) =>
  t.field({
    type: GameActionPayload,
    description:
      'Runs one game action (ACT-09, BE-ACT-08): the game as it is now and the action\'s operation, done for a synchronous action, pending for an asynchronous one; or the provider\'s refusal with its field errors.',
    authScopes: { signedIn: true },
    errors: { types: [ProviderError], union: { name: 'GameActionResult' }, directResult: true },
    args: { input: t.arg({ type: GameActionInput, required: true }) },
    resolve: async (_root, { input }, context) => {
      // @oneOf: graphql-js has checked that exactly one action is given.
      const [field, values] = Object.entries(input).find(([, value]) => value) ?? [];
      const id = field ? ACTION_BY_FIELD.get(field) : undefined;
      if (!id || !values) throw new ProviderError('Choose one action', 400, 'INVALID_REQUEST');
      const gameId = Number(values.gameId.id);
      try {
        const result = await context.provider.runAction(gameId, id, providerBody(GAME_ACTIONS[id].input ?? {}, values as InputValues));
        gameChanged(context.loaders, result.game);
        return result;
      } catch (error) {
        throw inInputTerms(error);
      }
    },
  }),
);

builder.queryField('operation', (t) =>
  t.field({
    type: Operation,
    nullable: true,
    description: 'One operation, to follow it to its end (OPS-09)',
    authScopes: { signedIn: true },
    args: { operationId: t.arg.string({ required: true }) },
    resolve: async (_root, { operationId }, context) => {
      try {
        return await context.loaders.operations.load(operationId);
      } catch (error) {
        if (error instanceof ProviderError && error.status === 404) return null;
        throw error;
      }
    },
  }),
);

// Tags (TAG): edited one by one or replaced; the rules are the provider's (rules/src/tags.ts).
const TagCategoryEnum = builder.enumType('TagCategory', {
  description: 'TAG-14',
  values: { MECHANIC: { value: 'mechanic' }, THEME: { value: 'theme' }, TOY: { value: 'toy' }, OTHER: { value: 'other' } } as const,
});

const TagInput = builder.inputType('TagInput', {
  fields: (t) => ({
    label: t.string({ required: true }),
    category: t.field({ type: TagCategoryEnum, required: true }),
  }),
});

const TagSearchResult = builder
  .objectRef<{ id: string; label: string; category: string; nb_tagged_games: number }>('TagSearchResult')
  .implement({
    description: 'A tag used on games, with how many (TAG-15)',
    fields: (t) => ({
      label: t.exposeString('label'),
      category: t.exposeString('category'),
      taggedGames: t.exposeInt('nb_tagged_games'),
    }),
  });

builder.queryField('searchTags', (t) =>
  t.field({
    type: [TagSearchResult],
    description: 'Tags used on games, most used first (TAG-18)',
    authScopes: { signedIn: true },
    args: { q: t.arg.string({ required: true }), category: t.arg({ type: TagCategoryEnum }) },
    resolve: (_root, { q, category }, context) => context.provider.searchTags(q, category ?? undefined),
  }),
);

/** After a tag edit the game answers afresh, by its id through the node loader: its tags come from its detail. */
function gameAfterTagEdit(context: GatewayContext, gameId: number): number {
  context.loaders.gameDetails.clear(gameId);
  context.loaders.games.clear(gameId);
  return gameId;
}

builder.mutationFields((t) => ({
  setGameTags: t.field({
    type: Game,
    description: 'Replaces the game\'s tags: lowercased, per category and 6 at most (TAG-05..10, TAG-16)',
    authScopes: { signedIn: true },
    errors: { types: [ProviderError], union: { name: 'SetGameTagsResult' }, directResult: true },
    args: { gameId: t.arg.globalID({ required: true, for: Game }), tags: t.arg({ type: [TagInput], required: true }) },
    resolve: async (_root, { gameId, tags }, context) => {
      await context.provider.setTags(Number(gameId.id), tags);
      return gameAfterTagEdit(context, Number(gameId.id));
    },
  }),
  addGameTag: t.field({
    type: Game,
    description: 'Adds one tag; a duplicate is ignored (TAG-09, TAG-17)',
    authScopes: { signedIn: true },
    errors: { types: [ProviderError], union: { name: 'AddGameTagResult' }, directResult: true },
    args: { gameId: t.arg.globalID({ required: true, for: Game }), tag: t.arg({ type: TagInput, required: true }) },
    resolve: async (_root, { gameId, tag }, context) => {
      await context.provider.addTag(Number(gameId.id), tag);
      return gameAfterTagEdit(context, Number(gameId.id));
    },
  }),
  removeGameTag: t.field({
    type: Game,
    description: 'Removes one tag (TAG-17)',
    authScopes: { signedIn: true },
    errors: { types: [ProviderError], union: { name: 'RemoveGameTagResult' }, directResult: true },
    args: { gameId: t.arg.globalID({ required: true, for: Game }), label: t.arg.string({ required: true }) },
    resolve: async (_root, { gameId, label }, context) => {
      await context.provider.removeTag(Number(gameId.id), label);
      return gameAfterTagEdit(context, Number(gameId.id));
    },
  }),
}));

builder.mutationField('setPublishingManager', (t) =>
  t.field({
    type: Game,
    description:
      'Sets the primary or secondary publishing manager of the game\'s studio (GD-13); the game answers afresh with its studio (GD-16). Needs change_publishing_manager.',
    authScopes: { permission: 'change_publishing_manager' },
    errors: { types: [ProviderError], union: { name: 'SetPublishingManagerResult' }, directResult: true },
    args: {
      gameId: t.arg.globalID({ required: true, for: Game }),
      secondary: t.arg.boolean({ required: true, defaultValue: false }),
      userId: t.arg.int({ description: 'a publishing manager of codifications.publishingManagers; null clears the secondary' }),
    },
    resolve: async (_root, { gameId, secondary, userId }, context) => {
      const id = Number(gameId.id);
      const game = await context.loaders.games.load(id);
      if (!game) throw new ProviderError('This item does not exist or was removed.', 404, 'NOT_FOUND');
      await context.provider.setStudioManager(game.studioId, secondary ? 'secondary' : 'primary', userId ?? null);
      // The game answers afresh with its studio, by its id through the node loader.
      context.loaders.games.clear(id);
      return id;
    },
  }),
);

// Campaign settings (GD-24, GD-28, SUB-BUD): budgets per network and the duration.
export const AdNetworkEnum = builder.enumType('AdNetwork', {
  values: { FACEBOOK: { value: 'facebook' }, SNAPCHAT: { value: 'snapchat' } } as const,
});

interface NetworkBudgetShape {
  network: 'facebook' | 'snapchat';
  budget: number;
  isManuallySet: boolean;
  recommended: Record<string, number>;
}

const NetworkBudget = builder.objectRef<NetworkBudgetShape>('NetworkBudget').implement({
  description: 'A network\'s daily budget in dollars (SUB-BUD-06)',
  fields: (t) => ({
    network: t.field({ type: AdNetworkEnum, resolve: (b) => b.network }),
    budget: t.exposeInt('budget'),
    isManuallySet: t.exposeBoolean('isManuallySet', { description: 'chosen rather than the recommendation for the videos' }),
    recommendedByVideoCount: t.intList({
      description: 'the recommended budget for 1, 2, 3 and 4 videos (SUB-BUD-04)',
      resolve: (b) => Object.keys(b.recommended).sort((x, y) => Number(x) - Number(y)).map((count) => b.recommended[count]!),
    }),
  }),
});

const CampaignSettings = builder.objectRef<ProviderGame>('CampaignSettings').implement({
  description: 'The budget and duration of the game\'s next or running campaign (GD-28, BE-BUD)',
  fields: (t) => ({
    budgets: t.field({
      type: [NetworkBudget],
      resolve: (game) =>
        (['facebook', 'snapchat'] as const).flatMap((network) => {
          const budget = game.dailyBudgetPerAdNetwork[network];
          return budget ? [{ network, ...budget, recommended: game.defaultDailyBudgetPerNbVideos[network] ?? {} }] : [];
        }),
    }),
    minDailyBudget: t.exposeInt('minDailyBudget'),
    maxDailyBudget: t.exposeInt('maxDailyBudget'),
    budgetStep: t.int({ resolve: () => 10 }),
    isBudgetReadOnly: t.exposeBoolean('isBudgetReadOnly'),
    currentCampaignDuration: t.exposeInt('currentCampaignDuration', { description: 'days' }),
    defaultCampaignDuration: t.exposeInt('defaultCampaignDuration'),
    minCampaignDuration: t.exposeInt('minCampaignDuration'),
    maxCampaignDuration: t.exposeInt('maxCampaignDuration'),
    isDurationReadOnly: t.exposeBoolean('isDurationReadOnly'),
    maxAllowedVideos: t.exposeInt('maxAllowedVideos'),
  }),
});

builder.objectField(Game, 'campaignSettings', (t) => t.field({ type: CampaignSettings, resolve: (game) => game }));

builder.mutationFields((t) => ({
  updateDailyBudget: t.field({
    type: Game,
    description: 'Sets a network\'s daily budget in steps of 10 within its bounds (SUB-BUD-07); a running campaign spends it from tomorrow',
    authScopes: { signedIn: true },
    errors: { types: [ProviderError], union: { name: 'UpdateDailyBudgetResult' }, directResult: true },
    args: {
      gameId: t.arg.globalID({ required: true, for: Game }),
      network: t.arg({ type: AdNetworkEnum, required: true }),
      budget: t.arg.int({ required: true }),
    },
    resolve: async (_root, { gameId, network, budget }, context) => {
      const game = await context.provider.updateBudget(Number(gameId.id), network, budget);
      gameChanged(context.loaders, game);
      return game;
    },
  }),
  updateCampaignDuration: t.field({
    type: Game,
    description: 'Sets the campaign duration in days (SUB-BUD-10); needs advanced_campaign_settings_level1 or level2',
    authScopes: { signedIn: true },
    errors: { types: [ProviderError], union: { name: 'UpdateCampaignDurationResult' }, directResult: true },
    args: { gameId: t.arg.globalID({ required: true, for: Game }), days: t.arg.int({ required: true }) },
    resolve: async (_root, { gameId, days }, context) => {
      const game = await context.provider.updateCampaignDuration(Number(gameId.id), days);
      gameChanged(context.loaders, game);
      return game;
    },
  }),
}));
