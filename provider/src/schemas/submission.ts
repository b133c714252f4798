// Bodies of the submission flow's routes (routes/submission.ts).
import { NAME_MAX, PLATFORMS, SUBMISSION_STEPS } from '@greenlight/rules';
import { Type, type Static } from 'typebox';

// Room for a name with spaces around it; the 3-25 rule itself is checked after trimming, with its message.
const NAME_INPUT_MAX = NAME_MAX * 4;
/** No control characters (NUL included) in a name. */
const PRINTABLE = '^[^\\u0000-\\u001f\\u007f]*$';

const AdNetworkIdList = Type.Array(Type.Integer({ minimum: 1, maximum: 2 }), {
  maxItems: 2,
  description: 'SUB-CREATE-10: 1 Facebook, 2 Snapchat',
});

const setupFields = {
  platform: Type.Optional(Type.Enum(PLATFORMS)),
  isCtr: Type.Optional(Type.Boolean()),
  isManagedByProvider: Type.Optional(Type.Boolean({ description: 'automatic setup; false needs create_dedicated_ad_account_games' })),
  isPublishedInStore: Type.Optional(Type.Boolean({ description: 'ignored for CTR games' })),
  selectedAdNetworkIdList: Type.Optional(AdNetworkIdList),
};

export const CreateGameBody = Type.Object(
  {
    name: Type.String({ maxLength: NAME_INPUT_MAX, pattern: PRINTABLE }),
    ...setupFields,
    platform: Type.Enum(PLATFORMS),
    studioId: Type.Optional(Type.Integer({ minimum: 1, maximum: 2147483647, description: 'needed by a member of several studios' })),
    substatus: Type.Optional(
      Type.String({
        maxLength: 200,
        pattern: PRINTABLE,
        description:
          'SUB-CREATE-16: the first step as the specification\'s dashboard sends it ("createGame", {"current":"create"} or {"done":"create","current":<the next step>}); the server writes {done: "create", current: the next step} itself, and refuses a later step (400, errorList path substatus)',
      }),
    ),
  },
  { additionalProperties: false },
);
export type CreateGameBody = Static<typeof CreateGameBody>;

// Room for any mistyped value to get the rules' own message (SUB-FB-03, SUB-FB-05), bounded.
const FACEBOOK_INPUT_MAX = 256;

/** SUB-FB-04, SUB-FB-06, OP-02: the Facebook setup step's properties; checked with the rules' messages. */
const FacebookSetup = Type.Object(
  {
    appId: Type.Optional(Type.String({ maxLength: FACEBOOK_INPUT_MAX, description: '15 to 17 digits; changing it withdraws the access granted to the former app' })),
    decryptionKey: Type.Optional(Type.String({ maxLength: FACEBOOK_INPUT_MAX, description: '64 lowercase hexadecimal characters; empty clears it' })),
  },
  { additionalProperties: false, minProperties: 1 },
);

export const GameSetupBody = Type.Object(
  {
    ...setupFields,
    snapchatAppName: Type.Optional(
      Type.String({ maxLength: NAME_INPUT_MAX, pattern: PRINTABLE, description: 'SUB-CAMP-07: at most 25 characters; empty clears it' }),
    ),
    competitionId: Type.Optional(
      Type.Union([Type.Integer({ minimum: 1, maximum: 2147483647 }), Type.Null()], {
        description: 'SUB-CAMP-09, SUB-CAMP-16: the current competition, for a game it allows; null: not entered',
      }),
    ),
    inspiredByWebinar: Type.Optional(
      Type.Union([Type.Integer({ minimum: 1, maximum: 2147483647 }), Type.Null()], {
        description: 'SUB-CAMP-19: the recent webinar (recentWebinars) that inspired the game; null: none',
      }),
    ),
    adNetworks: Type.Optional(
      Type.Object(
        { facebook: FacebookSetup },
        { additionalProperties: false, description: 'only for a game using Facebook (ad network 1)' },
      ),
    ),
  },
  { additionalProperties: false, minProperties: 1 },
);
export type GameSetupBody = Static<typeof GameSetupBody>;

