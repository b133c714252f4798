// The example scripts of scripts/examples (issue 16) as a user runs them, child processes
// with tsx, against a real provider and gateway with a read personal access token: the CSV export of the
// games in testing (every page) and following a game's operations until one ends.
import { spawn } from 'node:child_process';
import { findGameIds } from '@greenlight/provider';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { root } from '../../scripts/launcher';
import { globalId, GraphQLClient } from '../support/graphql-client';
import { DEMO_PASSWORD, startStack, type Stack } from '../support/stack';

let stack: Stack;
let token: string;
/** pm@ signed in with the session cookie, as in the browser. */
let pm: GraphQLClient;

beforeAll(async () => {
  stack = await startStack();
  // The scripts' bearer token is a personal access token, created as a user would in the
  // profile page: a read token is all they need (they read and subscribe).
  pm = new GraphQLClient(stack.gatewayUrl);
  expect((await pm.signIn('pm@greenlight.test', DEMO_PASSWORD)).signIn.__typename).toBe('SignInSuccess');
  const created = await pm.data<{ createAccessToken: { __typename: string; token?: string } }>(
    `mutation ($name: String!) {
      createAccessToken(name: $name, scope: READ, expiresInDays: 7) { __typename ... on CreateAccessTokenPayload { token } }
    }`,
    { name: 'example scripts' },
  );
  expect(created.createAccessToken.__typename).toBe('CreateAccessTokenPayload');
  token = created.createAccessToken.token!;
  expect(token).toMatch(/^glpat_/);
});

afterAll(async () => {
  await stack?.close();
});

interface Run {
  stdout: string;
  stderr: string;
  code: Promise<number | null>;
}

