import { accessLevel, AD_NETWORK_IDS, editsGames } from '@greenlight/rules';
import { builder } from '../builder';
import type { ProviderMe } from '../provider/client';
import { ProviderError } from '../provider/errors';
import { AD_NETWORKS, AdNetworkEnum } from './ad-network';
import { providerEnum } from './provider-enum';
import { User } from './user';
import { encodeGlobalID } from '@pothos/plugin-relay';

const UserType = providerEnum('UserType', ['studio', 'pm', 'cs'] as const satisfies readonly ProviderMe['userType'][], {
  description: 'A studio member, a publishing manager (PM) or customer support (CS) (PERM-03)',
});

const StudioMembership = builder.objectRef<ProviderMe['studios'][number]>('StudioMembership').implement({
  description: 'A studio the viewer belongs to, with their access level (1-5) and position',
  fields: (t) => ({
    studioId: t.id({ description: 'the studio\'s global id (Studio.id), as CreateGameInput.studioId takes it', resolve: (m) => encodeGlobalID('Studio', String(m.id)) }),
    studioName: t.exposeString('studioName', { description: 'the studio\'s name' }),
    accessId: t.exposeInt('accessId', { description: 'the viewer\'s access level in the studio, 1 to 5 (STAFF-12..16)' }),
    accessLabel: t.string({ nullable: true, description: 'the access level\'s name; null for an unknown level', resolve: (m) => accessLevel(m.accessId)?.label ?? null }),
    userRole: t.exposeString('userRole', { description: 'the viewer\'s position in the studio (codifications.roles)' }),
    isActive: t.exposeBoolean('isActive', { description: 'the membership is active' }),
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
  description: 'The signed-in user with their permissions and studios (AUTH-21)',
  fields: (t) => ({
    id: t.id({ description: 'its global id', resolve: (me) => encodeGlobalID('Viewer', String(me.id)) }),
    user: t.field({ type: User, description: 'the viewer as other objects mention them (userId, names)', resolve: (me) => me }),
    email: t.exposeString('email', { description: 'the account\'s email' }),
    profile: t.exposeString('profile', { description: 'the job title' }),
    userType: t.field({ type: UserType, description: 'studio, pm or cs (PERM-03)', resolve: (me) => me.userType }),
    lastLogin: t.exposeString('lastLogin', { nullable: true, description: 'the latest sign-in, ISO 8601; null before any' }),
    permissions: t.exposeStringList('permissions', { description: 'the user-level permissions held (codifications.permissions)' }),
    isStaff: t.exposeBoolean('isStaff', { description: 'staff of the publisher' }),
    isSuperuser: t.exposeBoolean('isSuperuser', { description: 'an administrator' }),
    isHijack: t.exposeBoolean('isHijack', { description: 'the session is an impersonation (IMP-06)' }),
    impersonator: t.field({
      type: User,
      nullable: true,
      description: 'the staff member acting as this user, during an impersonation',
      resolve: (me) => me.impersonator ?? null,
    }),
    darkMode: t.exposeBoolean('darkMode', { description: 'the dark-mode preference (PROF-18)' }),
    confidenceLevel: t.exposeFloat('confidenceLevel', {
      description: 'the level of the KPIs\' intervals and verdicts: 0.8, 0.9, 0.95 (the default) or 0.99 (issue 43)',
    }),
    studios: t.field({ type: [StudioMembership], description: 'the studios the viewer belongs to', resolve: (me) => me.studios }),
    studiosDeactivated: t.exposeBoolean('studiosDeactivated', {
      description: 'every studio the viewer belongs to is deactivated: they hold no permission until one is reactivated (BE-STU-02)',
    }),
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
  description: 'The profile form (PROF-01): every field required',
  fields: (t) => ({
    firstName: t.string({ required: true, description: 'first name' }),
    lastName: t.string({ required: true, description: 'last name' }),
    email: t.string({ required: true, description: 'the account\'s email' }),
    profile: t.string({ required: true, description: 'the job title' }),
  }),
});

const ViewerPayload = builder.objectRef<{ viewer: ProviderMe }>('ViewerPayload').implement({
  description: 'The signed-in user after the change',
  fields: (t) => ({ viewer: t.field({ type: Viewer, description: 'the signed-in user as they are now', resolve: (payload) => payload.viewer }) }),
});

builder.mutationFields((t) => ({
  updateProfile: t.field({
    type: ViewerPayload,
    description: 'Saves the profile form (PROF-01..03); a refused field is named by the error\'s fieldErrors path',
    authScopes: { signedIn: true },
    errors: { types: [ProviderError], union: { name: 'UpdateProfileResult', description: 'The profile saved, or why it was refused' }, directResult: true },
    args: { input: t.arg({ type: ProfileInput, required: true, description: 'the profile form' }) },
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
    errors: { types: [ProviderError], union: { name: 'ChangePasswordResult', description: 'The password changed, or why it was refused' }, directResult: true },
    args: {
      currentPassword: t.arg.string({ required: true, description: 'the password in use now' }),
      newPassword: t.arg.string({ required: true, description: 'the new password: 8 to 100 characters with a lowercase letter, an uppercase letter and a digit (PROF-06)' }),
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
    errors: { types: [ProviderError], union: { name: 'SetDarkModeResult', description: 'The preference kept, or why it was refused' }, directResult: true },
    args: { darkMode: t.arg.boolean({ required: true, description: 'true for dark mode' }) },
    resolve: async (_root, { darkMode }, context) => {
      const viewer = await context.provider.updatePreferences({ darkMode });
      context.loaders.viewer.prime(viewer);
      return { viewer };
    },
  }),
  setConfidenceLevel: t.field({
    type: ViewerPayload,
    description: 'Keeps the level of the KPIs\' intervals and verdicts on the user (issue 43); another level is refused',
    authScopes: { signedIn: true },
    errors: {
      types: [ProviderError],
      union: { name: 'SetConfidenceLevelResult', description: 'The level kept, or why it was refused' },
      directResult: true,
    },
    args: { level: t.arg.float({ required: true, description: '0.8, 0.9, 0.95 or 0.99' }) },
    resolve: async (_root, { level }, context) => {
      const viewer = await context.provider.updatePreferences({ confidenceLevel: level });
      context.loaders.viewer.prime(viewer);
      return { viewer };
    },
  }),
}));
