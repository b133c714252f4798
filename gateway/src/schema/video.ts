// An iteration's ad videos (VID): one network's copy of a clip and what it delivered,
// read with the game's iterations (GET /v1/game/{id}); lists rank them by spend.
import { builder } from '../builder';
import type { ProviderIteration } from '../provider/client';
import { AdNetworkEnum } from './ad-network';
import { parseNumberedGameChildId } from './game-children';

type ProviderVideo = NonNullable<ProviderIteration['videos']>[number];
/** The video with its game, whose management decides the download (VID-07). */
export type VideoShape = ProviderVideo & { gameId: number; isProviderManaged: boolean };

const VideoNumbers = builder.objectRef<ProviderVideo['data']>('AdVideoNumbers').implement({
  description: 'What a video delivered on its network in its iteration (VID-09)',
  fields: (t) => ({
    spend: t.exposeFloat('spend', { description: 'dollars, to the cent; a network\'s videos sum to its spend' }),
    impressions: t.exposeInt('impressions', { description: 'times it was shown' }),
    clicks: t.exposeInt('linkClicks', { description: 'clicks on it; Snapchat swipe-ups' }),
    installs: t.exposeInt('fbInstalls', { description: 'installs the network attributes to it' }),
    cpi: t.exposeFloat('cpi', { nullable: true, description: 'spend / installs, dollars; null without installs' }),
    ctr: t.exposeFloat('ctr', { nullable: true, description: 'clicks / impressions; null without impressions' }),
  }),
});

/** A video row is one network's copy of a clip in one iteration: its id is unique. */
export const Video = builder.node(builder.objectRef<VideoShape>('Video'), {
  id: { resolve: (v) => `${v.gameId}:${v.id}` },
  description: 'An ad video of an iteration on one network and what it delivered (VID-09)',
  loadOne: async (id, context) => {
    const parsed = parseNumberedGameChildId(id);
    if (!parsed) return null;
    const game = await context.loaders.games.load(parsed.gameId);
    if (!game) return null;
    for (const iteration of (await context.loaders.gameIterations.load(game.id)).iterations) {
      const found = (iteration.videos ?? []).find((v) => v.id === parsed.own);
      if (found) return { ...found, gameId: game.id, isProviderManaged: game.isManagedByProvider };
    }
    return null;
  },
  fields: (t) => ({
    videoId: t.exposeInt('id', { description: 'the provider\'s id of the video' }),
    url: t.exposeString('video', { nullable: true, description: 'the clip to play (/media/...); null when there is none' }),
    downloadUrl: t.string({
      nullable: true,
      description: "where Download goes; the original file for provider-managed games (VID-06, VID-07)",
      resolve: (v) => (v.video ? (v.isProviderManaged ? `${v.video}${v.video.includes('?') ? '&' : '?'}original` : v.video) : null),
    }),
    fileName: t.exposeString('fileName', { description: 'the name of the uploaded file' }),
    network: t.field({ type: AdNetworkEnum, description: 'the network it ran on', resolve: (v) => v.adNetwork }),
    adultContent: t.exposeBoolean('adultContent', { description: 'refused by the network (VID-04)' }),
    numbers: t.field({ type: VideoNumbers, description: 'what it delivered', resolve: (v) => v.data }),
  }),
});

export const RankedVideo = builder.objectRef<VideoShape>('RankedVideo').implement({
  description: 'A video in a list ranked by spend (a network\'s, or the whole iteration\'s): its place there (VID-02)',
  fields: (t) => ({
    rank: t.int({ description: '1 = the most spent', resolve: (v) => v.perf.rank }),
    best: t.boolean({ description: 'the list\'s best performer (VID-09 bestVideo)', resolve: (v) => v.data.bestVideo }),
    video: t.field({ type: Video, description: 'the video', resolve: (v) => v }),
  }),
});
