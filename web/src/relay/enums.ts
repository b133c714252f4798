// The one place where the gateway's enum values (KILL_GAME, IN_TESTING, FACEBOOK) and
// the ids of rules/ (kill_game, in_testing, facebook) meet. The gateway's values are
// the rules' ids in capitals, so each conversion is typed by TypeScript's own
// Uppercase/Lowercase: an id one side has and the other lacks fails to compile here,
// instead of travelling as a wrong string.
import type {
  AdNetwork,
  ChangelogCategory,
  GameActionId,
  GameRejectionReason,
  GameStatus,
  GameTab,
  ReviewDecision,
  TagCategory,
} from '@greenlight/rules';
import type {
  ChangelogCategory as ChangelogCategoryEnum,
  GameRejectionReason as GameRejectionReasonEnum,
  GameStatus as GameStatusEnum,
} from '../features/game-detail/__generated__/gameActionMutation.graphql';
import type { GameActionId as GameActionEnum } from '../features/game-detail/__generated__/ActionFieldsDialogQuery.graphql';
import type { TagCategory as TagCategoryEnum } from '../features/game-detail/__generated__/GameTagsSearchQuery.graphql';
import type { GameSort, SortOrder } from '../features/games-list/__generated__/HomePageGamesQuery.graphql';

export type { GameActionEnum, GameSort, GameStatusEnum, SortOrder, TagCategoryEnum };
/** The networks of iterations (IterationAdNetwork) and of budgets (AdNetwork): the same two values. */
export type AdNetworkEnum = 'FACEBOOK' | 'SNAPCHAT';
export type PlatformEnum = 'ANDROID' | 'IOS';

// The only casts of this module: a string's case changed is the type's case changed.
const upper = <T extends string>(id: T) => id.toUpperCase() as Uppercase<T>;
const lower = <T extends string>(value: T) => value.toLowerCase() as Lowercase<T>;

export const actionEnum = (id: GameActionId): GameActionEnum => upper(id);
export const actionId = (value: GameActionEnum): GameActionId => lower(value);

export const gameStatusId = (value: GameStatusEnum): GameStatus => lower(value);

/** A board tab (MyGamesTab) as rules name it. */
export const tabId = (value: Uppercase<GameTab>): GameTab => lower(value);

export const tagCategoryEnum = (id: TagCategory): TagCategoryEnum => upper(id);
export const tagCategoryId = (value: TagCategoryEnum): TagCategory => lower(value);

export const networkId = (value: AdNetworkEnum): AdNetwork => lower(value);
export const platformId = (value: PlatformEnum): 'android' | 'ios' => lower(value);

export const changelogCategoryEnum = (id: ChangelogCategory): ChangelogCategoryEnum => upper(id);
export const rejectionReasonEnum = (id: GameRejectionReason): GameRejectionReasonEnum => upper(id);

export const changelogStateId = (value: 'PENDING' | 'REJECTED' | 'VALIDATED') => lower(value);

/** What came of a testing request (Game.reviews, issue 42). */
export const reviewDecisionId = (value: Uppercase<ReviewDecision>): ReviewDecision => lower(value);

export const sortOrderEnum = (order: 'asc' | 'desc'): SortOrder => upper(order);
/** A saved sort's order; anything but ASC reads as the default, descending. */
export const sortOrderId = (value: string): 'asc' | 'desc' => (value === 'ASC' ? 'asc' : 'desc');

/** Every GameSort, so that a value built from a sort field can be checked without a cast. */
const GAME_SORTS: Readonly<Record<GameSort, true>> = {
  BEST_CPI: true,
  BEST_CPNU: true,
  BEST_D1: true,
  BEST_D3_PLAYTIME: true,
  BEST_D3_ROAS: true,
  BEST_D7: true,
  BEST_D14: true,
  BEST_PLAYTIME: true,
  CREATED_AT: true,
  LAST_CPI: true,
  LAST_CPM: true,
  LAST_CPNU: true,
  LAST_D1: true,
  LAST_D3_PLAYTIME: true,
  LAST_D3_ROAS: true,
  LAST_D7: true,
  LAST_D14: true,
  LAST_ITERATION_DATE: true,
  LAST_PLAYTIME: true,
  NAME: true,
};

const isGameSort = (value: string): value is GameSort => Object.hasOwn(GAME_SORTS, value);

/**
 * The gateway's GameSort of one of the provider's sort fields (bestCpi → BEST_CPI,
 * lastD3Roas → LAST_D3_ROAS); null for a field the schema does not sort by.
 */
export function gameSortEnum(field: string): GameSort | null {
  const value = field.replace(/[A-Z]/g, (letter) => `_${letter}`).toUpperCase();
  return isGameSort(value) ? value : null;
}

/** The text as one of `values` (a list of ids), or null when it is none of them. */
export function oneOf<T extends string>(values: readonly T[], value: string | undefined): T | null {
  return values.find((candidate) => candidate === value) ?? null;
}
