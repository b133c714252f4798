// FBK-12: staff validate or reject a pending changelog entry of the game; listed
// when it has some. One file for both: the same field, check and availability;
// only the state they leave the entry in differs.
import { and, eq } from 'drizzle-orm';
import { changelogs } from '../../../db/schema';
import { notFound } from '../../../errors';
import { ANY_STATUS, needs } from './availability';
import { fieldError, refuseFields } from './checks';
import type { GameActionModule } from './module';

export interface ChangelogDecisionBody {
  changelog_id: number;
}

export interface ChangelogDecisionParams {
  changelogId: number;
}

const decideChangelog = (state: 'validated' | 'rejected'): GameActionModule<ChangelogDecisionBody, ChangelogDecisionParams> => ({
  statuses: ANY_STATUS,
  listedWhen: (game) => game.pendingChangelogs > 0,
  refuse: needs('edit_changelog'),
  fields: async () => [{ param: 'changelog_id', type: 'integer', value: null, required: true }],
  async check({ db, game }, body) {
    const [row] = await db
      .select({ state: changelogs.state })
      .from(changelogs)
      .where(and(eq(changelogs.id, body.changelog_id), eq(changelogs.gameId, game.id)));
    if (!row) throw notFound('Changelog not found');
    if (row.state !== 'pending') refuseFields([fieldError('changelog_id', 'This changelog was already decided')]);
    return { changelogId: body.changelog_id };
  },
  async apply({ db, game, requestedBy, now }, { changelogId }) {
    await db
      .update(changelogs)
      .set({ state, decidedBy: requestedBy, decidedAt: now })
      .where(and(eq(changelogs.id, changelogId), eq(changelogs.gameId, game.id)));
  },
});

export const validateChangelog = decideChangelog('validated');
export const rejectChangelog = decideChangelog('rejected');
