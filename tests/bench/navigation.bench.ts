// `npm run bench`: GraphQL requests per navigation (issue 17: exactly one, the first visit
// after sign-in and an address that opens the game panel included). Chromium visits each
// route directly, as a typed address, a reload or a shared link does, on the built web app
// served by the gateway (production's trusted documents, the demo data on PGlite), and
// counts the POSTs to /graphql until the network is idle: the operations each carried,
// and when the last answer came (from the navigation's start). After a sign-in, the page
// it lands on is counted without the sign-in's own mutation.
import { findGameIds, findProjectIds } from '@greenlight/provider';
import type { Page, Request } from 'playwright-core';
import { buildWebIfStale } from '../../scripts/launcher';
import { openBrowser, signIn, signOut } from '../support/browser';
import { startStack, WEB_DIST } from '../support/stack';

const TARGET = 1;

buildWebIfStale();
const stack = await startStack({ webDist: WEB_DIST, trustedDocumentsOnly: true });
const browser = await openBrowser(stack.gatewayUrl);

/** The POSTs to /graphql while `navigate` runs and the network then settles: each request's operations, and when each was answered. */
async function graphqlRequests(page: Page, navigate: () => Promise<unknown>): Promise<{ requests: string[][]; lastAnswerMs: number }> {
  const requests: string[][] = [];
  const started = performance.now();
  let lastAnswerMs = 0;
  const graphql = (request: Request) => request.method() === 'POST' && new URL(request.url()).pathname === '/graphql';
  const onRequest = (request: Request) => {
    if (!graphql(request)) return;
    const body = JSON.parse(request.postData() ?? '{}') as { operationName?: string } | { operationName?: string }[];
    requests.push((Array.isArray(body) ? body : [body]).map((operation) => operation.operationName ?? '(text)'));
  };
  const onAnswered = (request: Request) => {
    if (graphql(request)) lastAnswerMs = performance.now() - started;
  };
  page.on('request', onRequest);
  page.on('requestfinished', onAnswered);
  try {
    await navigate();
    await page.waitForLoadState('networkidle');
  } finally {
    page.off('request', onRequest);
    page.off('requestfinished', onAnswered);
  }
  return { requests, lastAnswerMs };
}

function print(label: string, { requests, lastAnswerMs }: { requests: string[][]; lastAnswerMs: number }) {
  const operations = requests.map((operations) => (operations.length > 1 ? `[${operations.join(' + ')}]` : operations[0])).join(', ');
  console.log(
    `${label.padEnd(44)} ${String(requests.length).padStart(2)} request${requests.length === 1 ? ' ' : 's'}  target ${TARGET}${requests.length === TARGET ? '' : ' (NOT met)'}` +
      `   last answer ${lastAnswerMs.toFixed(0).padStart(4)} ms   ${operations}`,
  );
}

/** The requests of the page a sign-in lands on: the sign-in's own mutation is not the navigation's. */
const afterSignIn = ({ requests, lastAnswerMs }: { requests: string[][]; lastAnswerMs: number }) => {
  const [signInRequest, ...rest] = requests;
  if (signInRequest?.join() !== 'LoginPageSignInMutation') throw new Error(`the sign-in posted ${JSON.stringify(signInRequest)} first`);
  return { requests: rest, lastAnswerMs };
};

try {
  const { page } = browser;
  const db = stack.database.db;
  const [studioGame] = await findGameIds(db, { studioSlug: 'studio-one', status: 'finished', minIterations: 2 }, 1);
  const [projectId] = await findProjectIds(db, { studioSlug: 'studio-one' }, 1);
  if (studioGame === undefined || projectId === undefined) throw new Error('the demo data has no finished game or project of Studio One');

  console.log('GraphQL requests per navigation, each route visited directly (demo data, PGlite; the panel of game %d):', studioGame);
  // The first visit after sign-in: the sign-in's mutation, then the page it lands on.
  await page.goto('/login');
  await page.waitForLoadState('networkidle');
  print('/home after sign-in (publishing manager)', afterSignIn(await graphqlRequests(page, () => signIn(page, 'pm@greenlight.test').then(() => page.waitForURL('**/home')))));
  const staffRoutes = [
    '/home',
    `/home?gameid=${studioGame}`,
    '/studios',
    '/studio/1',
    `/studio/1?gameid=${studioGame}`,
    '/board/mygames/in_progress/cpi',
    '/board/ks/finished/cpi',
    `/board/project/${projectId}`,
    '/profile/me',
  ];
  for (const route of staffRoutes) print(route, await graphqlRequests(page, () => page.goto(route)));
  await signOut(page);

  await page.goto('/login');
  await page.waitForLoadState('networkidle');
  print('/board after sign-in (studio lead)', afterSignIn(await graphqlRequests(page, () => signIn(page, 'lead@studio-one.test').then(() => page.waitForURL('**/board**')))));
  for (const route of ['/board', `/board?gameid=${studioGame}`, '/board/mygames/finished/cpi', '/profile/studio/1']) {
    print(route, await graphqlRequests(page, () => page.goto(route)));
  }
} finally {
  await browser.close();
  await stack.close();
}
