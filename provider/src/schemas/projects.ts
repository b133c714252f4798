// A game project as the routes answer it (PROJ): GET /projects/{id}, a studio's projects,
// and the game panel's detail (GET /v1/my/game/{id}), one shared schema.
import { PLATFORMS } from '@greenlight/rules';
import { Type } from 'typebox';
import { Nullable } from './common';

const Platform = Nullable(Type.Object({ bundleId: Nullable(Type.String()), storeId: Nullable(Type.String()) }));

export const Project = Type.Object(
  {
    id: Type.Integer(),
    name: Type.String(),
    studioId: Type.Integer(),
    projectGameCount: Type.Integer(),
    games: Type.Array(
      Type.Object({
        id: Type.Integer(),
        name: Type.String(),
        iconUrl: Nullable(Type.String()),
        bundleId: Nullable(Type.String()),
        platform: Type.Enum(PLATFORMS),
      }),
      { description: 'oldest first, at most 100 (PROJ-24)' },
    ),
    platforms: Type.Object({ ios: Platform, android: Platform }, { description: 'each platform\'s store identity (PROJ-19)' }),
    canEdit: Type.Boolean({ description: 'the caller may rename the project (PROJ-11)' }),
  },
  { $id: 'Project' },
);
