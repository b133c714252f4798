// Pending approval and campaign creation through the gateway over a real provider
// (PA, SUB-CAMP-20..22, BE-STAT-04/05): Game.campaignCreation while accept testing
// waits for the worker and once it ran, a failed network's words, decline, and who
// may read the creation status (the DEMO.md users).
import { addWaitingVideo, findGameIds } from '@greenlight/provider';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { globalId, signedInClients } from '../support/graphql-client';
import { DEMO_PASSWORD, DEMO_USERS, startStack, type DemoUser, type Stack } from '../support/stack';

let stack: Stack;

beforeAll(async () => {
  stack = await startStack();
});
afterAll(async () => {
  await stack?.close();
});

const as = signedInClients(() => stack.gatewayUrl, DEMO_PASSWORD);

const GAME = `
  query Game($id: ID!) {
    node(id: $id) {
      ... on Game {
        status disabled
        actions { action available unavailableReason unavailableMessage }
        campaignCreation { running operationId iterationNumber networks { network status ready failed error } }
      }
    }
  }
`;

interface CreationNetwork {
  network: string;
  status: string;
  ready: boolean;
  failed: boolean;
  error: string | null;
}
interface GameAnswer {
  node: {
    status: string;
    disabled: boolean;
    actions: { action: string; available: boolean; unavailableReason: string | null; unavailableMessage: string | null }[];
    campaignCreation: { running: boolean; operationId: string | null; iterationNumber: number | null; networks: CreationNetwork[] } | null;
  } | null;
}

const ACTION = `
  mutation Act($input: GameActionInput!) {
    gameAction(input: $input) {
      __typename
      ... on GameActionPayload { game { status disabled } operation { operationId status } }
      ... on ProviderError { code message }
    }
  }
`;
interface ActionAnswer {
  gameAction: { __typename: string; game?: { status: string; disabled: boolean }; operation?: { operationId: string; status: string }; code?: string };
}

async function until<T>(read: () => Promise<T>, done: (value: T) => boolean, what: string): Promise<T> {
  for (let i = 0; i < 100; i++) {
    const value = await read();
    if (done(value)) return value;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`timed out waiting for ${what}`);
}

