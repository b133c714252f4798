// The shared schemas routes refer to (`Type.Ref('Game')` ...) and the OpenAPI document
// generated from every route's schemas (provider/openapi.json, `npm run generate`).
import swagger from '@fastify/swagger';
import { ErrorBody, ErrorItem } from '../schemas/common';
import { Game, GameCard } from '../schemas/games';
import { Operation } from '../schemas/operations';
import { Project } from '../schemas/projects';
import { Codifications } from '../schemas/reference';
import { Me, Session } from '../schemas/users';
import { SavedView } from '../schemas/views';
import { appWide } from './app-wide';
import { documentRoute, normalizeDocument } from './openapi-document';

const SHARED_SCHEMAS = [ErrorItem, ErrorBody, Game, GameCard, Operation, Me, Session, Codifications, SavedView, Project];

/**
 * Shapes the routes embed (TypeBox constants titled so), written once in the document as
 * components: the types of the code keep them inline, the document refers to them.
 */
const SHARED_SHAPES = ['GamesPage', 'GameCardsPage', 'GameKpis', 'Iteration', 'IterationNetwork', 'IterationVideo', 'StudioData', 'ActionResult', 'Notification', 'StudioRow', 'StudioDetail', 'StudioTrend', 'GameSubmission'];

export const openApi = appWide('openapi', async (app) => {
  for (const schema of SHARED_SCHEMAS) app.addSchema(schema);
  await app.register(swagger, {
    openapi: {
      openapi: '3.0.3',
      info: {
        title: 'Greenlight provider API',
        description:
          'The REST API the Greenlight dashboard calls: auth, users, games, reference data. Errors answer ErrorBody.',
        version: '1.0.0',
      },
      components: {
        securitySchemes: { token: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      },
      security: [{ token: [] }],
    },
    refResolver: { buildLocalReference: (json, _baseUri, _fragment, i) => String(json.$id ?? `def-${i}`) },
    transform: documentRoute,
    transformObject: (document) => ('openapiObject' in document ? normalizeDocument(document.openapiObject, SHARED_SHAPES) : document.swaggerObject),
  });
});
