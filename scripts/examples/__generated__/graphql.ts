/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
/** The KPIs that carry their interval and verdict (issue 43) */
export type EvidenceKpi =
  | 'CPI'
  | 'CPM'
  | 'CPNU'
  | 'CTR'
  | 'D1'
  | 'D7'
  | 'D14'
  | 'D28'
  | 'INSTALL_RATE'
  | 'IPM'
  | 'PLAYTIME'
  | 'SESSION_LENGTH';

/** The game actions of 001 §4 (ACT-01) */
export type GameActionId =
  | 'ACCEPT_GAME'
  | 'ACCEPT_GAME_WITH_GA'
  | 'ACCEPT_TESTING'
  | 'ADD_GAME_FEEDBACK'
  | 'ARCHIVE_GAME'
  | 'ASSIGN_GA_SLOT'
  | 'CHANGE_GAME_PROJECT'
  | 'CREATE_GA_SLOT'
  | 'DECLINE_TESTING'
  | 'DELETE_GAME_FEEDBACK'
  | 'EXTEND_CAMPAIGN'
  | 'ITERATE_FROM_HISTORY'
  | 'ITERATE_KEEP_CAMPAIGN'
  | 'ITERATE_PAUSE_CAMPAIGN'
  | 'KILL_GAME'
  | 'RECREATE_CAMPAIGN_FACEBOOK'
  | 'REJECT_CHANGELOG'
  | 'REJECT_GAME'
  | 'REJECT_GAME_ITERATION'
  | 'REQUEST_APPLICATION_ACCESS'
  | 'REQUEST_TESTING'
  | 'SET_GAME_GENRES'
  | 'TEST_STUDIO_CAMPAIGN'
  | 'UNLINK_GAME_PROJECT'
  | 'UPDATE_STUDIO_CAMPAIGN'
  | 'VALIDATE_CHANGELOG'
  | 'VALIDATE_GAME';

/** Where a game is in its life: submission, review, testing, then finished or archived (001 §4) */
export type GameStatus =
  | 'ARCHIVED'
  | 'FINISHED'
  | 'IN_TESTING'
  | 'PENDING_REVIEW'
  | 'PENDING_SDK_INTEGRATION'
  | 'PENDING_TESTING';

/** What a KPI was measured on */
export type KpiSampleUnit =
  | 'CLICKS'
  | 'IMPRESSIONS'
  | 'INSTALLS'
  | 'NEW_USERS';

/** What a change since the previous iteration says once noise is accounted for */
export type KpiVerdict =
  /** an improvement, at the confidence level, corrected for the KPIs compared at once (Holm) */
  | 'BETTER'
  /** the change may be noise: more data is needed */
  | 'NOT_KNOWN_YET'
  /** a deterioration, at the confidence level, corrected for the KPIs compared at once (Holm) */
  | 'WORSE';

/** The KPIs the recommendation compares with the launch bars */
export type LaunchBarKpi =
  | 'CPI'
  | 'D1'
  | 'D7';

/** Queued, under way, or ended: SUCCESS, ERROR, or REJECTED before it ran (OPS-08) */
export type OperationStatus =
  | 'ERROR'
  | 'PENDING'
  | 'REJECTED'
  | 'RUNNING'
  | 'SUCCESS';

/** The store a game is built for */
export type Platform =
  | 'ANDROID'
  | 'IOS';

/** Whether the recommendation holds at the viewer's confidence level */
export type RecommendationVerdict =
  /** the deciding bars are met (high potential) or one is missed (low potential) at the confidence level */
  | 'SURE'
  /** a deciding KPI may be either side of its bar: too early to say */
  | 'TOO_EARLY';

export type InTestingGamesQueryVariables = Exact<{
  first: number;
  after?: string | null | undefined;
}>;


export type InTestingGamesQuery = { games: { totalCount: number, pageInfo: { hasNextPage: boolean, endCursor: string | null }, edges: Array<{ node: { gameId: number, name: string, platform: Platform, studio: { name: string }, last: { cpi: number | null, d1: number | null } } }> } };

export type GameToFollowQueryVariables = Exact<{
  gameId: number;
}>;


export type GameToFollowQuery = { game: { id: string, name: string, status: GameStatus } | null };