describe('pending approval through the gateway', () => {
  /** studio-one's two requests waiting for approval: pm@ approves the first, cs@ declines the second. */
  let toApprove: string;
  let toDecline: string;
  beforeAll(async () => {
    const [first, second] = await findGameIds(stack.database.db, { studioSlug: 'studio-one', status: 'pending_testing' }, 2);
    toApprove = globalId('Game', first!);
    toDecline = globalId('Game', second!);
  });

  it('PA-07 PA-03 the studio is not offered approving its own request (its panel says it is done), and may decline it', async () => {
    const game = toApprove;
    const lead = await as('lead@studio-one.test');
    const seen = await lead.data<GameAnswer>(GAME, { id: game });
    expect(seen.node!.actions.find((a) => a.action === 'ACCEPT_TESTING')).toBeUndefined();
    // A studio withdraws its own request (our reading: decline needs request_game_testing).
    expect(seen.node!.actions.find((a) => a.action === 'DECLINE_TESTING')).toMatchObject({ available: true });
  });

  it('PA-02 PA-06 SUB-CAMP-20 SUB-CAMP-22 BE-STAT-04 pm@ approves: the networks are CREATING while the operation waits, then ready and the game In testing', async () => {
    const pm = await as('pm@greenlight.test');
    const game = toApprove;
    const before = await pm.data<GameAnswer>(GAME, { id: game });
    expect(before.node!.actions.find((a) => a.action === 'ACCEPT_TESTING')).toMatchObject({ available: true, unavailableReason: null });

    const release = await stack.holdOperations();
    let operationId: string;
    try {
      const accepted = await pm.data<ActionAnswer>(ACTION, { input: { acceptTesting: { gameId: game } } });
      expect(accepted.gameAction).toMatchObject({ __typename: 'GameActionPayload', game: { disabled: true }, operation: { status: 'PENDING' } });
      operationId = accepted.gameAction.operation!.operationId;
      const waiting = await pm.data<GameAnswer>(GAME, { id: game });
      expect(waiting.node!.campaignCreation).toMatchObject({ running: true, operationId });
      // Meanwhile approving again is refused with another reason: shown as an error (PA-06).
      expect(waiting.node!.actions.find((a) => a.action === 'ACCEPT_TESTING')).toMatchObject({
        available: false,
        unavailableReason: 'GAME_OPERATION_ONGOING',
        unavailableMessage: 'There are ongoing operations on this game. Please wait until they end.',
      });
      expect(waiting.node!.campaignCreation!.networks.length).toBeGreaterThan(0);
      for (const network of waiting.node!.campaignCreation!.networks) {
        expect(network).toMatchObject({ status: 'CREATING', ready: false, failed: false, error: null });
      }
    } finally {
      release();
    }
    const done = await until(() => pm.data<GameAnswer>(GAME, { id: game }), (answer) => !answer.node!.disabled, 'the approval');
    expect(done.node!.status).toBe('IN_TESTING');
    expect(done.node!.campaignCreation).toMatchObject({ running: false, operationId: null });
    // studio-one's requests run on both networks, Facebook first.
    expect(done.node!.campaignCreation!.networks.map((n) => n.network)).toEqual(['FACEBOOK', 'SNAPCHAT']);
    for (const network of done.node!.campaignCreation!.networks) {
      expect(network).toMatchObject({ status: 'ACTIVE', ready: true, failed: false, error: null });
    }
  });

  it('PA-03 BE-STAT-05 issue 42 cs@ declines a request with its reason: the game is back in progress for its studio', async () => {
    const cs = await as('cs@greenlight.test');
    const game = toDecline;
    const refused = await cs.data<ActionAnswer>(ACTION, { input: { declineTesting: { gameId: game } } });
    expect(refused.gameAction).toMatchObject({ __typename: 'ProviderError' });
    const declined = await cs.data<ActionAnswer>(ACTION, { input: { declineTesting: { gameId: game, reason: 'The videos show no gameplay.' } } });
    expect(declined.gameAction).toMatchObject({ __typename: 'GameActionPayload', game: { status: 'PENDING_SDK_INTEGRATION' }, operation: { status: 'SUCCESS' } });
    const lead = await as('lead@studio-one.test');
    expect((await lead.data<GameAnswer>(GAME, { id: game })).node!.status).toBe('PENDING_SDK_INTEGRATION');
  });

  it('SUB-CAMP-21 a network that refused the campaign answers its words beside the one that runs', async () => {
    const pm = await as('pm@greenlight.test');
    const [row] = (
      (await stack.database.db.execute(sql`
        select c.game_id from campaigns c join games g on g.id = c.game_id
         where g.status = 'in_testing' and c.status = 'campaign_creation_failed' order by c.game_id limit 1`)) as unknown as {
        rows: { game_id: number }[];
      }
    ).rows;
    const answer = await pm.data<GameAnswer>(GAME, { id: globalId('Game', row!.game_id) });
    expect(answer.node!.campaignCreation).toEqual({
      running: false,
      operationId: null,
      iterationNumber: expect.any(Number),
      networks: [
        { network: 'FACEBOOK', status: 'CAMPAIGN_CREATION_FAILED', ready: false, failed: true, error: 'The ad account reached its campaign limit' },
        { network: 'SNAPCHAT', status: 'ACTIVE', ready: true, failed: false, error: null },
      ],
    });
  });

});

/** Who reads a studio-one game's campaign creation: every DEMO.md user who sees the game; the others see no game. */
const READERS: Record<DemoUser, boolean> = {
  'admin@greenlight.test': true,
  'pm@greenlight.test': true,
  'pm2@greenlight.test': true,
  'cs@greenlight.test': true,
  'lead@studio-one.test': true,
  'games@studio-one.test': true,
  'own@studio-one.test': true,
  'dev@studio-one.test': true,
  'manager@studio-one.test': true,
  'lead@studio-two.test': false,
  'learner@studio-three.test': false,
};

