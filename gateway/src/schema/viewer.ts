import { accessLevel, AD_NETWORK_IDS, editsGames } from '@greenlight/rules';
import { builder } from '../builder';
import type { ProviderMe } from '../provider/client';
import { ProviderError } from '../provider/errors';
import { AD_NETWORKS, AdNetworkEnum } from './ad-network';
import { providerEnum } from './provider-enum';
import { User } from './user';

const UserType = providerEnum('UserType', ['studio', 'pm', 'cs'] as const satisfies readonly ProviderMe['userType'][]);

const StudioMembership = builder.objectRef<ProviderMe['studios'][number]>('StudioMembership').implement({
  description: 'A studio the viewer belongs to, with their access level (1-5) and position',
  fields: (t) => ({
    studioId: t.globalID({ resolve: (m) => ({ type: 'Studio', id: String(m.id) }) }),
    studioName: t.exposeString('studioName'),
    accessId: t.exposeInt('accessId'),
    accessLabel: t.string({ nullable: true, resolve: (m) => accessLevel(m.accessId)?.label ?? null }),
    userRole: t.exposeString('userRole'),
    isActive: t.exposeBoolean('isActive'),
    adNetworks: t.field({
      type: [AdNetworkEnum],
      description: 'the networks the studio\'s tests may run on (SUB-CREATE-08), Facebook first',
      resolve: (m) => AD_NETWORKS.filter((network) => m.adNetworkIds.includes(AD_NETWORK_IDS[network])),
    }),
    createsTests: t.boolean({
      description: 'an active membership whose access level edits games (1, 2, 3 or 5), where a holder of add_game creates tests (SUB-CREATE-14)',
      resolve: (m) => m.isActive && editsGames(m.accessId),
    }),
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
    isHijack: t.exposeBoolean('isHijack', { description: 'the session is an impersonation (IMP-06)' }),
    impersonator: t.field({
      type: User,
      nullable: true,
      description: 'the staff member acting as this user, during an impersonation',
      resolve: (me) => me.impersonator ?? null,
    }),
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
        return await context.loaders.viewer.load();
      } catch (error) {
        if (error instanceof ProviderError && error.status === 401) return null;
        throw error;
      }
    },
  }),
);

const ProfileInput = builder.inputType('ProfileInput', {
  fields: (t) => ({
    firstName: t.string({ required: true }),
    lastName: t.string({ required: true }),
    email: t.string({ required: true }),
    profile: t.string({ required: true, description: 'the job title' }),
  }),
});

const ViewerPayload = builder.objectRef<{ viewer: ProviderMe }>('ViewerPayload').implement({
  description: 'The signed-in user after the change',
  fields: (t) => ({ viewer: t.field({ type: Viewer, resolve: (payload) => payload.viewer }) }),
});

builder.mutationFields((t) => ({
  updateProfile: t.field({
    type: ViewerPayload,
    description: 'Saves the profile form (PROF-01..03); a refused field is named by the error\'s fieldErrors path',
    authScopes: { signedIn: true },
    errors: { types: [ProviderError], union: { name: 'UpdateProfileResult' }, directResult: true },
    args: { input: t.arg({ type: ProfileInput, required: true }) },
    resolve: async (_root, { input }, context) => {
      const viewer = await context.provider.updateMe(input);
      context.loaders.viewer.prime(viewer);
      return { viewer };
    },
  }),
  changePassword: t.field({
    type: ViewerPayload,
    description:
      'Changes the password (PROF-04..15): a wrong current password is the code error.login.wrongpassword; the other sessions end',
    authScopes: { signedIn: true },
    errors: { types: [ProviderError], union: { name: 'ChangePasswordResult' }, directResult: true },
    args: {
      currentPassword: t.arg.string({ required: true }),
      newPassword: t.arg.string({ required: true }),
    },
    resolve: async (_root, args, context) => {
      await context.provider.changePassword(args.currentPassword, args.newPassword);
      const viewer = await context.loaders.viewer.load();
      if (!viewer) throw new ProviderError('You are not signed in', 401, 'UNAUTHENTICATED');
      return { viewer };
    },
  }),
  setDarkMode: t.field({
    type: ViewerPayload,
    description: 'Keeps the dark-mode preference on the user (PROF-18)',
    authScopes: { signedIn: true },
    errors: { types: [ProviderError], union: { name: 'SetDarkModeResult' }, directResult: true },
    args: { darkMode: t.arg.boolean({ required: true }) },
    resolve: async (_root, { darkMode }, context) => {
      const viewer = await context.provider.updatePreferences({ darkMode });
      context.loaders.viewer.prime(viewer);
      return { viewer };
    },
  }),
}));
