// What can be done on a game (ACT): its actions for the viewer with their reasons
// (Game.actions), the fields an action asks for, and the one gameAction mutation
// whose @oneOf input is built from the rules catalogue (rules/src/actions.ts): its
// payload is the changed game and the operation. Availability is the provider's
// (BE-ACT-01); the gateway shapes and translates.
import {
  actionPresentation,
  camelName,
  GAME_ACTION_IDS,
  GAME_ACTIONS,
  type ActionChoiceName,
  type GameActionId,
  type ActionInput,
  type ActionInputField,
} from '@greenlight/rules';
import type { InputFieldMap } from '@pothos/core';
import { builder, type GatewaySchemaTypesResolved } from '../builder';
import type { GatewayContext } from '../context';
import { gameChanged } from '../loaders';
import type { ProviderActionField, ProviderGame, ProviderOperation } from '../provider/client';
import { ProviderError } from '../provider/errors';
import { Changelog, ChangelogCategory } from './changelog';
import { Feedback } from './feedback';
import { Game, RejectionReason } from './game';
import { GameActionIdEnum } from './game-action-id';
import { Operation } from './operation';


const ActionConfirm = builder.objectRef<{ title: string; body: string }>('ActionConfirm').implement({
  description: 'The prompt confirmed before the action runs (ACT-11..13)',
  fields: (t) => ({ title: t.exposeString('title', { description: 'the question asked' }), body: t.exposeString('body', { description: 'what the action will do' }) }),
});

type ProviderAction = ProviderGame['actions'][number];

/** ACT-38: a reason's message from the error list; an unknown code shows as it is. */
async function reasonMessage(code: string, context: GatewayContext): Promise<string> {
  return (await context.loaders.errorList.load()).get(code)?.message ?? code;
}

const GameAction = builder.objectRef<ProviderAction>('GameAction').implement({
  description: 'One action of a game for the viewer (ACT-02): available when it has no unavailable reason (ACT-03)',
  fields: (t) => ({
    action: t.field({ type: GameActionIdEnum, description: 'which action, as gameAction names it', resolve: (a) => a.id }),
    label: t.exposeString('label', { description: 'the button\'s text' }),
    primary: t.exposeBoolean('primary', { description: 'a button; the others go in the dropdown (ACT-04)' }),
    available: t.boolean({ description: 'it may run now: no unavailable reason (ACT-03)', resolve: (a) => a.unavailableReason === null }),
    unavailableReason: t.exposeString('unavailableReason', { nullable: true, description: 'an error-list code' }),
    unavailableMessage: t.string({
      nullable: true,
      description: 'the reason as the error list words it, or the raw code (ACT-38)',
      resolve: (a, _args, context) => (a.unavailableReason ? reasonMessage(a.unavailableReason, context) : null),
    }),
    confirm: t.field({
      type: ActionConfirm,
      nullable: true,
      description: 'the prompt to confirm before it runs, in the words of the viewer\'s side (issue 42: a studio withdraws its own request); null when none',
      resolve: async (a, _args, context) => {
        if (!GAME_ACTIONS[a.id].studio) return GAME_ACTIONS[a.id].confirm ?? null;
        const viewer = await context.loaders.viewer.load();
        return actionPresentation(a.id, viewer?.userType === 'studio' ? 'studio' : 'publishing').confirm;
      },
    }),
    async: t.boolean({
      description: 'completes later as an operation, the game disabled meanwhile (OPS-04)',
      resolve: (a) => GAME_ACTIONS[a.id].async,
    }),
    needsDialog: t.boolean({ description: 'asks for fields first (GD-21)', resolve: (a) => GAME_ACTIONS[a.id].dialog ?? false }),
  }),
});

builder.objectField(Game, 'actions', (t) =>
  t.field({
    type: [GameAction],
    description: 'what the viewer may do on the game now, by status and permission (BE-ACT-01)',
    resolve: (game) => game.actions,
  }),
);

/** A testing request's review (PA-02, PA-03): what a card of the lists offers besides the panel. */
const REVIEW_ACTIONS: ReadonlySet<GameActionId> = new Set(['accept_testing', 'decline_testing']);

// A list's card (issue 17: read as the provider's narrow card, which holds no actions) offers the
// review of a request waiting for approval: only such a game is read whole, the page's in one call.
builder.objectField(Game, 'reviewActions', (t) =>
  t.field({
    type: [GameAction],
    description:
      'The review of a testing request (PA-02, PA-03, issue 42): accept_testing and decline_testing as `actions` lists them for the viewer, while the game waits for approval; empty otherwise, at no cost. A card of the lists reads it without the whole game: only a game pending approval is read whole, the page\'s in one call',
    // No promise for the others: a page of cards completes without one (game.test.ts).
    resolve: (game, _args, context) =>
      game.status !== 'pending_testing'
        ? []
        : context.loaders.games.load(game.id).then((whole) => (whole?.actions ?? []).filter((action) => REVIEW_ACTIONS.has(action.id))),
  }),
);

const ActionFieldOption = builder
  .objectRef<NonNullable<ProviderActionField['options']>[number]>('ActionFieldOption')
  .implement({
    description: 'A choice of an action\'s field (ACT-10)',
    fields: (t) => ({
      value: t.string({ description: 'its value, as text (an id is a number in text)', resolve: (o) => String(o.value) }),
      label: t.exposeString('label', { description: 'what the page shows' }),
      group: t.exposeString('group', { nullable: true, description: 'the heading it is listed under (a genre category, a network); null when none' }),
    }),
  });