describe('the review of a request\'s videos through the gateway (ACT-19)', () => {
  const VIDEOS = `query Videos($id: ID!) { node(id: $id) { ... on Game { nextIterationVideos { id fileName network review reviewReason } } } }`;
  const REVIEW = `
    mutation Review($videoId: ID!, $decision: VideoReviewStatus!, $reason: String) {
      reviewSubmissionVideo(videoId: $videoId, decision: $decision, reason: $reason) {
        __typename
        ... on SubmissionVideo { review reviewReason }
        ... on ProviderError { code message }
      }
    }
  `;
  const NOTIFIED = `{ viewer { latestNotifications { type content relatedGameId } } }`;
  interface Videos {
    node: { nextIterationVideos: { id: string; fileName: string; network: string; review: string; reviewReason: string | null }[] } | null;
  }

  it('ACT-19 pm@ rejects a video with a reason: lead@ reads it on the video and in the bell; the studio cannot review; a reason is required', async () => {
    // A studio-one game of its own waiting for approval, with one Facebook video.
    const [id] = await findGameIds(stack.database.db, { studioSlug: 'studio-one', status: 'pending_sdk_integration' }, 1);
    await stack.database.db.execute(sql`update games set status = 'pending_testing' where id = ${id!}`);
    await addWaitingVideo(stack.database.db, id!, 'facebook', stack.clock.now());
    const game = globalId('Game', id!);
    const pm = await as('pm@greenlight.test');
    const lead = await as('lead@studio-one.test');
    const [video] = (await lead.data<Videos>(VIDEOS, { id: game })).node!.nextIterationVideos;
    expect(video).toMatchObject({ network: 'FACEBOOK', review: 'PENDING', reviewReason: null });

    const byStudio = await lead.data<{ reviewSubmissionVideo: { __typename: string; code?: string } }>(REVIEW, { videoId: video!.id, decision: 'ACCEPTED' });
    expect(byStudio.reviewSubmissionVideo).toMatchObject({ __typename: 'ProviderError', code: 'FORBIDDEN' });
    const noReason = await pm.data<{ reviewSubmissionVideo: { __typename: string; message?: string } }>(REVIEW, { videoId: video!.id, decision: 'REJECTED' });
    expect(noReason.reviewSubmissionVideo).toEqual({ __typename: 'ProviderError', code: 'INVALID_REQUEST', message: expect.stringContaining('Say why the video is rejected: the studio reads it.') });

    const rejected = await pm.data<{ reviewSubmissionVideo: unknown }>(REVIEW, { videoId: video!.id, decision: 'REJECTED', reason: 'The video shows no gameplay.' });
    expect(rejected.reviewSubmissionVideo).toEqual({ __typename: 'SubmissionVideo', review: 'REJECTED', reviewReason: 'The video shows no gameplay.' });
    // The other side: the studio lead reads the review on the video and is told.
    expect((await lead.data<Videos>(VIDEOS, { id: game })).node!.nextIterationVideos[0]).toMatchObject({ review: 'REJECTED', reviewReason: 'The video shows no gameplay.' });
    type Bell = { viewer: { latestNotifications: { type: string; content: string; relatedGameId: number | null }[] } };
    const told = await until(
      () => lead.data<Bell>(NOTIFIED),
      (answer) => answer.viewer.latestNotifications.some((entry) => entry.type === 'GAME_VIDEO_REJECTED' && entry.relatedGameId === id),
      'the rejection notification',
    );
    expect(told.viewer.latestNotifications.find((entry) => entry.type === 'GAME_VIDEO_REJECTED')!.content).toContain('“The video shows no gameplay.”');
    // The reviewer is not told of their own move.
    const own = await pm.data<Bell>(NOTIFIED);
    expect(own.viewer.latestNotifications.some((entry) => entry.type === 'GAME_VIDEO_REJECTED' && entry.relatedGameId === id)).toBe(false);
  });
});

describe('who may read the campaign creation (SUB-CAMP-20, BE-PERM)', () => {
  it.each(DEMO_USERS.map((email) => [email, READERS[email]] as const))('%s reads it: %s', async (email, reads) => {
    const [id] = await findGameIds(stack.database.db, { studioSlug: 'studio-one', status: 'in_testing', minIterations: 1 }, 1);
    const client = await as(email);
    const answer = await client.request<GameAnswer>(GAME, { id: globalId('Game', id!) });
    expect(answer.errors).toBeUndefined();
    if (reads) expect(answer.data?.node?.campaignCreation?.networks.length).toBeGreaterThan(0);
    else expect(answer.data?.node ?? null).toBeNull();
  });
});
