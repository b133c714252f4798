// Iterations and their videos over fake loaders: how GET /v1/game/{id} is shaped.
import { encodeGlobalID } from '@pothos/plugin-relay';
import { describe, expect, it } from 'vitest';
import type { ProviderGameIterations, ProviderIteration } from '../provider/client';
import { data, fakeGames, fakeLoader, gameId, providerGame } from '../testing/resolvers';

type Network = NonNullable<ProviderIteration['adNetworks']['facebook']>;
type Video = NonNullable<ProviderIteration['videos']>[number];

const video = (id: number, adNetwork: Video['adNetwork'], rank: number, url: string | null = `/media/${id}`): Video => ({
  id,
  video: url,
  fileName: `clip-${id}.mp4`,
  adNetwork,
  adultContent: false,
  data: { spend: 100 / rank, impressions: 1000, linkClicks: 50, fbInstalls: 20, cpi: 0.3, ctr: 0.05, bestVideo: rank === 1 },
  perf: { rank },
});

const network = (adNetwork: Network['adNetwork'], videos: Video[]): Network => ({
  adNetwork,
  adNetworkId: adNetwork === 'facebook' ? 1 : 2,
  status: 'active',
  campaignError: null,
  restricted: false,
  cpi: adNetwork === 'facebook' ? 0.25 : 0.4,
  videos,
});

const ITERATIONS: ProviderGameIterations = {
  id: 7,
  iterations: [
    {
      iterationId: 32,
      iterationNumber: 2,
      iterationStart: '2026-11-12T00:00:00.000Z',
      iterationEnd: '2026-11-19T00:00:00.000Z',
      createdAt: '2026-11-10T00:00:00.000Z',
      schedulingDetails: 'Starts on Monday',
      cpi: 0.3,
      cpiDiff: -0.05,
      cpiDiffIsBetter: true,
      d1Ret: 0.41,
      fbInstalls: 120,
      linkClicks: 600,
      // The provider lists Snapchat first here; the panel shows Facebook first.
      adNetworks: { snapchat: network('snapchat', [video(2, 'snapchat', 1)]), facebook: network('facebook', [video(1, 'facebook', 1)]) },
      videos: [video(1, 'facebook', 1), video(2, 'snapchat', 2)],
    },
    {
      iterationId: 31,
      iterationNumber: 1,
      iterationStart: '2026-10-01T00:00:00.000Z',
      iterationEnd: '2026-10-08T00:00:00.000Z',
      createdAt: '2026-09-30T00:00:00.000Z',
      schedulingDetails: null,
      adNetworks: { facebook: network('facebook', []) },
      videos: [video(3, 'facebook', 1, '/media/3?v=1')],
    },
  ],
};

const GAME_ITERATIONS = `query ($id: ID!) { node(id: $id) { ... on Game { iterations {
  id number start end schedulingDetails
  kpis { cpi cpiDiff cpiDiffIsBetter d1 installs clicks }
  networks { network campaignStatus kpis { cpi } videos { rank best video { videoId network } } }
  videos { rank video { videoId url downloadUrl } }
} } } }`;

interface Answer {
  node: {
    iterations: {
      id: string;
      number: number;
      start: string;
      end: string | null;
      kpis: Record<string, unknown>;
      networks: { network: string; campaignStatus: string; kpis: { cpi: number }; videos: { rank: number; best: boolean; video: { videoId: number; network: string } }[] }[];
      videos: { rank: number; video: { videoId: number; url: string; downloadUrl: string } }[];
    }[];
  };
}

const loaders = (managed: boolean) => ({
  games: fakeGames(providerGame({ id: 7, isManagedByProvider: managed })),
  gameIterations: fakeLoader({ 7: ITERATIONS }),
});

describe('Game.iterations', () => {
  it('IT-01 answers the iterations newest first with their dates and global KPIs', async () => {
    const { node } = await data<Answer>(GAME_ITERATIONS, { id: gameId(7) }, { loaders: loaders(false) });
    expect(node.iterations.map(({ id, number, start, end }) => ({ id, number, start, end }))).toEqual([
      { id: encodeGlobalID('Iteration', '7:32'), number: 2, start: '2026-11-12T00:00:00.000Z', end: '2026-11-19T00:00:00.000Z' },
      { id: encodeGlobalID('Iteration', '7:31'), number: 1, start: '2026-10-01T00:00:00.000Z', end: '2026-10-08T00:00:00.000Z' },
    ]);
    expect(node.iterations[0]!.kpis).toEqual({ cpi: 0.3, cpiDiff: -0.05, cpiDiffIsBetter: true, d1: 0.41, installs: 120, clicks: 600 });
  });

  it('IT-03 IT-28 VID-02 answers the networks it ran on, Facebook first, each with its KPIs and its ranked videos', async () => {
    const { node } = await data<Answer>(GAME_ITERATIONS, { id: gameId(7) }, { loaders: loaders(false) });
    const [latest, first] = node.iterations;
    expect(latest!.networks).toEqual([
      { network: 'FACEBOOK', campaignStatus: 'ACTIVE', kpis: { cpi: 0.25 }, videos: [{ rank: 1, best: true, video: { videoId: 1, network: 'FACEBOOK' } }] },
      { network: 'SNAPCHAT', campaignStatus: 'ACTIVE', kpis: { cpi: 0.4 }, videos: [{ rank: 1, best: true, video: { videoId: 2, network: 'SNAPCHAT' } }] },
    ]);
    expect(first!.networks.map((n) => n.network)).toEqual(['FACEBOOK']);
    expect(latest!.videos.map((v) => [v.rank, v.video.videoId])).toEqual([
      [1, 1],
      [2, 2],
    ]);
  });

  it('VID-06 VID-07 downloads the original file of a provider-managed game, the video itself otherwise', async () => {
    const managed = await data<Answer>(GAME_ITERATIONS, { id: gameId(7) }, { loaders: loaders(true) });
    expect(managed.node.iterations[0]!.videos[0]!.video).toEqual({ videoId: 1, url: '/media/1', downloadUrl: '/media/1?original' });
    expect(managed.node.iterations[1]!.videos[0]!.video.downloadUrl).toBe('/media/3?v=1&original');
    const studioManaged = await data<Answer>(GAME_ITERATIONS, { id: gameId(7) }, { loaders: loaders(false) });
    expect(studioManaged.node.iterations[0]!.videos[0]!.video.downloadUrl).toBe('/media/1');
  });

  it('IT-27 finds an iteration and a video by their node ids in their game\'s answer; another game\'s is null', async () => {
    const answer = await data<{ iteration: { number: number }; video: { fileName: string }; missing: null; hidden: null }>(
      `query ($iteration: ID!, $video: ID!, $missing: ID!, $hidden: ID!) {
        iteration: node(id: $iteration) { ... on Iteration { number } }
        video: node(id: $video) { ... on Video { fileName } }
        missing: node(id: $missing) { ... on Iteration { number } }
        hidden: node(id: $hidden) { ... on Iteration { number } }
      }`,
      {
        iteration: encodeGlobalID('Iteration', '7:31'),
        video: encodeGlobalID('Video', '7:3'),
        missing: encodeGlobalID('Iteration', '7:99'),
        hidden: encodeGlobalID('Iteration', '8:31'),
      },
      { loaders: loaders(false) },
    );
    expect(answer).toEqual({ iteration: { number: 1 }, video: { fileName: 'clip-3.mp4' }, missing: null, hidden: null });
  });
});
