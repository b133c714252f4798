// PROJ-22: the game leaves its project for a project of its own, named after it;
// not offered to a game alone in its project.
import { eq } from 'drizzle-orm';
import { games, projects } from '../../../db/schema';
import { ANY_STATUS, mayMoveBetweenProjects, UNAVAILABLE } from './availability';
import type { GameActionModule, NoInput } from './module';

export const unlinkGameProject: GameActionModule<NoInput> = {
  statuses: ANY_STATUS,
  refuse: (game, actor) =>
    game.projectGameCount <= 1 ? UNAVAILABLE.aloneInProject : mayMoveBetweenProjects(actor) ? null : UNAVAILABLE.permission,
  async apply({ db, game, now }) {
    const [project] = await db.insert(projects).values({ studioId: game.studioId, name: game.name, createdAt: now }).returning({ id: projects.id });
    if (!project) throw new Error('The project was not created');
    await db.update(games).set({ projectId: project.id }).where(eq(games.id, game.id));
  },
};