const ActionField = builder.objectRef<ProviderActionField>('ActionField').implement({
  description: 'One field of an action with its current value and choices (ACT-08, ACT-10)',
  fields: (t) => ({
    param: t.exposeString('param', { description: 'the parameter it fills, as the provider names it (project_id, choice ...)' }),
    type: t.exposeString('type', { description: 'string, html, select, integer, integer[] or changelogs' }),
    required: t.exposeBoolean('required', { description: 'the action needs a value for it' }),
    value: t.string({ nullable: true, description: 'the current value, as JSON', resolve: (f) => (f.value === null || f.value === undefined ? null : JSON.stringify(f.value)) }),
    options: t.field({ type: [ActionFieldOption], description: 'its choices (a select\'s, the genres); empty when it has none', resolve: (f) => f.options ?? [] }),
  }),
});

builder.queryField('gameActionFields', (t) =>
  t.field({
    type: [ActionField],
    description: 'The fields a game action asks for: the campaigns to link, the projects to move to, the genres (ACT-08)',
    authScopes: { signedIn: true },
    errors: {
      types: [ProviderError],
      union: { name: 'GameActionFieldsResult', description: 'The action\'s fields, or why they cannot be read' },
      result: { name: 'GameActionFieldsSuccess', description: 'The action\'s fields' },
      dataField: { description: 'the action\'s fields' },
    },
    args: {
      gameId: t.arg.globalID({ required: true, for: Game, description: 'the game\'s global id' }),
      action: t.arg({ type: GameActionIdEnum, required: true, description: 'the action whose fields to read' }),
    },
    resolve: (_root, { gameId, action }, context) => context.loaders.actionFields.load({ gameId: Number(gameId.id), action }),
  }),
);

const GameActionPayload = builder.objectRef<{ game: ProviderGame; operation: ProviderOperation }>('GameActionPayload').implement({
  description: 'The game after the action (disabled while an asynchronous one runs) and its operation',
  fields: (t) => ({
    game: t.field({ type: Game, description: 'the game as it is now', resolve: (p) => p.game }),
    operation: t.field({
      type: Operation,
      description: 'the action\'s operation: done for a synchronous action, pending for an asynchronous one',
      resolve: (p) => p.operation,
    }),
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

/** What the nested inputs and the fields of the catalogue that are not text are, by their catalogue names. */
const INPUT_DESCRIPTIONS: Readonly<Record<string, string>> = {
  CampaignChoice: 'The studio campaign to link, per network (ACT-35)',
  Changelog: 'One changelog entry: what changed in the build (FBK-11)',
  reason: 'why the game is rejected (ACT-18)',
  category: 'what kind of change (FBK-02)',
  project_id: 'the project to move the game to: a Project.projectId of its studio (ACT-36)',
  feedback_id: 'the Feedback\'s global id (FBK-05)',
  changelog_id: 'the Changelog\'s global id (FBK-12)',
  choice: 'the campaign chosen (ACT-35)',
  termsAccepted: 'the terms of the publishing test accepted: needed by a first test, not by an iterating one (SUB-CAMP-04)',
};

/** The input type of a nested shape (a changelog, a campaign choice), made once and shared. */
function nestedInput(name: string, input: ActionInput): NestedInput {
  let ref = nestedInputs.get(name);
  if (!ref) {
    ref = builder.inputType(`${name}Input`, {
      description: INPUT_DESCRIPTIONS[name] ?? 'Part of a game action\'s input',
      fields: (t) => inputFields(t, input),
    }) as NestedInput;
    nestedInputs.set(name, ref);
  }
  return ref;
}

function inputField(t: InputFieldBuilder, field: ActionInputField, key: string): InputFieldMap[string] {
  const description = INPUT_DESCRIPTIONS[key];
  switch (field.kind) {
    case 'text':
      return t.string({ required: field.required, description: `at most ${field.maxLength} characters${field.html ? ' of HTML' : ''}` });
    case 'boolean':
      return t.boolean({ required: field.required, description: description ?? 'yes or no' });
    case 'choice':
      return t.field({ type: CHOICE_ENUMS[field.of], required: true, description: description ?? `one of ${field.of}` });
    case 'integer':
      return t.int({ required: true, description: description ?? 'a whole number' });
    case 'integers':
      return t.intList({ required: true, description: `at most ${field.maxItems}` });
    case 'node':
      return t.globalID({ required: true, for: NODES[field.of], description: description ?? `the ${field.of}'s global id` });
    case 'list':
      return t.field({ type: [nestedInput(field.name, field.of)], required: field.required, description: `at most ${field.maxItems}` });
    case 'object':
      return t.field({ type: nestedInput(field.name, field.of), required: true, description: description ?? INPUT_DESCRIPTIONS[field.name] ?? field.name });
  }
}

function inputFields(t: InputFieldBuilder, input: ActionInput): InputFieldMap {
  return Object.fromEntries(Object.entries(input).map(([key, field]) => [camelName(key), inputField(t, field, key)]));
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
          description: `What the ${camelName(id)} action ("${definition.label}") takes: the game${definition.input ? ' and its own fields' : ''}`,
          fields: (f) => ({
            gameId: f.globalID({ required: true, for: Game, description: 'the game\'s global id' }),
            ...inputFields(f, definition.input ?? {}),
          }),
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
    errors: { types: [ProviderError], union: { name: 'GameActionResult', description: 'The game and the action\'s operation, or why it was refused' }, directResult: true },
    args: { input: t.arg({ type: GameActionInput, required: true, description: 'the one action to run, named by its field' }) },
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