export const GameSubstatusBody = Type.Object(
  { substatus: Type.String({ maxLength: 200, description: 'JSON text {done, current}' }) },
  { additionalProperties: false },
);

// Store ids are bounded loosely here: their rules (rules/src/store.ts) answer with their messages.
const STORE_ID_INPUT_MAX = 64;
const BUNDLE_ID_INPUT_MAX = 200;

/** PUT /games/{id}/store (SUB-LINK-18, OP-01, BE-SUB-03/04). */
export const GameStoreBody = Type.Object(
  {
    storeId: Type.Optional(
      Type.String({ maxLength: STORE_ID_INPUT_MAX, description: 'iOS: the AppStore id, 9-10 digits; Android apps have none (absent or empty)' }),
    ),
    bundleId: Type.String({ maxLength: BUNDLE_ID_INPUT_MAX, description: 'the bundle id (package name), e.g. com.company.game' }),
    projectId: Type.Optional(
      Type.Integer({ minimum: 1, maximum: 2147483647, description: 'join this project of the game\'s studio (needs request_game_testing to change project)' }),
    ),
    projectName: Type.Optional(
      Type.String({ maxLength: NAME_INPUT_MAX, pattern: PRINTABLE, description: 'without projectId: the name of the game\'s project, 3 to 25 characters' }),
    ),
  },
  { additionalProperties: false },
);
export type GameStoreBody = Static<typeof GameStoreBody>;

/** POST /simulator/store/apps (Part G): an app the simulated store publishes. */
export const StoreAppBody = Type.Object(
  {
    platform: Type.Enum(PLATFORMS),
    storeId: Type.Optional(Type.String({ maxLength: STORE_ID_INPUT_MAX, description: 'iOS only: the AppStore id, 9-10 digits' })),
    bundleId: Type.String({ maxLength: BUNDLE_ID_INPUT_MAX }),
    name: Type.Optional(Type.String({ minLength: 1, maxLength: 100, pattern: PRINTABLE, description: 'the app\'s name in the store; its bundle id\'s last part by default' })),
  },
  { additionalProperties: false },
);
export type StoreAppBody = Static<typeof StoreAppBody>;

export const StoreApp = Type.Object(
  {
    platform: Type.Enum(PLATFORMS),
    storeId: Type.Union([Type.String(), Type.Null()]),
    bundleId: Type.String(),
    name: Type.String(),
    publishedAt: Type.String({ format: 'date-time' }),
  },
  { $id: 'StoreApp', description: 'An app of the simulated stores\' catalogue' },
);

/** GET /v1/game/{id}/adjustToken (SUB-LINK-21, API-62). */
export const AdjustTokenAnswer = Type.Object({ adjustAppToken: Type.String() });

/** GET /v1/game/{id}/submission (issue 42): the game's steps, each with its state and what it lacks. */
export const GameSubmission = Type.Object(
  {
    steps: Type.Array(
      Type.Object(
        {
          step: Type.Enum(SUBMISSION_STEPS.map((step) => step.id)),
          title: Type.String(),
          number: Type.Integer({ minimum: 1 }),
          state: Type.Enum(['done', 'current', 'disabled'], { description: 'done, the current one (the first step not done), or not reachable yet' }),
          estimate: Type.String({ description: 'SUB-25' }),
          missing: Type.Array(
            Type.Object(
              { field: Type.String({ description: 'the field that holds it: the path of its error' }), message: Type.String() },
              { additionalProperties: false },
            ),
            { description: 'what the step lacks before the flow may pass it; empty when it holds everything' },
          ),
        },
        { additionalProperties: false },
      ),
      { description: 'in order; empty once the game left its submission' },
    ),
  },
  { additionalProperties: false, title: 'GameSubmission' },
);
