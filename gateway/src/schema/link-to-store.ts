// The submission's "Link to store" step (000 §4 "Link to store validation sequence",
// SUB-LINK-18..25): one mutation that runs the Validate sequence against the provider,
// in order, and says whether the step is valid.
//   1. save the store id and bundle id (PUT /games/{id}/store);
//   2. create the analytics slot (create_ga_slot) or assign an existing id (assign_ga_slot);
//   3. set the project id or name the project (PUT /games/{id}/store with them): a failed
//      link is only logged ("Test cannot be linked to a project"), a name error is reported;
//   4. for non-CTR games, fetch the attribution token (GET /v1/game/{id}/adjustToken);
//   5. valid only with the analytics id, the store id (iOS) and bundle id, and no project name error.
// Steps 1, 2 and 4 stop the sequence when they fail. Both analytics actions are
// synchronous on the provider (rules/src/actions.ts), so the slot is there when step 2
// answers, and the web reads it in this payload.
import { fillPlaceholders, type ErrorList } from '@greenlight/rules';
import { builder } from '../builder';
import type { GatewayContext } from '../context';
import { gameChanged } from '../loaders';
import type { GameStoreBody, ProviderGame } from '../provider/client';
import { ProviderError, type ProviderErrorItem } from '../provider/errors';
import { Game } from './game';
import { Project } from './project';

interface LinkToStoreError {
  field: string | null;
  code: string;
  message: string;
}

interface LinkGameToStorePayload {
  game: ProviderGame | null;
  valid: boolean;
  errors: LinkToStoreError[];
}

/** SUB-LINK-24: what is logged when the project link fails. */
export const PROJECT_LINK_FAILED = 'Test cannot be linked to a project';

const LinkGameToStoreInput = builder.inputType('LinkGameToStoreInput', {
  description: 'The Link to store step\'s fields (SUB-LINK-02)',
  fields: (t) => ({
    storeId: t.string({ description: 'iOS: the AppStore ID, 9-10 digits, first non-zero (SUB-LINK-03); Android apps have none' }),
    bundleId: t.string({ required: true, description: 'the bundle id, e.g. com.company.game (SUB-LINK-06..08)' }),
    createAnalyticsSlot: t.boolean({ description: '"create a new analytics slot" ticked (SUB-LINK-19); needs create_ga_slot' }),
    gameAnalyticsId: t.string({
      description: 'an analytics id the platform created, to reuse (SUB-LINK-13/14); wins over createAnalyticsSlot',
    }),
    projectId: t.globalID({ for: Project, description: 'the existing project the game joins (projectForStore\'s answer)' }),
    projectName: t.string({ description: 'the project\'s name, 3 to 25 characters (SUB-LINK-10): renames projectId, else names the game\'s own project' }),
  }),
});

const LinkToStoreErrorType = builder.objectRef<LinkToStoreError>('LinkToStoreError').implement({
  description: 'Why a step of the Validate sequence failed: the input field it is about, the error code, and the error list\'s message with its placeholders filled',
  fields: (t) => ({
    field: t.exposeString('field', { nullable: true, description: 'storeId, bundleId, gameAnalyticsId, createAnalyticsSlot, projectId or projectName; null when about no field' }),
    code: t.exposeString('code', { description: 'the error-list code' }),
    message: t.exposeString('message', { description: 'what the user reads, its placeholders filled (SUB-LINK-25)' }),
  }),
});

const LinkGameToStorePayloadType = builder.objectRef<LinkGameToStorePayload>('LinkGameToStorePayload').implement({
  description: 'The game after the Validate sequence, and whether the step is valid (SUB-LINK-22)',
  fields: (t) => ({
    game: t.field({ type: Game, nullable: true, description: 'the game as the sequence left it; null when the viewer may not see it', resolve: (p) => p.game }),
    valid: t.exposeBoolean('valid', { description: 'the analytics id, the store id (iOS) and the bundle id are set, and no step failed' }),
    errors: t.field({ type: [LinkToStoreErrorType], description: 'why steps failed; empty when none did', resolve: (p) => p.errors }),
  }),
});

const INPUT_FIELDS = new Set(['storeId', 'bundleId', 'gameAnalyticsId', 'projectId', 'projectName']);

/** A provider refusal in the input's words: its items, each with the error list's message (SUB-LINK-25). */
function errorsOf(error: ProviderError, errorList: ErrorList, fallbackField: string | null): LinkToStoreError[] {
  const items: ProviderErrorItem[] = error.items.length > 0 ? error.items : [{ code: error.code, detail: error.message }];
  return items.map((item) => {
    const path = item.path?.replace(/^body\./, '') ?? '';
    const field = INPUT_FIELDS.has(path) ? path : fallbackField;
    const known = errorList.get(item.code);
    // The rules' own messages come as the detail of INVALID_REQUEST (SUB-LINK-03, -08, -10).
    const message =
      item.code === 'INVALID_REQUEST' || !known ? item.detail : fillPlaceholders(known.message, { detail: item.detail, ...item.extra });
    return { field, code: item.code, message };
  });
}

