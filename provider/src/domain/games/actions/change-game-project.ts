// ACT-36, PROJ-17, PROJ-20, PROJ-22: moving the game to another project of its
// studio (not the one it is in).
import { and, eq, sql } from 'drizzle-orm';
import { games, projects } from '../../../db/schema';
import { notFound } from '../../../errors';
import { ANY_STATUS, mayMoveBetweenProjects, UNAVAILABLE } from './availability';
import { fieldError, refuseFields } from './checks';
import type { GameActionModule } from './module';

export interface ChangeGameProjectBody {
  project_id: number;
}

export interface ChangeGameProjectParams {
  projectId: number;
}

export const changeGameProject: GameActionModule<ChangeGameProjectBody, ChangeGameProjectParams> = {
  statuses: ANY_STATUS,
  refuse: (_game, actor) => (mayMoveBetweenProjects(actor) ? null : UNAVAILABLE.permission),
  async fields({ db, game }) {
    const rows = await db
      .select({ id: projects.id, name: projects.name })
      .from(projects)
      .where(and(eq(projects.studioId, game.studioId), sql`${projects.id} <> ${game.projectId ?? 0}`))
      .orderBy(projects.name)
      .limit(100);
    return [
      {
        param: 'project_id',
        type: 'select',
        value: game.projectId,
        required: true,
        options: rows.map((project) => ({ value: project.id, label: project.name })),
      },
    ];
  },
  async check({ db, game }, body) {
    const projectId = body.project_id;
    if (projectId === game.projectId) refuseFields([fieldError('project_id', 'The game is already in this project')]);
    const [project] = await db.select({ studioId: projects.studioId }).from(projects).where(eq(projects.id, projectId));
    if (!project) throw notFound('Project not found');
    if (project.studioId !== game.studioId) refuseFields([fieldError('project_id', 'The project belongs to another studio')]);
    return { projectId };
  },
  async apply({ db, game }, { projectId }) {
    await db.update(games).set({ projectId }).where(eq(games.id, game.id));
  },
};
