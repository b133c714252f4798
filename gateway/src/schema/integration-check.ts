// The integration checks of the SDK integration, game building and Facebook setup steps
// (SUB-SDK-03..06, SUB-BUILD-02..04, SUB-FB-10): one mutation running one of the
// provider's checks, answering whether it passed and, when not, each missing condition
// with its error-list message, the check's operation id filled in (SUB-SDK-06). Also
// the keys a build's SDK is set up with and the SDK package (CMS, SUB-SDK-02).
import { fillPlaceholders, INTEGRATION_CHECKS, INTEGRATION_TEST_SUCCESS, type IntegrationCheckId } from '@greenlight/rules';
import { builder } from '../builder';
import { ProviderError } from '../provider/errors';
import { Game } from './game';
import { keysOf, providerEnum } from './provider-enum';

/** The provider's route of each check. */
const CHECK_IDS = {
  ga: 'check_ga_integration',
  adjust: 'check_adjust_integration',
  facebook_configuration: 'check_facebook_configuration',
} as const satisfies Record<string, IntegrationCheckId>;

const IntegrationCheck = providerEnum('IntegrationCheck', keysOf(CHECK_IDS), {
  description: 'An integration check: analytics (GA), attribution (ADJUST) or the Facebook configuration',
  describe: (check) => INTEGRATION_CHECKS[CHECK_IDS[check]].description,
});

interface Problem {
  code: string;
  message: string;
}
interface CheckOutcome {
  ok: boolean;
  operationId: string | null;
  message: string;
  problems: Problem[];
}

const IntegrationProblem = builder.objectRef<Problem>('IntegrationProblem').implement({
  description: 'One missing condition of a failed check',
  fields: (t) => ({
    code: t.exposeString('code', { description: 'its error-list code (SDK_ANALYTICS_NO_EVENTS ...)' }),
    message: t.exposeString('message', { description: 'the error list\'s message, the operation id filled in (SUB-SDK-06)' }),
  }),
});

const IntegrationCheckPayload = builder.objectRef<CheckOutcome>('IntegrationCheckPayload').implement({
  description: 'How an integration check went (SUB-SDK-05/06, SUB-BUILD-04)',
  fields: (t) => ({
    ok: t.exposeBoolean('ok', { description: 'the check passed' }),
    operationId: t.exposeString('operationId', { nullable: true, description: 'the check\'s operation' }),
    message: t.exposeString('message', {
      description: '"Test successful!" when it passed, else the first problem\'s message (or the answer\'s detail)',
    }),
    problems: t.field({ type: [IntegrationProblem], description: 'what is missing; empty when it passed', resolve: (outcome) => outcome.problems }),
  }),
});

builder.mutationField('checkIntegration', (t) =>
  t.field({
    type: IntegrationCheckPayload,
    description:
      'Runs an integration check of the game (SUB-SDK-04, SUB-BUILD-02/03, SUB-FB-10): GA passes once the build\'s analytics events arrived, ADJUST once its attribution events arrived, FACEBOOK_CONFIGURATION when the app id is valid, access was granted and the decryption key (if any) is the registered one. A failed check is {ok: false, problems}; a refusal (not an editor of the game, no such game) is a ProviderError.',
    authScopes: { signedIn: true },
    errors: { types: [ProviderError], union: { name: 'CheckIntegrationResult', description: 'How the check went, or why it was refused' }, directResult: true },
    args: {
      gameId: t.arg.globalID({ required: true, for: Game, description: 'the game\'s global id' }),
      check: t.arg({ type: IntegrationCheck, required: true, description: 'which check to run' }),
    },
    resolve: async (_root, { gameId, check }, context): Promise<CheckOutcome> => {
      try {
        const passed = await context.provider.runIntegrationCheck(Number(gameId.id), CHECK_IDS[check]);
        return { ok: true, operationId: passed.operationId, message: INTEGRATION_TEST_SUCCESS, problems: [] };
      } catch (error) {
        if (!(error instanceof ProviderError) || error.status !== 400 || error.items.length === 0) throw error;
        const errorList = await context.loaders.errorList.load();
        const problems = error.items.map((item) => {
          const known = errorList.get(item.code)?.message;
          return { code: item.code, message: known ? fillPlaceholders(known, { detail: item.detail, ...item.extra }) : item.detail };
        });
        const operationId = error.items.find((item) => typeof item.extra?.operationId === 'string')?.extra?.operationId as string | undefined;
        return { ok: false, operationId: operationId ?? null, message: problems[0]?.message ?? error.message, problems };
      }
    },
  }),
);

builder.objectFields(Game, (t) => ({
  gameAnalyticsGameKey: t.exposeString('gameAnalyticsGameKey', {
    nullable: true,
    description: 'the analytics slot\'s game key the SDK is set up with; null for a caller who may not edit the game',
  }),
  gameAnalyticsSecretKey: t.exposeString('gameAnalyticsSecretKey', {
    nullable: true,
    description: 'the analytics slot\'s secret key, which signs the SDK\'s events; null for a caller who may not edit the game',
  }),
  adjustAppToken: t.exposeString('adjustAppToken', {
    nullable: true,
    description: 'the attribution app token the SDK is set up with (SUB-LINK-21); null for a caller who may not edit the game',
  }),
}));