function runExample(script: string, args: string[]): Run {
  const child = spawn(process.execPath, ['--import', 'tsx', `scripts/examples/${script}`, ...args], {
    cwd: root,
    env: { ...process.env, GREENLIGHT_URL: stack.gatewayUrl, GREENLIGHT_TOKEN: token },
  });
  const run: Run = {
    stdout: '',
    stderr: '',
    code: new Promise((resolve) => child.on('exit', (code) => resolve(code))),
  };
  child.stdout.on('data', (chunk: Buffer) => (run.stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (run.stderr += chunk.toString()));
  return run;
}

/** RFC 4180 records: CRLF between them, quoted fields with doubled quotes. */
function parseCsv(text: string): string[][] {
  const records: string[][] = [];
  let record: string[] = [];
  let field = '';
  let quoted = false;
  for (let index = 0; index < text.length; index++) {
    const char = text[index]!;
    if (quoted) {
      if (char === '"' && text[index + 1] === '"') {
        field += '"';
        index++;
      } else if (char === '"') quoted = false;
      else field += char;
    } else if (char === '"') quoted = true;
    else if (char === ',') {
      record.push(field);
      field = '';
    } else if (char === '\r' && text[index + 1] === '\n') {
      record.push(field);
      records.push(record);
      record = [];
      field = '';
      index++;
    } else field += char;
  }
  expect(field === '' && record.length === 0, 'the CSV ends with CRLF').toBe(true);
  return records;
}

interface InTestingGame {
  gameId: number;
  name: string;
  platform: string;
  studio: { name: string };
  last: { cpi: number | null; d1: number | null };
}

describe('the example scripts', () => {
  it('export-in-testing writes every game in testing with its last CPI and D1 as CSV, a progress line per page', async () => {
    const api = new GraphQLClient(stack.gatewayUrl, { bearer: token });
    const { games } = await api.data<{ games: { totalCount: number; edges: { node: InTestingGame }[] } }>(
      `query { games(first: 100, filter: { logicalOperator: ALL, children: [{ rule: { rule: "status", operator: "=", values: ["in_testing"] } }] }) {
        totalCount edges { node { gameId name platform studio { name } last { cpi d1 } } } } }`,
    );
    expect(games.totalCount).toBeGreaterThan(5);
    expect(games.edges).toHaveLength(games.totalCount);

    const run = runExample('export-in-testing.ts', ['--page-size', '5']);
    expect(await run.code, run.stderr).toBe(0);
    const [header, ...rows] = parseCsv(run.stdout);
    expect(header).toEqual(['game id', 'name', 'studio', 'platform', 'last CPI', 'last D1']);
    expect(rows).toHaveLength(games.totalCount);
    const expected = new Map(games.edges.map(({ node }) => [node.gameId, node]));
    for (const [gameId, name, studio, platform, cpi, d1] of rows as [string, string, string, string, string, string][]) {
      const game = expected.get(Number(gameId))!;
      expect(game, `game ${gameId} is in testing`).toBeDefined();
      expect([name, studio, platform]).toEqual([game.name, game.studio.name, game.platform]);
      // Numbers as numbers (no quotes, no thousands separator), empty when not measured.
      for (const [text, value] of [[cpi, game.last.cpi], [d1, game.last.d1]] as const) {
        if (value === null) expect(text).toBe('');
        else {
          expect(text).toMatch(/^-?\d+(\.\d+)?(e-?\d+)?$/);
          expect(Number(text)).toBe(value);
        }
      }
    }
    expect(new Set(rows.map((row) => row[0])).size).toBe(rows.length);

    const pages = Math.ceil(games.totalCount / 5);
    const progress = run.stderr.trim().split('\n');
    expect(progress).toHaveLength(pages);
    expect(progress[0]).toBe(`page 1: 5 of ${games.totalCount} games`);
    expect(progress.at(-1)).toBe(`page ${pages}: ${games.totalCount} of ${games.totalCount} games`);
  });

  it('issue 43: known-now reports every game in testing with data, its KPIs\' ranges and verdicts, known changes first', async () => {
    const api = new GraphQLClient(stack.gatewayUrl, { bearer: token });
    type Node = { name: string; iterations: { number: number; kpis: { spend: number | null; evidence: { kpi: string; comparison: { verdict: string } | null }[] } }[] };
    const { games } = await api.data<{ games: { totalCount: number; edges: { node: Node }[] } }>(
      `query { games(first: 100, filter: { logicalOperator: ALL, children: [{ rule: { rule: "status", operator: "=", values: ["in_testing"] } }] }) {
        totalCount edges { node { name iterations { number kpis { spend evidence { kpi comparison { verdict } } } } } } } }`,
    );
    const tested = games.edges.map(({ node }) => ({ node, latest: node.iterations.find((iteration) => iteration.kpis.spend !== null) })).filter((game) => game.latest);
    expect(tested.length).toBeGreaterThan(3);

    const run = runExample('known-now.ts', ['--page-size', '4']);
    expect(await run.code, run.stderr).toBe(0);
    const report = run.stdout;
    expect(report).toMatch(/^# What is known now: \d{4}-\d{2}-\d{2}, at 95% confidence\n/);
    const verdicts = tested.flatMap(({ latest }) => latest!.kpis.evidence.flatMap((item) => (item.comparison ? [item.comparison.verdict] : [])));
    const count = (verdict: string) => verdicts.filter((v) => v === verdict).length;
    expect(report).toContain(
      `${games.totalCount} games in testing, ${tested.length} with data. Changes since the iteration before: ${count('BETTER')} better, ${count('WORSE')} worse, ${count('NOT_KNOWN_YET')} not known yet.`,
    );
    // One section per game with data, each with a row per KPI the API measured.
    const sections = report.split('\n## ').slice(1);
    expect(sections).toHaveLength(tested.length);
    for (const { node, latest } of tested) {
      const text = sections.find((section) => section.startsWith(`${node.name} (`) && section.includes(`iteration ${latest!.number}\n`));
      expect(text, node.name).toBeDefined();
      for (const item of latest!.kpis.evidence) expect(text).toMatch(new RegExp(`\\| ${item.kpi} \\| [$\\d]`));
      expect(text).toContain('| 95% range |');
    }
    // Games with a known change come first.
    const known = sections.map((section) => /\*\*(better|worse)\*\*/.test(section));
    expect(known).toEqual([...known].sort((a, b) => Number(b) - Number(a)));
    expect(run.stderr.trim().split('\n')).toHaveLength(Math.ceil(games.totalCount / 4));
  });

  it('follow-operations prints a game\'s operation as it is queued and once done, then exits 0', async () => {
    const [gameId] = await findGameIds(stack.database.db, { studioSlug: 'studio-one', status: 'in_testing' }, 1);
    const run = runExample('follow-operations.ts', [String(gameId)]);
    // Subscribed once the gateway opened the user's upstream feed.
    await expect.poll(() => stack.gateway.live.connectionCount, { timeout: 20_000 }).toBe(1);

    // Someone kills the game in the dashboard meanwhile (the script's token only reads).
    const killed = await pm.data<{ gameAction: { __typename: string; operation: { operationId: string } } }>(
      `mutation Kill($id: ID!) { gameAction(input: { killGame: { gameId: $id } }) { __typename ... on GameActionPayload { operation { operationId } } } }`,
      { id: globalId('Game', gameId!) },
    );
    expect(killed.gameAction.__typename).toBe('GameActionPayload');
    const { operationId } = killed.gameAction.operation;

    expect(await run.code, run.stderr).toBe(0);
    const lines = run.stdout.trim().split('\n');
    expect(lines.at(-1)).toMatch(new RegExp(`KILL_GAME SUCCESS ${operationId}: Action done! Kill game$`));
    expect(lines.some((line) => line.includes(`KILL_GAME PENDING ${operationId}`))).toBe(true);
    expect(run.stderr).toMatch(/^following .+ \(game \d+, in testing\)/);
  });
});
