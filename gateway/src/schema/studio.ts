import { builder } from '../builder';
import type { ProviderGame } from '../provider/client';
import { providerEnum } from './provider-enum';
import { User } from './user';

export type StudioShape = ProviderGame['studio'];

export const ActivityState = providerEnum(
  'ActivityState',
  ['active', 'inactive', 'churned'] as const satisfies readonly StudioShape['activityState'][],
  { description: 'active, inactive or churned (CONF-36)' },
);

export const Studio = builder.objectRef<StudioShape>('Studio').implement({
  description: 'A studio that makes games, with its publishing managers',
  fields: (t) => ({
    id: t.globalID({ description: 'its global id', resolve: (studio) => ({ type: 'Studio', id: String(studio.id) }) }),
    studioId: t.exposeInt('id', { description: 'the provider\'s id, as the games list\'s ?studio= carries it (GL-11)' }),
    name: t.exposeString('studioName', { description: 'the studio\'s name' }),
    activityState: t.field({ type: ActivityState, description: 'whether it still submits games (CONF-36)', resolve: (studio) => studio.activityState }),
    hubspotUrl: t.exposeString('hubspotUrl', {
      nullable: true,
      description: 'the studio in the CRM; null without view_hubspot_url (PERM-12, GC-16)',
    }),
    pm: t.field({ type: User, nullable: true, description: 'primary publishing manager', resolve: (s) => s.pm }),
    secondaryPm: t.field({ type: User, nullable: true, description: 'secondary publishing manager', resolve: (s) => s.secondaryPm }),
  }),
});
