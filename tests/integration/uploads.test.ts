// The last step's uploads through the gateway over a real provider (SUB-ICON-08,
// SUB-VID-14..17, BE-UP): the /upload relay streams the browser's multipart body with
// the session's cookie, answers the provider's refusals as they are, and the GraphQL
// side lists, crops and removes the videos waiting for the next iteration.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clip, demoClip4x5, image } from '../../provider/src/testing/media';
import { signedInClients, type GraphQLClient } from '../support/graphql-client';
import { DEMO_PASSWORD, startStack, type Stack } from '../support/stack';

let stack: Stack;
let landscape: Buffer;

beforeAll(async () => {
  stack = await startStack();
  landscape = clip({ width: 640, height: 360, seconds: 11 });
});
afterAll(async () => {
  await stack?.close();
});

const as = signedInClients(() => stack.gatewayUrl, DEMO_PASSWORD);
const LEAD = 'lead@studio-one.test';

const CREATE = `mutation Create($input: CreateGameInput!) {
  createGame(input: $input) { __typename ... on Game { id iconUploadUrl videoUploadUrl } }
}`;
const VIDEOS = `query Videos($id: ID!) {
  node(id: $id) { ... on Game { iconUrl nextIterationVideos { id videoId fileName url originalUrl network ratio calculatedRatio croppingPositionPercent isHorizontalCrop width height durationSeconds } } }
}`;

interface Video {
  id: string;
  videoId: number;
  fileName: string;
  url: string;
  originalUrl: string | null;
  network: string;
  ratio: string;
  calculatedRatio: number;
  croppingPositionPercent: number | null;
  isHorizontalCrop: boolean | null;
  width: number;
  height: number;
  durationSeconds: number;
}

const cookieOf = (client: GraphQLClient) => [...client.cookies].map(([name, value]) => `${name}=${value}`).join('; ');

async function upload(client: GraphQLClient | null, url: string, fields: Record<string, string>, file: Blob, filename: string, headers: Record<string, string> = {}) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  form.append('file', file, filename);
  return fetch(`${stack.gatewayUrl}${url}`, { method: 'POST', body: form, headers: { ...(client ? { cookie: cookieOf(client) } : {}), ...headers } });
}