export type FollowOperationsSubscriptionVariables = Exact<{
  gameIds?: Array<string | number> | string | number | null | undefined;
}>;


export type FollowOperationsSubscription = { gameOperations: { operationId: string, action: GameActionId, status: OperationStatus, message: string, createdAt: string, finishedAt: string | null } };

export type KnownNowQueryVariables = Exact<{
  first: number;
  after?: string | null | undefined;
}>;


export type KnownNowQuery = { viewer: { confidenceLevel: number } | null, games: { totalCount: number, pageInfo: { hasNextPage: boolean, endCursor: string | null }, edges: Array<{ node: { gameId: number, name: string, platform: Platform, recommendation: string | null, studio: { name: string }, iterations: Array<{ number: number, kpis: { spend: number | null, recommendationCheck: { verdict: RecommendationVerdict, deciding: Array<{ kpi: LaunchBarKpi, bar: number, value: number, meets: boolean, confidence: number }> } | null, evidence: Array<{ kpi: EvidenceKpi, value: number, sampleUnit: KpiSampleUnit, interval: { low: number, high: number | null } | null, comparison: { difference: number, ratio: number | null, verdict: KpiVerdict, moreSampleNeeded: number | null } | null }> } }> } }> } };

export class TypedDocumentString<TResult, TVariables>
  extends String
  implements DocumentTypeDecoration<TResult, TVariables>
{
  __apiType?: NonNullable<DocumentTypeDecoration<TResult, TVariables>['__apiType']>;
  private value: string;
  public __meta__?: Record<string, any> | undefined;

  constructor(value: string, __meta__?: Record<string, any> | undefined) {
    super(value);
    this.value = value;
    this.__meta__ = __meta__;
  }

  override toString(): string & DocumentTypeDecoration<TResult, TVariables> {
    return this.value;
  }
}

export const InTestingGamesDocument = new TypedDocumentString(`
    query InTestingGames($first: Int!, $after: String) {
  games(
    first: $first
    after: $after
    sort: NAME
    order: ASC
    filter: {logicalOperator: ALL, children: [{rule: {rule: "status", operator: "=", values: ["in_testing"]}}]}
  ) {
    totalCount
    pageInfo {
      hasNextPage
      endCursor
    }
    edges {
      node {
        gameId
        name
        platform
        studio {
          name
        }
        last {
          cpi
          d1
        }
      }
    }
  }
}
    `) as unknown as TypedDocumentString<InTestingGamesQuery, InTestingGamesQueryVariables>;
export const GameToFollowDocument = new TypedDocumentString(`
    query GameToFollow($gameId: Int!) {
  game(gameId: $gameId) {
    id
    name
    status
  }
}
    `) as unknown as TypedDocumentString<GameToFollowQuery, GameToFollowQueryVariables>;
export const FollowOperationsDocument = new TypedDocumentString(`
    subscription FollowOperations($gameIds: [ID!]) {
  gameOperations(gameIds: $gameIds) {
    operationId
    action
    status
    message
    createdAt
    finishedAt
  }
}
    `) as unknown as TypedDocumentString<FollowOperationsSubscription, FollowOperationsSubscriptionVariables>;
export const KnownNowDocument = new TypedDocumentString(`
    query KnownNow($first: Int!, $after: String) {
  viewer {
    confidenceLevel
  }
  games(
    first: $first
    after: $after
    sort: NAME
    order: ASC
    filter: {logicalOperator: ALL, children: [{rule: {rule: "status", operator: "=", values: ["in_testing"]}}]}
  ) {
    totalCount
    pageInfo {
      hasNextPage
      endCursor
    }
    edges {
      node {
        gameId
        name
        platform
        recommendation
        studio {
          name
        }
        iterations {
          number
          kpis {
            spend
            recommendationCheck {
              verdict
              deciding {
                kpi
                bar
                value
                meets
                confidence
              }
            }
            evidence {
              kpi
              value
              sampleUnit
              interval {
                low
                high
              }
              comparison {
                difference
                ratio
                verdict
                moreSampleNeeded
              }
            }
          }
        }
      }
    }
  }
}
    `) as unknown as TypedDocumentString<KnownNowQuery, KnownNowQueryVariables>;