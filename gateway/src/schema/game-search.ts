// The header's game search (NAV-04..06) over GET /v1/games/search: at most 50 of the
// games the viewer sees, by name, store id or bundle id, each a row of the list under
// the search box; choosing one opens the game panel.
import type { GameStatus as GameStatusValue } from '@greenlight/rules';
import { builder } from '../builder';
import type { ProviderGameSearchHit } from '../provider/client';
import { GameStatus, Platform } from './game';

const GameSearchHit = builder.objectRef<ProviderGameSearchHit>('GameSearchHit').implement({
  description: 'A game the header search found (NAV-06)',
  fields: (t) => ({
    gameId: t.exposeInt('id', { description: 'the provider\'s id, as ?gameid= carries it' }),
    name: t.exposeString('name', { description: 'its name' }),
    platform: t.field({ type: Platform, description: 'the store it is built for', resolve: (hit) => hit.platform }),
    status: t.field({ type: GameStatus, description: 'where it is in its life', resolve: (hit) => hit.status as GameStatusValue }),
    isIterating: t.exposeBoolean('isIterating', { description: 'a new iteration is being submitted' }),
    iconUrl: t.exposeString('iconUrl', { nullable: true, description: 'its icon (/media/...)' }),
    studioName: t.exposeString('studioName', { description: 'its studio' }),
  }),
});

builder.queryField('searchGames', (t) =>
  t.field({
    type: [GameSearchHit],
    description: 'The header search (NAV-04..06): games whose name contains the term (1 to 50 characters), or whose store or bundle id it is; 50 at most, names that begin with it first',
    authScopes: { signedIn: true },
    args: { term: t.arg.string({ required: true, description: 'what was typed, 1 to 50 characters (NAV-04)' }) },
    resolve: (_root, { term }, context) => context.provider.searchGames(term),
  }),
);
