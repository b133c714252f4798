import { accessLevel } from '@greenlight/rules';
import { builder } from '../builder';
import type { ProviderMe } from '../provider/client';
import { ProviderError } from '../provider/errors';
import { User } from './user';

const UserType = builder.enumType('UserType', {
  values: { STUDIO: { value: 'studio' }, PM: { value: 'pm' }, CS: { value: 'cs' } } as const,
});

const StudioMembership = builder.objectRef<ProviderMe['studios'][number]>('StudioMembership').implement({
  description: 'A studio the viewer belongs to, with their access level (1-5) and position',
  fields: (t) => ({
    studioId: t.globalID({ resolve: (m) => ({ type: 'Studio', id: String(m.id) }) }),
    studioName: t.exposeString('studioName'),
    accessId: t.exposeInt('accessId'),
    accessLabel: t.string({ nullable: true, resolve: (m) => accessLevel(m.accessId)?.label ?? null }),
    userRole: t.exposeString('userRole'),
    isActive: t.exposeBoolean('isActive'),
  }),
});

/** The signed-in user with their permissions (AUTH-21). */
export const Viewer = builder.objectRef<ProviderMe>('Viewer').implement({
  fields: (t) => ({
    id: t.globalID({ resolve: (me) => ({ type: 'Viewer', id: String(me.id) }) }),
    user: t.field({ type: User, resolve: (me) => me }),
    email: t.exposeString('email'),
    profile: t.exposeString('profile'),
    userType: t.field({ type: UserType, resolve: (me) => me.userType }),
    lastLogin: t.exposeString('lastLogin', { nullable: true }),
    permissions: t.exposeStringList('permissions'),
    isStaff: t.exposeBoolean('isStaff'),
    isSuperuser: t.exposeBoolean('isSuperuser'),
    isHijack: t.exposeBoolean('isHijack'),
    darkMode: t.exposeBoolean('darkMode'),
    studios: t.field({ type: [StudioMembership], resolve: (me) => me.studios }),
  }),
});

builder.queryField('viewer', (t) =>
  t.field({
    type: Viewer,
    nullable: true,
    description: 'The signed-in user, or null when nobody is signed in or the session ended',
    resolve: async (_root, _args, context) => {
      try {
        return await context.viewer();
      } catch (error) {
        if (error instanceof ProviderError && error.status === 401) return null;
        throw error;
      }
    },
  }),
);