describe('uploads through the gateway', () => {
  let game: { id: string; iconUploadUrl: string; videoUploadUrl: string };

  beforeAll(async () => {
    const lead = await as(LEAD);
    const created = await lead.data<{ createGame: typeof game & { __typename: string } }>(CREATE, {
      input: { name: 'Relay Runner', platform: 'IOS', adNetworks: ['FACEBOOK', 'SNAPCHAT'] },
    });
    expect(created.createGame.__typename).toBe('Game');
    game = created.createGame;
  });

  const videos = async (email = LEAD) => (await (await as(email)).data<{ node: { iconUrl: string | null; nextIterationVideos: Video[] } }>(VIDEOS, { id: game.id })).node;

  it('SUB-ICON-08 relays the icon with the session cookie; the game answers its new icon', async () => {
    const response = await upload(await as(LEAD), game.iconUploadUrl, {}, new Blob([new Uint8Array(await image(512, 512))], { type: 'image/png' }), 'icon.png');
    expect(response.status).toBe(200);
    const { iconUrl } = (await response.json()) as { iconUrl: string };
    expect((await videos()).iconUrl).toBe(iconUrl);
    const served = await fetch(`${stack.gatewayUrl}${iconUrl}`);
    expect(served.headers.get('content-type')).toBe('image/png');
  });

  it('SUB-ICON-02 answers the provider\'s refusal as it is: the status and the specification\'s message', async () => {
    const response = await upload(await as(LEAD), game.iconUploadUrl, {}, new Blob([new Uint8Array(await image(512, 300))], { type: 'image/png' }), 'wide.png');
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ errorList: [{ code: 'ICON_NOT_SQUARE', detail: 'Icon must be square.', path: 'file' }] });
  });

  it('SUB-VID-14 SUB-VID-17 uploads a video and a cropped one; nextIterationVideos lists them; the media play in ranges', async () => {
    const lead = await as(LEAD);
    const plain = await upload(lead, game.videoUploadUrl, { adNetwork: 'facebook' }, new Blob([new Uint8Array(demoClip4x5())], { type: 'video/mp4' }), 'run.mp4');
    expect(plain.status).toBe(200);
    const cropped = await upload(lead, game.videoUploadUrl, { adNetwork: 'snapchat', croppingPositionPercent: '50' }, new Blob([new Uint8Array(landscape)], { type: 'video/mp4' }), 'wide.mp4');
    expect(cropped.status).toBe(200);
    const list = (await videos()).nextIterationVideos;
    expect(list.map((v) => [v.fileName, v.network, v.ratio, v.croppingPositionPercent])).toEqual([
      ['run.mp4', 'FACEBOOK', '4:5', null],
      ['wide.mp4', 'SNAPCHAT', '9:16', 50],
    ]);
    expect(list[1]!.originalUrl).toMatch(/^\/media\//);
    const part = await fetch(`${stack.gatewayUrl}${list[1]!.url}`, { headers: { range: 'bytes=0-9' } });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toMatch(/^bytes 0-9\/\d+$/);
    expect((await part.arrayBuffer()).byteLength).toBe(10);
  });

  it('SUB-VID-16 crops a video again and SUB-VID-15 removes one', async () => {
    const lead = await as(LEAD);
    const [, wide] = (await videos()).nextIterationVideos;
    const crop = await lead.data<{ cropSubmissionVideo: { __typename: string; croppingPositionPercent?: number; url?: string } }>(
      `mutation Crop($id: ID!, $at: Float!) { cropSubmissionVideo(videoId: $id, croppingPositionPercent: $at) { __typename ... on SubmissionVideo { croppingPositionPercent url } ... on ProviderError { code message } } }`,
      { id: wide!.id, at: 100 },
    );
    expect(crop.cropSubmissionVideo).toMatchObject({ __typename: 'SubmissionVideo', croppingPositionPercent: 100 });
    expect(crop.cropSubmissionVideo.url).not.toBe(wide!.url);
    const removed = await lead.data<{ removeSubmissionVideo: { __typename: string; removedVideoId?: string; game?: { nextIterationVideos: { id: string }[] } } }>(
      `mutation Remove($id: ID!) { removeSubmissionVideo(videoId: $id) { __typename ... on RemoveSubmissionVideoPayload { removedVideoId game { nextIterationVideos { id } } } ... on ProviderError { code } } }`,
      { id: wide!.id },
    );
    expect(removed.removeSubmissionVideo.removedVideoId).toBe(wide!.id);
    expect(removed.removeSubmissionVideo.game!.nextIterationVideos.map((v) => v.id)).not.toContain(wide!.id);
  });

  it('SUB-VID-19 refuses another studio\'s lead, a read-only member and an unsigned caller; a removal by them is FORBIDDEN', async () => {
    const clipBlob = () => new Blob([new Uint8Array(demoClip4x5())], { type: 'video/mp4' });
    for (const email of ['lead@studio-two.test', 'dev@studio-one.test']) {
      const response = await upload(await as(email), game.videoUploadUrl, { adNetwork: 'facebook' }, clipBlob(), 'x.mp4');
      expect(response.status, email).toBe(403);
    }
    expect((await upload(null, game.videoUploadUrl, { adNetwork: 'facebook' }, clipBlob(), 'x.mp4')).status).toBe(401);
    const [first] = (await videos()).nextIterationVideos;
    const refused = await (await as('dev@studio-one.test')).data<{ removeSubmissionVideo: { __typename: string; code?: string } }>(
      `mutation Remove($id: ID!) { removeSubmissionVideo(videoId: $id) { __typename ... on ProviderError { code } } }`,
      { id: first!.id },
    );
    expect(refused.removeSubmissionVideo).toEqual({ __typename: 'ProviderError', code: 'FORBIDDEN' });
  });

  it('refuses a post from another site, a body that is not multipart, and an id that is not a game', async () => {
    const lead = await as(LEAD);
    const foreign = await upload(lead, game.videoUploadUrl, { adNetwork: 'facebook' }, new Blob([new Uint8Array(demoClip4x5())]), 'x.mp4', { origin: 'https://evil.example' });
    expect(foreign.status).toBe(403);
    const json = await fetch(`${stack.gatewayUrl}${game.videoUploadUrl}`, { method: 'POST', headers: { cookie: cookieOf(lead), 'content-type': 'application/json' }, body: '{}' });
    expect(json.status).toBe(400);
    const notGame = await upload(lead, `/upload/games/${Buffer.from('Studio:1').toString('base64')}/video`, { adNetwork: 'facebook' }, new Blob([new Uint8Array(demoClip4x5())]), 'x.mp4');
    expect(notGame.status).toBe(404);
  });
});
