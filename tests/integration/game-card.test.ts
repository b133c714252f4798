// The game card's links, per-network scores and score details through the gateway
// over a real provider (GC-10, GC-15, GC-17, GC-22, GC-23): what a page of the list
// carries, in one provider call, and the rateGame mutation with its typed refusals.
import { findGameIds } from '@greenlight/provider';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { globalId, persistedId, signedInClients } from '../support/graphql-client';
import { DEMO_PASSWORD, startStack, type Stack } from '../support/stack';

let stack: Stack;

beforeAll(async () => {
  stack = await startStack();
});
afterAll(async () => {
  await stack?.close();
});

const as = signedInClients(() => stack.gatewayUrl, DEMO_PASSWORD);

const DIMENSIONS = 'execution balancing artEfficiency progression idea newness systemOne depth';

const CARD_FIELDS = `
  id gameId name platform facebookUrl snapchatUrl
  prototypeRecommendation { recommendation adNetworks { adNetwork adNetworkId score } }
  scoreDetails { ${DIMENSIONS} ratedAt }
`;

interface CardGame {
  id: string;
  gameId: number;
  name: string;
  platform: string;
  facebookUrl: string | null;
  snapchatUrl: string | null;
  prototypeRecommendation: { recommendation: string | null; adNetworks: { adNetwork: string; adNetworkId: number; score: number }[] };
  scoreDetails: Record<string, number | string> | null;
}

const PAGE = `query Page($first: Int!) { games(first: $first) { edges { node { ${CARD_FIELDS} } } } }`;

const RATE = `
  mutation Rate($gameId: ID!, $rating: GameRatingInput!) {
    rateGame(gameId: $gameId, rating: $rating) {
      __typename
      ... on Game { ${CARD_FIELDS} }
      ... on ProviderError { code status message fieldErrors { code path message } }
    }
  }
`;

type RateAnswer = { rateGame: Partial<CardGame> & { __typename: string; code?: string; status?: number; fieldErrors?: { path: string }[] } };

const RATING = { execution: 5, balancing: 4, artEfficiency: 3, progression: 2, idea: 1, newness: 0, systemOne: 4, depth: 3 };

const page = async (email: string, first = 100) =>
  (await (await as(email)).data<{ games: { edges: { node: CardGame }[] } }>(PAGE, { first })).games.edges.map((edge) => edge.node);

