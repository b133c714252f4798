// ACT-21, BE-STAT-03, FBK-10/11: asking for testing; the game waits for approval.
// Changelogs say what changed, each with a category and details (the body schema
// bounds them; details of only spaces are refused here). CONF-31: studio members
// and support request, a publishing manager does not on a studio's behalf.
import { FIELD_REQUIRED, type ChangelogCategory } from '@greenlight/rules';
import { changelogs } from '../../../db/schema';
import { needs, UNAVAILABLE } from './availability';
import { fieldError, refuseFields } from './checks';
import type { GameActionModule } from './module';

export interface RequestTestingBody {
  changelogs?: { category: ChangelogCategory; details: string }[];
}

export interface RequestTestingParams {
  changelogs: { category: ChangelogCategory; details: string }[];
}

export const requestTesting: GameActionModule<RequestTestingBody, RequestTestingParams> = {
  statuses: ['pending_sdk_integration'],
  refuse: (game, actor) => (actor.userType === 'pm' ? UNAVAILABLE.permission : needs('request_testing', 'request_game_testing')(game, actor)),
  fields: async () => [{ param: 'changelogs', type: 'changelogs', value: [], required: false }],
  async check(_context, body) {
    const entries = (body.changelogs ?? []).map((entry) => ({ category: entry.category, details: entry.details.trim() }));
    refuseFields(entries.flatMap((entry, i) => (entry.details ? [] : [fieldError(`changelogs.${i}.details`, FIELD_REQUIRED)])));
    return { changelogs: entries };
  },
  transition: () => ({ status: 'pending_testing' }),
  async apply({ db, game, now }, params) {
    if (params.changelogs.length === 0) return;
    await db.insert(changelogs).values(params.changelogs.map((entry) => ({ gameId: game.id, ...entry, createdAt: now })));
  },
};
