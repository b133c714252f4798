// A game's iterations through the gateway over a real provider (IT, CH, VID): the
// panel reads them with the game, its actions and feedback in at most 5 provider calls.
import { findGameIds } from '@greenlight/provider';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { globalId, signedInClients } from '../support/graphql-client';
import { DEMO_PASSWORD, startStack, type Stack } from '../support/stack';

let stack: Stack;

beforeAll(async () => {
  stack = await startStack();
});
afterAll(async () => {
  await stack?.close();
});

const as = signedInClients(() => stack.gatewayUrl, DEMO_PASSWORD);

const PANEL = `
  query Panel($id: ID!) {
    node(id: $id) {
      ... on Game {
        name disabled
        actions { action available }
        feedbacks { id }
        tags { id label category }
        iterations {
          id iterationId number start end
          kpis { cpi cpnu d1 d7 installs clicks spend score recommendation cpiDiff cpiDiffIsBetter }
          networks { network restricted campaignStatus kpis { cpi cpnu d1 installs } videos { rank best video { id videoId fileName downloadUrl numbers { spend installs } } } }
          videos { rank best video { id videoId network numbers { spend } } }
          chartData { cpi { studioAverage daily { date value installs } } cpnu { studioAverage } d1 { daily { value } } }
        }
      }
    }
  }
`;

interface Kpis {
  cpi: number | null;
  cpnu: number | null;
  d1: number | null;
  installs: number | null;
}
interface PanelAnswer {
  node: {
    name: string;
    tags: { id: string; label: string; category: string }[];
    iterations: {
      id: string;
      iterationId: number;
      number: number;
      start: string;
      end: string | null;
      kpis: Kpis & { spend: number | null; cpiDiff: number | null; cpiDiffIsBetter: boolean | null };
      networks: {
        network: string;
        restricted: boolean;
        kpis: Kpis;
        videos: { rank: number; best: boolean; video: { id: string; videoId: number; fileName: string; downloadUrl: string | null; numbers: { spend: number; installs: number } } }[];
      }[];
      videos: { rank: number; best: boolean; video: { id: string; videoId: number; network: string; numbers: { spend: number } } }[];
      chartData: { cpi: { studioAverage: number | null; daily: { date: string }[] } | null; cpnu: unknown } | null;
    }[];
  };
}

