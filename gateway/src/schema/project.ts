// Game projects (PROJ): a Relay node over GET /projects/{id}; its games are Game
// nodes, loaded together through the node loader (GET /games/{ids}).
import { builder } from '../builder';
import type { GatewayContext } from '../context';
import type { ProviderProject } from '../provider/client';
import { ProviderError } from '../provider/errors';
import { Game, Platform } from './game';

const ProjectPlatform = builder
  .objectRef<NonNullable<ProviderProject['platforms']['ios']>>('ProjectPlatform')
  .implement({
    description: 'A platform\'s store identity in the project (PROJ-19)',
    fields: (t) => ({
      bundleId: t.exposeString('bundleId', { nullable: true, description: 'the bundle id of its newest game on this platform; null when that game has none yet' }),
      storeId: t.exposeString('storeId', { nullable: true, description: 'iOS: the AppStore ID of its newest iOS game; null on Android or when that game has none yet' }),
    }),
  });

export const Project = builder.loadableNode('Project', {
  description: 'The tests of one game across platforms and re-submissions (PROJ-01)',
  id: { resolve: (project: ProviderProject) => project.id, parse: (id) => Number(id) },
  // The request's projects loader caches (loaders.ts): one call per project, since
  // pages show one project and selectors list a studio's at once.
  loaderOptions: { cache: false },
  load: (ids: number[], context: GatewayContext) => context.loaders.projects.loadMany(ids),
  fields: (t) => ({
    projectId: t.exposeInt('id', { description: 'the provider\'s id, as /board/project/{id} carries it' }),
    name: t.exposeString('name', { description: 'its name' }),
    projectGameCount: t.exposeInt('projectGameCount', { description: 'how many games it holds' }),
    canEdit: t.exposeBoolean('canEdit', { description: 'the viewer may rename it (PROJ-11)' }),
    ios: t.field({ type: ProjectPlatform, nullable: true, description: 'its iOS store identity; null when it has no iOS game', resolve: (p) => p.platforms.ios }),
    android: t.field({ type: ProjectPlatform, nullable: true, description: 'its Android store identity; null when it has no Android game', resolve: (p) => p.platforms.android }),
    games: t.field({
      type: [Game],
      description: 'the project\'s games, oldest first, at most 100 (PROJ-24)',
      // Ids: the node loader fetches them in one GET /games/{ids}.
      resolve: (p) => p.games.map((g) => g.id),
    }),
  }),
});

builder.objectField(Game, 'project', (t) =>
  t.field({
    type: Project,
    nullable: true,
    description: 'the game\'s project (PROJ)',
    resolve: (game) => game.projectId,
  }),
);

builder.queryField('studioProjects', (t) =>
  t.field({
    type: [Project],
    description: 'A studio\'s projects, by name (PROJ-14): the project selector\'s choices',
    authScopes: { signedIn: true },
    args: { studioId: t.arg.int({ required: true, description: 'the studio\'s provider id (Studio.studioId)' }) },
    resolve: async (_root, { studioId }, context) => {
      const projects = await context.loaders.studioProjects.load(studioId);
      for (const project of projects) context.loaders.projects.prime(project.id, project);
      return projects;
    },
  }),
);

builder.mutationField('renameProject', (t) =>
  t.field({
    type: Project,
    description: 'Renames a project: 3 to 25 characters (PROJ-07, PROJ-13)',
    authScopes: { signedIn: true },
    errors: { types: [ProviderError], union: { name: 'RenameProjectResult', description: 'The project renamed, or why it was refused' }, directResult: true },
    args: {
      projectId: t.arg.globalID({ required: true, for: Project, description: 'the project\'s global id' }),
      name: t.arg.string({ required: true, description: 'the new name, 3 to 25 characters' }),
    },
    resolve: async (_root, { projectId, name }, context) => {
      const id = Number(projectId.id);
      await context.provider.renameProject(id, name);
      return context.loaders.projects.clear(id).load(id);
    },
  }),
);

builder.queryField('project', (t) =>
  t.field({
    type: Project,
    nullable: true,
    description: 'A project by its number, as page addresses name it (`/board/project/{id}`); null when the viewer may not see it',
    authScopes: { signedIn: true },
    args: { projectId: t.arg.int({ required: true, description: 'the provider\'s id (Project.projectId)' }) },
    resolve: (_root, { projectId }) => (projectId >= 1 ? projectId : null),
  }),
);

builder.queryField('projectForStore', (t) =>
  t.field({
    type: Project,
    nullable: true,
    description:
      'The project of a game of the viewer\'s studios with this store id and bundle id on this platform, or null (SUB-LINK-15/16, PROJ-15): the Link to store step\'s existing-project search',
    authScopes: { signedIn: true },
    args: {
      storeId: t.arg.string({ description: 'the iOS AppStore ID to look for' }),
      bundleId: t.arg.string({ description: 'the bundle id to look for; without it nor storeId the answer is null' }),
      platform: t.arg({ type: Platform, required: true, description: 'the platform the ids are on' }),
    },
    resolve: async (_root, { storeId, bundleId, platform }, context) => {
      if (!storeId && !bundleId) return null;
      const project = await context.provider.searchProject({
        platform,
        ...(storeId ? { storeId } : {}),
        ...(bundleId ? { bundleId } : {}),
      });
      if (project) context.loaders.projects.prime(project.id, project);
      return project;
    },
  }),
);