describe('the game card through the gateway', () => {
  it('GC-10 GC-15 GC-22 a page of 20 cards with their network links and scores costs one provider call', async () => {
    const client = await as('pm@greenlight.test');
    stack.resetProviderCalls();
    const { games } = await client.data<{ games: { edges: { node: CardGame }[] } }>(PAGE, { first: 20 });
    expect(games.edges).toHaveLength(20);
    expect(stack.providerCalls()).toBe(1);
    const all = await page('pm@greenlight.test');
    const facebook = all.filter((game) => game.facebookUrl);
    expect(facebook.length).toBeGreaterThan(10);
    for (const game of facebook) {
      expect(game.facebookUrl).toMatch(/^https:\/\/business\.facebook\.com\/adsmanager\/manage\/campaigns\?act=\d+&selected_campaign_ids=sim-facebook-\d+$/);
    }
    const snapchat = all.filter((game) => game.snapchatUrl);
    expect(snapchat.length).toBeGreaterThan(0);
    for (const game of snapchat) expect(game.snapchatUrl).toMatch(/^https:\/\/ads\.snapchat\.com\/[0-9a-f-]{36}\/campaigns\/sim-snapchat-\d+$/);
    const scored = all.filter((game) => game.prototypeRecommendation.adNetworks.length > 0);
    expect(scored.length).toBeGreaterThan(5);
    for (const game of scored) {
      expect(game.platform).toBe('ANDROID');
      for (const entry of game.prototypeRecommendation.adNetworks) {
        expect([['FACEBOOK', 1], ['SNAPCHAT', 2]]).toContainEqual([entry.adNetwork, entry.adNetworkId]);
        expect(entry.score).toBeGreaterThanOrEqual(0);
        expect(entry.score).toBeLessThanOrEqual(5);
      }
    }
  });

  it('issue 17 GD-01 the game panel reads the game once (its detail brings its project): 5 calls of its own, and null for a game the viewer may not see', async () => {
    const [gameId] = await findGameIds(stack.database.db, { studioSlug: 'studio-one', status: 'finished', minIterations: 2 }, 1);
    const client = await as('pm@greenlight.test');
    await client.data('{ viewer { id } codifications { countries { id } } }');
    stack.resetProviderCalls();
    const panel = await client.persisted<{ game: { name: string; tags: unknown[] } | null }>(persistedId('GamePanelQuery'), {
      gameId,
      operationId: '',
      watchOperation: false,
    });
    expect(panel.errors).toBeUndefined();
    expect(panel.data?.game?.name).toBeTruthy();
    const paths = stack.providerPaths();
    expect(paths.filter((path) => path.startsWith('GET /games/') && !path.includes('/', 'GET /games/'.length))).toEqual([]);
    expect(paths.filter((path) => path === `GET /v1/my/game/${gameId}`)).toHaveLength(1);
    expect(paths.filter((path) => path.startsWith('GET /projects/'))).toEqual([]);
    // The panel's own calls: the game's detail, its iterations, its next videos, its campaigns' creation,
    // and (issue 43) its benchmark against its genre, a lookup the gateway asks alongside the others.
    // The viewer is kept for the session and the codifications for every signed-in caller (issue 17);
    // the error list is read once a while for everyone.
    expect(paths).not.toContain('GET /v1/me');
    expect(paths.filter((path) => path !== 'GET /error_messages/'), paths.join(', ')).toHaveLength(5);
    expect(paths).toContain(`GET /v1/game/${gameId}/benchmark`);

    const other = await as('lead@studio-two.test');
    const refused = await other.persisted<{ game: unknown }>(persistedId('GamePanelQuery'), { gameId, operationId: '', watchOperation: false });
    expect(refused.errors).toBeUndefined();
    expect(refused.data?.game).toBeNull();
  });

  it('GC-17 answers scoreDetails with view_proto_score only', async () => {
    const pm = await page('pm@greenlight.test');
    const rated = pm.filter((game) => game.scoreDetails !== null);
    expect(rated.length).toBeGreaterThan(5);
    expect(Object.keys(rated[0]!.scoreDetails!).sort()).toEqual([...DIMENSIONS.split(' '), 'ratedAt'].sort());
    const junior = await page('pm2@greenlight.test');
    expect(junior.length).toBe(pm.length);
    expect(junior.every((game) => game.scoreDetails === null)).toBe(true);
    // The rest of the card is the same for both.
    const juniorById = new Map(junior.map((game) => [game.gameId, game]));
    for (const game of rated) {
      expect(juniorById.get(game.gameId)?.prototypeRecommendation).toEqual(game.prototypeRecommendation);
      expect(juniorById.get(game.gameId)?.facebookUrl).toBe(game.facebookUrl);
    }
  });

  it('GC-23 rateGame sets the rating, replaces it, and answers the game', async () => {
    const [id] = await findGameIds(stack.database.db, { studioSlug: 'studio-one', status: 'finished' }, 1);
    const pm = await as('pm@greenlight.test');
    const { rateGame } = await pm.data<RateAnswer>(RATE, { gameId: globalId('Game', id!), rating: RATING });
    expect(rateGame).toMatchObject({ __typename: 'Game', gameId: id, scoreDetails: { ...RATING, ratedAt: stack.clock.now().toISOString() } });
    const again = await pm.data<RateAnswer>(RATE, { gameId: globalId('Game', id!), rating: { ...RATING, newness: 5 } });
    expect(again.rateGame.scoreDetails).toMatchObject({ ...RATING, newness: 5 });
    const read = await pm.data<{ node: CardGame }>(`query G($id: ID!) { node(id: $id) { ... on Game { ${CARD_FIELDS} } } }`, {
      id: globalId('Game', id!),
    });
    expect(read.node.scoreDetails).toMatchObject({ ...RATING, newness: 5 });
  });

  it('GC-23 PERM-29 rate_game: pm2 rates without reading it back; a studio member is refused at the gateway, without a provider call', async () => {
    const [id] = await findGameIds(stack.database.db, { studioSlug: 'studio-one', status: 'in_testing' }, 1);
    const junior = await as('pm2@greenlight.test');
    const rated = await junior.data<RateAnswer>(RATE, { gameId: globalId('Game', id!), rating: RATING });
    expect(rated.rateGame).toMatchObject({ __typename: 'Game', gameId: id, scoreDetails: null });
    const lead = await as('lead@studio-one.test');
    await lead.data('{ viewer { id } }');
    stack.resetProviderCalls();
    const refused = await lead.data<RateAnswer>(RATE, { gameId: globalId('Game', id!), rating: { ...RATING, depth: 0 } });
    expect(refused.rateGame).toMatchObject({ __typename: 'ProviderError', code: 'FORBIDDEN', status: 403 });
    expect(stack.providerCalls()).toBeLessThanOrEqual(1); // the viewer's permissions, at most
    const pm = await as('pm@greenlight.test');
    const read = await pm.data<{ node: CardGame }>(`query G($id: ID!) { node(id: $id) { ... on Game { scoreDetails { depth } } } }`, {
      id: globalId('Game', id!),
    });
    expect(read.node.scoreDetails).toEqual({ depth: RATING.depth });
  });

  it('GC-23 a value outside 0-5 is a typed ProviderError naming the field; a fraction never reaches the provider', async () => {
    const [id] = await findGameIds(stack.database.db, { studioSlug: 'studio-two', status: 'finished' }, 1);
    const pm = await as('pm@greenlight.test');
    const tooHigh = await pm.data<RateAnswer>(RATE, { gameId: globalId('Game', id!), rating: { ...RATING, systemOne: 6 } });
    expect(tooHigh.rateGame).toMatchObject({ __typename: 'ProviderError', code: 'INVALID_REQUEST', status: 400 });
    expect(tooHigh.rateGame.fieldErrors?.[0]?.path).toBe('body.systemOne');
    const negative = await pm.data<RateAnswer>(RATE, { gameId: globalId('Game', id!), rating: { ...RATING, idea: -1 } });
    expect(negative.rateGame.fieldErrors?.[0]?.path).toBe('body.idea');
    stack.resetProviderCalls();
    const fraction = await pm.request(RATE, { gameId: globalId('Game', id!), rating: { ...RATING, depth: 2.5 } });
    expect(fraction.errors?.[0]?.message).toContain('Int cannot represent non-integer value: 2.5');
    expect(stack.providerCalls()).toBe(0);
    const missing = await pm.data<RateAnswer>(RATE, { gameId: globalId('Game', 2_000_000_000), rating: RATING });
    expect(missing.rateGame).toMatchObject({ __typename: 'ProviderError', status: 404 });
  });
});