describe('iterations through the gateway', () => {
  it('IT-01 IT-11 IT-28 VID-02 GD-17 a game\'s iterations come newest first with networks, ranked videos and diffs, in at most 5 provider calls', async () => {
    const pm = await as('pm@greenlight.test');
    const [id] = await findGameIds(stack.database.db, { studioSlug: 'studio-one', status: 'finished', minIterations: 2 }, 1);
    expect(id).toBeDefined();
    stack.resetProviderCalls();
    const { node } = await pm.data<PanelAnswer>(PANEL, { id: globalId('Game', id!) });
    expect(stack.providerCalls()).toBeLessThanOrEqual(5);

    const numbers = node.iterations.map((iteration) => iteration.number);
    expect(numbers.length).toBeGreaterThanOrEqual(2);
    expect(numbers).toEqual([...numbers].sort((a, b) => b - a));
    const [newest, previous] = node.iterations;
    expect(newest!.kpis.cpiDiff).toBeCloseTo(newest!.kpis.cpi! - previous!.kpis.cpi!, 2);
    expect(newest!.kpis.cpiDiffIsBetter).toBe(newest!.kpis.cpiDiff! < 0);

    for (const network of newest!.networks) {
      const spends = network.videos.map(({ video }) => video.numbers.spend);
      expect(spends).toEqual([...spends].sort((a, b) => b - a));
      expect(network.videos.map(({ rank }) => rank)).toEqual(network.videos.map((_video, index) => index + 1));
      expect(network.videos.filter(({ best }) => best).length).toBeLessThanOrEqual(1);
    }
    // A video is one node: the same numbers in its network's list and in the iteration's.
    for (const { video } of newest!.videos) {
      const inNetwork = newest!.networks.flatMap((network) => network.videos).find((entry) => entry.video.id === video.id);
      expect(inNetwork?.video.numbers.spend).toBe(video.numbers.spend);
    }
    const installs = newest!.networks.reduce((sum, network) => sum + (network.kpis.installs ?? 0), 0);
    expect(newest!.kpis.installs).toBe(installs);
    expect(newest!.chartData?.cpi?.daily.length).toBeGreaterThan(0);

    // node(id) finds the iteration again through its global id.
    const again = await pm.data<{ node: { number: number } | null }>(
      'query One($id: ID!) { node(id: $id) { ... on Iteration { number } } }',
      { id: newest!.id },
    );
    expect(again.node?.number).toBe(newest!.number);

    // So do a video and a tag.
    const [{ video }] = newest!.videos as [PanelAnswer['node']['iterations'][number]['videos'][number]];
    const found = await pm.data<{ node: { videoId: number; fileName: string; numbers: { spend: number } } | null }>(
      'query One($id: ID!) { node(id: $id) { ... on Video { videoId fileName numbers { spend } } } }',
      { id: video.id },
    );
    expect(found.node).toMatchObject({ videoId: video.videoId, numbers: { spend: video.numbers.spend } });
    const [tag] = node.tags;
    expect(tag).toBeDefined();
    const tagged = await pm.data<{ node: { label: string; category: string } | null }>(
      'query One($id: ID!) { node(id: $id) { ... on Tag { label category } } }',
      { id: tag!.id },
    );
    expect(tagged.node).toEqual({ label: tag!.label, category: tag!.category });
  });

  it('issue 43: each side reads every KPI with its interval and verdict at its own confidence level, changed in the profile', async () => {
    const EVIDENCE = `
      query Evidence($id: ID!) {
        viewer { confidenceLevel }
        node(id: $id) { ... on Game { iterations { number kpis { cpi d1 evidence {
          kpi value sample sampleUnit dispersion interval { low high level }
          comparison { difference ratio scale interval { low high level } pValue adjustedPValue verdict moreSampleNeeded }
        } } } } }
      }`;
    interface Evidence {
      kpi: string;
      value: number;
      sample: number;
      sampleUnit: string;
      dispersion: number;
      interval: { low: number; high: number | null; level: number } | null;
      comparison: { difference: number; ratio: number | null; scale: string; interval: { low: number; high: number | null; level: number }; adjustedPValue: number; pValue: number; verdict: string; moreSampleNeeded: number | null } | null;
    }
    type Answer = { viewer: { confidenceLevel: number }; node: { iterations: { number: number; kpis: { cpi: number | null; d1: number | null; evidence: Evidence[] } }[] } };
    const SET = `mutation Set($level: Float!) { setConfidenceLevel(level: $level) {
      __typename ... on ViewerPayload { viewer { confidenceLevel } } ... on ProviderError { code fieldErrors { path message } } } }`;
    type SetAnswer = { setConfidenceLevel: { __typename: string; viewer?: { confidenceLevel: number }; code?: string; fieldErrors?: { path: string }[] } };

    const [id] = await findGameIds(stack.database.db, { studioSlug: 'studio-one', status: 'finished', isCtr: false, minIterations: 2 }, 1);
    const pm = await as('pm@greenlight.test');
    const lead = await as('lead@studio-one.test');
    const read = async (client: typeof pm) => client.data<Answer>(EVIDENCE, { id: globalId('Game', id!) });

    const before = await read(lead);
    expect(before.viewer.confidenceLevel).toBe(0.95);
    const [newest, previous] = before.node.iterations;
    const cpi = newest!.kpis.evidence.find((e) => e.kpi === 'CPI')!;
    expect(cpi).toMatchObject({ sampleUnit: 'INSTALLS', interval: { level: 0.95 } });
    expect(cpi.value).toBeCloseTo(newest!.kpis.cpi!, 10);
    expect(cpi.interval!.low).toBeLessThan(cpi.value);
    expect(cpi.dispersion).toBeGreaterThanOrEqual(1);
    // Every change against the iteration before has a verdict that agrees with its interval.
    for (const item of newest!.kpis.evidence) {
      const c = item.comparison!;
      expect(c, item.kpi).not.toBeNull();
      const noChange = c.scale === 'RATIO' ? 1 : 0;
      const excludes = c.interval.low > noChange || (c.interval.high !== null && c.interval.high < noChange);
      if (c.verdict !== 'NOT_KNOWN_YET') expect(excludes, item.kpi).toBe(true);
      expect(c.verdict === 'NOT_KNOWN_YET').toBe(c.adjustedPValue >= 0.05 || c.difference === 0);
    }
    expect(previous!.kpis.evidence.every((e) => e.comparison === null || e.comparison.interval.level === 0.95)).toBe(true);

    // The studio lead asks for 99%: their intervals widen; the PM's stay at 95%.
    const set = await lead.data<SetAnswer>(SET, { level: 0.99 });
    expect(set.setConfidenceLevel).toEqual({ __typename: 'ViewerPayload', viewer: { confidenceLevel: 0.99 } });
    const wider = await read(lead);
    const cpi99 = wider.node.iterations[0]!.kpis.evidence.find((e) => e.kpi === 'CPI')!;
    expect(cpi99.interval!.level).toBe(0.99);
    expect(cpi99.interval!.high! - cpi99.interval!.low).toBeGreaterThan(cpi.interval!.high! - cpi.interval!.low);
    const pmView = await read(pm);
    expect(pmView.viewer.confidenceLevel).toBe(0.95);
    expect(pmView.node.iterations[0]!.kpis.evidence.find((e) => e.kpi === 'CPI')!.interval!.level).toBe(0.95);

    // Another level is refused with a typed error, and the choice stays as it was.
    const refused = await lead.data<SetAnswer>(SET, { level: 0.5 });
    expect(refused.setConfidenceLevel).toMatchObject({ __typename: 'ProviderError', code: 'INVALID_REQUEST' });
    expect((await read(lead)).viewer.confidenceLevel).toBe(0.99);
    await lead.data<SetAnswer>(SET, { level: 0.95 });
  });

  it('issue 43: a recommendation that compares KPIs with the launch bars says how sure it is, and only such a one', async () => {
    const CHECK = `
      query Check($id: ID!) {
        node(id: $id) { ... on Game { recommendation iterations { kpis { spend recommendation recommendationCheck {
          verdict level deciding { kpi bar value meets confidence interval { low high } }
        } } } } }
      }`;
    type Check = { verdict: string; level: number; deciding: { kpi: string; bar: number; value: number; meets: boolean; confidence: number }[] };
    type Answer = { node: { recommendation: string | null; iterations: { kpis: { spend: number | null; recommendation: string | null; recommendationCheck: Check | null } }[] } };
    const pm = await as('pm@greenlight.test');
    const ids = await findGameIds(stack.database.db, { isCtr: false, minIterations: 1 }, 40);
    const seen = new Set<string>();
    for (const id of ids) {
      const { node } = await pm.data<Answer>(CHECK, { id: globalId('Game', id) });
      const latest = node.iterations.find((iteration) => iteration.kpis.spend !== null);
      if (!latest) continue;
      // The check reads the same iteration as the game's recommendation.
      expect(latest.kpis.recommendation).toBe(node.recommendation);
      const check = latest.kpis.recommendationCheck;
      const compares = node.recommendation === 'high potential' || node.recommendation === 'low potential (low proto score)';
      expect(check !== null, `${id}: ${node.recommendation}`).toBe(compares);
      if (!check) continue;
      seen.add(`${node.recommendation}/${check.verdict}`);
      expect(check.level).toBe(0.95);
      const sure = (bar: Check['deciding'][number]) => bar.confidence >= 0.95;
      if (node.recommendation === 'high potential') {
        expect(check.deciding.every((bar) => bar.meets)).toBe(true);
        expect(check.verdict === 'SURE').toBe(check.deciding.every(sure));
      } else {
        expect(check.deciding.every((bar) => !bar.meets)).toBe(true);
        expect(check.verdict === 'SURE').toBe(check.deciding.some(sure));
      }
    }
    // The demo data holds low potentials both sure and too early to say.
    expect([...seen]).toEqual(expect.arrayContaining(['low potential (low proto score)/SURE', 'low potential (low proto score)/TOO_EARLY']));
  });

  it('issue 43: a game reads where each KPI stands among its genre\'s tested games and all games, as the database computed it', async () => {
    const BENCHMARK = `
      query Benchmark($id: ID!) {
        node(id: $id) { ... on Game { last { cpi d1 } benchmark {
          kpi value genre percentile gamesCompared percentileAll gamesComparedAll
          genreDistribution { low q1 median q3 high } allDistribution { low q1 median q3 high }
        } } }
      }`;
    type Box = { low: number; q1: number; median: number; q3: number; high: number };
    type Answer = {
      node: {
        last: { cpi: number | null; d1: number | null };
        benchmark: { kpi: string; value: number; genre: string | null; percentile: number | null; gamesCompared: number | null; percentileAll: number; gamesComparedAll: number; genreDistribution: Box | null; allDistribution: Box }[];
      } | null;
    };
    const [id] = await findGameIds(stack.database.db, { studioSlug: 'studio-one', status: 'finished', isCtr: false, minIterations: 1 }, 1);
    const pm = await as('pm@greenlight.test');
    const { node } = await pm.data<Answer>(BENCHMARK, { id: globalId('Game', id!) });
    const cpi = node!.benchmark.find((k) => k.kpi === 'CPI')!;
    expect(cpi.value).toBeCloseTo(node!.last.cpi!, 10);
    expect(node!.benchmark.map((k) => k.kpi)).toContain('CPNU');
    for (const k of node!.benchmark) {
      expect(k.percentileAll).toBeGreaterThanOrEqual(0);
      expect(k.percentileAll).toBeLessThanOrEqual(100);
      const { low, q1, median, q3, high } = k.allDistribution;
      expect([low, q1, median, q3, high]).toEqual([low, q1, median, q3, high].sort((a, b) => a - b));
      if (k.genre !== null) {
        expect(k.gamesCompared!).toBeLessThanOrEqual(k.gamesComparedAll);
        expect(k.percentile).not.toBeNull();
        expect(k.genreDistribution).not.toBeNull();
      }
    }
    // Lower CPI is better: a CPI above the median of all games is better than fewer than half of them.
    expect(cpi.value > cpi.allDistribution.median).toBe(cpi.percentileAll < 50);

    // pm2@ (no view_cpnu) reads no CPNU; another studio's lead reads nothing of the game.
    const pm2 = await as('pm2@greenlight.test');
    expect((await pm2.data<Answer>(BENCHMARK, { id: globalId('Game', id!) })).node!.benchmark.map((k) => k.kpi)).not.toContain('CPNU');
    const stranger = await as('lead@studio-two.test');
    expect((await stranger.data<Answer>(BENCHMARK, { id: globalId('Game', id!) })).node).toBeNull();
  });

  it('IT-05 CH-06 pm2@ (no view_cpnu) reads no CPNU, globally, per network nor in the chart data', async () => {
    const pm2 = await as('pm2@greenlight.test');
    const [id] = await findGameIds(stack.database.db, { studioSlug: 'studio-one', status: 'finished', minIterations: 1 }, 1);
    const { node } = await pm2.data<PanelAnswer>(PANEL, { id: globalId('Game', id!) });
    const newest = node.iterations[0]!;
    expect(newest.kpis.cpi).not.toBeNull();
    expect(newest.kpis.cpnu).toBeNull();
    expect(newest.networks.every((network) => network.kpis.cpnu === null)).toBe(true);
    expect(newest.chartData?.cpnu ?? null).toBeNull();
  });

  it('IT-21 an iOS game\'s network tabs are restricted: no per-network retention nor CPNU', async () => {
    const pm = await as('pm@greenlight.test');
    const [id] = await findGameIds(stack.database.db, { platform: 'ios', status: 'finished', minIterations: 1 }, 1);
    expect(id).toBeDefined();
    const { node } = await pm.data<PanelAnswer>(PANEL, { id: globalId('Game', id!) });
    const newest = node.iterations[0]!;
    expect(newest.networks.length).toBeGreaterThan(0);
    for (const network of newest.networks) {
      expect(network.restricted).toBe(true);
      expect(network.kpis.d1).toBeNull();
      expect(network.kpis.cpnu).toBeNull();
      expect(network.kpis.cpi).not.toBeNull();
    }
  });

  it('GC-01 GC-08 a tested game\'s card carries its best ad video and its analytics page', async () => {
    const pm = await as('pm@greenlight.test');
    const [id] = await findGameIds(stack.database.db, { studioSlug: 'studio-one', status: 'finished', isCtr: false, minIterations: 1 }, 1);
    const { node } = await pm.data<{ node: { video: string | null; gameAnalyticsUrl: string | null } }>(
      'query Card($id: ID!) { node(id: $id) { ... on Game { video gameAnalyticsUrl } } }',
      { id: globalId('Game', id!) },
    );
    expect(node.video).toMatch(/^\/media\/[0-9a-f]{64}$/);
    expect(node.gameAnalyticsUrl).toMatch(/^https:\/\/.+\/games\/\d+$/);
    const media = await fetch(new URL(node.video!, stack.providerUrl));
    expect(media.status).toBe(200);
    expect(media.headers.get('content-type')).toBe('video/mp4');
  });
});
