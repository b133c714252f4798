// What the launcher and the test suites use of the gateway.
export { createGateway, type Gateway, type GatewayOptions } from './server';
export { schema } from './schema';
export { GAME_CARD_FIELDS } from './schema/game';
export { LiveHub, type LiveHubOptions } from './live/hub';
export { MAX_DOCUMENT_TOKENS, MAX_REQUEST_BYTES } from './limits';
export { DEFAULT_RATE_LIMIT_POINTS, operationCost, type PointsBudgetOptions } from './rate-limit';
