/* eslint-disable */
import * as types from './graphql';



/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "\n  query InTestingGames($first: Int!, $after: String) {\n    games(\n      first: $first\n      after: $after\n      sort: NAME\n      order: ASC\n      filter: { logicalOperator: ALL, children: [{ rule: { rule: \"status\", operator: \"=\", values: [\"in_testing\"] } }] }\n    ) {\n      totalCount\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      edges {\n        node {\n          gameId\n          name\n          platform\n          studio {\n            name\n          }\n          last {\n            cpi\n            d1\n          }\n        }\n      }\n    }\n  }\n": typeof types.InTestingGamesDocument,
    "\n  query GameToFollow($gameId: Int!) {\n    game(gameId: $gameId) {\n      id\n      name\n      status\n    }\n  }\n": typeof types.GameToFollowDocument,
    "\n  subscription FollowOperations($gameIds: [ID!]) {\n    gameOperations(gameIds: $gameIds) {\n      operationId\n      action\n      status\n      message\n      createdAt\n      finishedAt\n    }\n  }\n": typeof types.FollowOperationsDocument,
    "\n  query KnownNow($first: Int!, $after: String) {\n    viewer {\n      confidenceLevel\n    }\n    games(\n      first: $first\n      after: $after\n      sort: NAME\n      order: ASC\n      filter: { logicalOperator: ALL, children: [{ rule: { rule: \"status\", operator: \"=\", values: [\"in_testing\"] } }] }\n    ) {\n      totalCount\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      edges {\n        node {\n          gameId\n          name\n          platform\n          recommendation\n          studio {\n            name\n          }\n          iterations {\n            number\n            kpis {\n              spend\n              recommendationCheck {\n                verdict\n                deciding {\n                  kpi\n                  bar\n                  value\n                  meets\n                  confidence\n                }\n              }\n              evidence {\n                kpi\n                value\n                sampleUnit\n                interval {\n                  low\n                  high\n                }\n                comparison {\n                  difference\n                  ratio\n                  verdict\n                  moreSampleNeeded\n                }\n              }\n            }\n          }\n        }\n      }\n    }\n  }\n": typeof types.KnownNowDocument,
};
const documents: Documents = {
    "\n  query InTestingGames($first: Int!, $after: String) {\n    games(\n      first: $first\n      after: $after\n      sort: NAME\n      order: ASC\n      filter: { logicalOperator: ALL, children: [{ rule: { rule: \"status\", operator: \"=\", values: [\"in_testing\"] } }] }\n    ) {\n      totalCount\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      edges {\n        node {\n          gameId\n          name\n          platform\n          studio {\n            name\n          }\n          last {\n            cpi\n            d1\n          }\n        }\n      }\n    }\n  }\n": types.InTestingGamesDocument,
    "\n  query GameToFollow($gameId: Int!) {\n    game(gameId: $gameId) {\n      id\n      name\n      status\n    }\n  }\n": types.GameToFollowDocument,
    "\n  subscription FollowOperations($gameIds: [ID!]) {\n    gameOperations(gameIds: $gameIds) {\n      operationId\n      action\n      status\n      message\n      createdAt\n      finishedAt\n    }\n  }\n": types.FollowOperationsDocument,
    "\n  query KnownNow($first: Int!, $after: String) {\n    viewer {\n      confidenceLevel\n    }\n    games(\n      first: $first\n      after: $after\n      sort: NAME\n      order: ASC\n      filter: { logicalOperator: ALL, children: [{ rule: { rule: \"status\", operator: \"=\", values: [\"in_testing\"] } }] }\n    ) {\n      totalCount\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      edges {\n        node {\n          gameId\n          name\n          platform\n          recommendation\n          studio {\n            name\n          }\n          iterations {\n            number\n            kpis {\n              spend\n              recommendationCheck {\n                verdict\n                deciding {\n                  kpi\n                  bar\n                  value\n                  meets\n                  confidence\n                }\n              }\n              evidence {\n                kpi\n                value\n                sampleUnit\n                interval {\n                  low\n                  high\n                }\n                comparison {\n                  difference\n                  ratio\n                  verdict\n                  moreSampleNeeded\n                }\n              }\n            }\n          }\n        }\n      }\n    }\n  }\n": types.KnownNowDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query InTestingGames($first: Int!, $after: String) {\n    games(\n      first: $first\n      after: $after\n      sort: NAME\n      order: ASC\n      filter: { logicalOperator: ALL, children: [{ rule: { rule: \"status\", operator: \"=\", values: [\"in_testing\"] } }] }\n    ) {\n      totalCount\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      edges {\n        node {\n          gameId\n          name\n          platform\n          studio {\n            name\n          }\n          last {\n            cpi\n            d1\n          }\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').InTestingGamesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GameToFollow($gameId: Int!) {\n    game(gameId: $gameId) {\n      id\n      name\n      status\n    }\n  }\n"): typeof import('./graphql').GameToFollowDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription FollowOperations($gameIds: [ID!]) {\n    gameOperations(gameIds: $gameIds) {\n      operationId\n      action\n      status\n      message\n      createdAt\n      finishedAt\n    }\n  }\n"): typeof import('./graphql').FollowOperationsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query KnownNow($first: Int!, $after: String) {\n    viewer {\n      confidenceLevel\n    }\n    games(\n      first: $first\n      after: $after\n      sort: NAME\n      order: ASC\n      filter: { logicalOperator: ALL, children: [{ rule: { rule: \"status\", operator: \"=\", values: [\"in_testing\"] } }] }\n    ) {\n      totalCount\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      edges {\n        node {\n          gameId\n          name\n          platform\n          recommendation\n          studio {\n            name\n          }\n          iterations {\n            number\n            kpis {\n              spend\n              recommendationCheck {\n                verdict\n                deciding {\n                  kpi\n                  bar\n                  value\n                  meets\n                  confidence\n                }\n              }\n              evidence {\n                kpi\n                value\n                sampleUnit\n                interval {\n                  low\n                  high\n                }\n                comparison {\n                  difference\n                  ratio\n                  verdict\n                  moreSampleNeeded\n                }\n              }\n            }\n          }\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').KnownNowDocument;


export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}