async function runSequence(context: GatewayContext, gameId: number, input: LinkInput): Promise<LinkGameToStorePayload> {
  const errorList = await context.loaders.errorList.load();
  const { provider, loaders } = context;
  const errors: LinkToStoreError[] = [];
  const storeIds: GameStoreBody = { bundleId: input.bundleId, ...(input.storeId ? { storeId: input.storeId } : {}) };
  let game: ProviderGame | null = null;
  const changed = (next: ProviderGame) => {
    game = next;
    gameChanged(loaders, next);
  };
  const stop = async (error: unknown, field: string | null): Promise<LinkGameToStorePayload> => {
    if (!(error instanceof ProviderError)) throw error;
    errors.push(...errorsOf(error, errorList, field));
    return { game: game ?? (await loaders.games.load(gameId).catch(() => null)), valid: false, errors };
  };

  // 1. The store ids.
  try {
    changed(await provider.linkGameToStore(gameId, storeIds));
  } catch (error) {
    return stop(error, null);
  }
  let current = game as unknown as ProviderGame;

  // 2. The analytics slot: an id to reuse, else a new slot when asked and none yet.
  const reuse = input.gameAnalyticsId?.trim();
  try {
    if (reuse && reuse !== current.gameAnalyticsId) {
      changed((await provider.runAction(gameId, 'assign_ga_slot', { gameAnalyticsId: reuse })).game);
    } else if (!reuse && input.createAnalyticsSlot && !current.gameAnalyticsId) {
      changed((await provider.runAction(gameId, 'create_ga_slot', {})).game);
    }
  } catch (error) {
    return stop(error, reuse ? 'gameAnalyticsId' : 'createAnalyticsSlot');
  }
  current = game as unknown as ProviderGame;

  // 3. The project: a name error is the step's; any other failure is only logged (SUB-LINK-24).
  if (input.projectId !== undefined || input.projectName !== undefined) {
    try {
      changed(
        await provider.linkGameToStore(gameId, {
          ...storeIds,
          ...(input.projectId !== undefined ? { projectId: input.projectId } : {}),
          ...(input.projectName !== undefined ? { projectName: input.projectName } : {}),
        }),
      );
    } catch (error) {
      if (!(error instanceof ProviderError)) throw error;
      const nameErrors = errorsOf(error, errorList, null).filter((e) => e.field === 'projectName');
      if (nameErrors.length > 0) errors.push(...nameErrors);
      else console.warn(`${PROJECT_LINK_FAILED} (game ${gameId}, ${error.code}, correlation ${context.correlationId})`);
    }
    current = game as unknown as ProviderGame;
  }

  // 4. The attribution token of a CPI game; the game is read again to carry it.
  if (!current.isCtr) {
    try {
      await provider.adjustToken(gameId);
    } catch (error) {
      return stop(error, null);
    }
    changed(await provider.game(gameId));
    current = game as unknown as ProviderGame;
  }

  // 5. SUB-LINK-22: an Android app has no store id; its bundle id is its store's.
  const linked = Boolean(current.gameAnalyticsId && current.bundleId && (current.platform === 'android' || current.storeId));
  return { game: current, valid: linked && errors.length === 0, errors };
}

interface LinkInput {
  storeId?: string | undefined;
  bundleId: string;
  createAnalyticsSlot?: boolean | undefined;
  gameAnalyticsId?: string | undefined;
  projectId?: number | undefined;
  projectName?: string | undefined;
}

builder.mutationField('linkGameToStore', (t) =>
  t.field({
    type: LinkGameToStorePayloadType,
    description:
      'Validate of the Link to store step (000 §4, SUB-LINK-18..24): saves the store ids, creates or assigns the analytics slot, links the project, fetches the attribution token (non-CTR), and says whether the step is valid. The first failing call stops the sequence and comes back in `errors` (a project link failure is only logged).',
    authScopes: { signedIn: true },
    errors: { types: [ProviderError], union: { name: 'LinkGameToStoreResult', description: 'How the Validate sequence went, or why it was refused' }, directResult: true },
    args: {
      gameId: t.arg.globalID({ required: true, for: Game, description: 'the game\'s global id' }),
      input: t.arg({ type: LinkGameToStoreInput, required: true, description: 'the step\'s fields' }),
    },
    resolve: (_root, { gameId, input }, context) =>
      runSequence(context, Number(gameId.id), {
        bundleId: input.bundleId,
        storeId: input.storeId ?? undefined,
        createAnalyticsSlot: input.createAnalyticsSlot ?? undefined,
        gameAnalyticsId: input.gameAnalyticsId ?? undefined,
        projectId: input.projectId ? Number(input.projectId.id) : undefined,
        projectName: input.projectName ?? undefined,
      }),
  }),
);
