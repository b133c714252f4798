// Studio self-service (issue 14; SA, STAFF): the studios a member administers, the
// studio's information and knowledge-sharing opt-in, its staff and invitations, over
// the provider's /ss/ routes. What the caller may change comes from the provider
// (its access level in the studio), which enforces every rule again.
import { ACCESS_LEVELS, STUDIO_ROLES } from '@greenlight/rules';
import { encodeGlobalID } from '@pothos/plugin-relay';
import { builder } from '../builder';
import type { GatewayContext } from '../context';
import type { ProviderSelfServiceStudio, ProviderStaff } from '../provider/client';
import { ProviderError } from '../provider/errors';
import { providerEnum } from './provider-enum';

type StaffShape = ProviderStaff['data'][number] & { studioId: number };

const StudioRole = providerEnum('StudioRole', STUDIO_ROLES, { description: 'A member\'s position in the studio (STAFF-11)' });

const StudioAdminSummary = builder.objectRef<{ id: number; name: string }>('StudioAdminSummary').implement({
  description: 'A studio the viewer belongs to, as Studio admin lists them (SA-01)',
  fields: (t) => ({
    studioId: t.exposeInt('id', { description: 'the provider\'s id, as /profile/studio/{id} carries it' }),
    name: t.exposeString('name', { description: 'its name' }),
  }),
});

const StaffMember = builder.objectRef<StaffShape>('StaffMember').implement({
  description: 'A member of a studio, as its staff list shows them (STAFF-02), with what the viewer may change',
  fields: (t) => ({
    id: t.id({ description: 'unique per studio and member', resolve: (m) => encodeGlobalID('StaffMember', `${m.studioId}:${m.id}`) }),
    userId: t.exposeInt('id', { description: 'the member\'s user id' }),
    firstName: t.exposeString('firstName', { description: 'first name' }),
    lastName: t.exposeString('lastName', { description: 'last name' }),
    email: t.exposeString('email', { description: 'email address, also their username' }),
    isActive: t.exposeBoolean('isActive', { description: 'may use the studio on the platform (STAFF-18)' }),
    accessId: t.exposeInt('accessId', { description: 'access level 1-5 (STAFF-12..16)' }),
    userRole: t.string({ description: 'position (STAFF-11): studio_developer, studio_game_artist ...', resolve: (m) => m.userRole }),
    canToggleActive: t.exposeBoolean('canToggleActive', { description: 'the viewer may switch them active or inactive (STAFF-20)' }),
    canChangeAccess: t.exposeBoolean('canChangeAccess', { description: 'the viewer may change their access level (STAFF-21)' }),
    canChangePosition: t.exposeBoolean('canChangePosition', { description: 'the viewer may change their position (STAFF-22)' }),
    studioPermissions: t.stringList({
      description:
        'what the member may do on the studio (STAFF-26, BE-PERM-01): change_studio and change_studio_invite_any_user, by access level; read for the whole list in one provider call',
      resolve: async (m, _args, context) => (await context.loaders.studioPermissions.load(`${m.studioId}:${m.id}`)) ?? [],
    }),
  }),
});

const StudioAdmin = builder.objectRef<ProviderSelfServiceStudio>('StudioAdmin').implement({
  description: 'A studio as its members edit it in Studio admin (SA-05, SA-17)',
  fields: (t) => ({
    id: t.id({ description: 'unique per studio', resolve: (s) => encodeGlobalID('StudioAdmin', String(s.id)) }),
    studioId: t.exposeInt('id', { description: 'the provider\'s id' }),
    name: t.exposeString('name', { description: 'its name' }),
    country: t.exposeString('country', { description: 'ISO 3166 alpha-2 (SA-13)' }),
    website: t.exposeString('website', { nullable: true, description: 'its website' }),
    deactivateSince: t.exposeString('deactivateSince', { nullable: true, description: 'when the publisher cut its platform access' }),
    knowledgeSharingStudioStatus: t.exposeBoolean('knowledgeSharingStudioStatus', { description: 'opted in to knowledge sharing (SA-15)' }),
    accessId: t.exposeInt('accessId', { description: 'the viewer\'s access level in the studio' }),
    canEdit: t.boolean({ description: 'change_studio: the viewer edits the studio and its members (PERM-16)', resolve: (s) => s.permissions.change_studio }),
    canInvite: t.boolean({
      description: 'change_studio with change_studio_invite_any_user: the viewer adds members (PERM-17, STAFF-09)',
      resolve: (s) => s.permissions.change_studio && s.permissions.change_studio_invite_any_user,
    }),
    contracts: t.field({
      type: [StudioContract],
      description: 'its contracts, newest first (CON-01, CON-02)',
      resolve: async (s, _args, context) => (await context.provider.studioContracts(s.id)).map((c) => ({ ...c, studioId: s.id })),
    }),
    staff: t.field({
      type: [StaffMember],
      description: 'its members, by access level then name (STAFF-01)',
      resolve: async (s, _args, context) => (await context.provider.studioStaff(s.id)).data.map((m) => ({ ...m, studioId: s.id })),
    }),
  }),
});

const StudioContract = builder.objectRef<{ id: number; name: string; date: string; studioId: number }>('StudioContract').implement({
  description: 'A contract of the studio (CON-05), a PDF the provider renders',
  fields: (t) => ({
    id: t.id({ description: 'unique per studio and contract', resolve: (c) => encodeGlobalID('StudioContract', `${c.studioId}:${c.id}`) }),
    contractId: t.exposeInt('id', { description: 'the provider\'s id' }),
    name: t.exposeString('name', { description: 'its name' }),
    date: t.exposeString('date', { description: 'when its legal information arrived, ISO 8601' }),
    url: t.string({ description: 'where the gateway serves its PDF, for a new window (CON-04)', resolve: (c) => `/contracts/${c.studioId}/${c.id}.pdf` }),
  }),
});

const AccessLevel = builder.objectRef<(typeof ACCESS_LEVELS)[number]>('AccessLevel').implement({
  description: 'An access level of a studio member (STAFF-12..16, CONF-03)',
  fields: (t) => ({
    accessId: t.exposeInt('id', { description: '1-5' }),
    label: t.exposeString('label', { description: 'its short name' }),
    description: t.exposeString('description', { description: 'what it allows, the tooltip' }),
  }),
});

builder.queryFields((t) => ({
  adminStudios: t.field({
    type: [StudioAdminSummary],
    description: 'The studios the viewer belongs to, by name (SA-01)',
    authScopes: { signedIn: true },
    resolve: async (_root, _args, context) => (await context.provider.myStudios()).data,
  }),
  adminStudio: t.field({
    type: StudioAdmin,
    nullable: true,
    description: 'A studio the viewer belongs to, as Studio admin edits it (SA-05); null when there is none',
    authScopes: { signedIn: true },
    args: { studioId: t.arg.int({ required: true, description: 'the provider\'s id' }) },
    resolve: async (_root, { studioId }, context) => {
      try {
        return await context.provider.selfServiceStudio(studioId);
      } catch (error) {
        if (error instanceof ProviderError && error.status === 404) return null;
        throw error;
      }
    },
  }),
  accessLevels: t.field({
    type: [AccessLevel],
    description: 'The access levels a studio member may have (STAFF-12..16)',
    resolve: () => [...ACCESS_LEVELS],
  }),
}));

const StudioInfoInput = builder.inputType('StudioInfoInput', {
  description: 'The studio information fields that changed (SA-07): each trimmed by the provider',
  fields: (t) => ({
    name: t.string({ description: 'its name' }),
    country: t.string({ description: 'ISO 3166 alpha-2, required (SA-13)' }),
    website: t.string({ description: 'an http(s) URL; empty clears it' }),
  }),
});

const NewStaffMemberInput = builder.inputType('NewStaffMemberInput', {
  description: 'A new staff member (STAFF-04)',
  fields: (t) => ({
    firstName: t.string({ required: true, description: 'first name' }),
    lastName: t.string({ required: true, description: 'last name' }),
    email: t.string({ required: true, description: 'their email, no account\'s yet (STAFF-06, STAFF-07)' }),
    userRole: t.field({ type: StudioRole, description: 'position; studio_developer by default' }),
    accessId: t.int({ description: 'access level; 4 (read only) by default, not above the viewer\'s (STAFF-10)' }),
  }),
});

const StaffMemberChangeInput = builder.inputType('StaffMemberChangeInput', {
  description: 'One change of a member (STAFF-24)',
  fields: (t) => ({
    isActive: t.boolean({ description: 'active or inactive' }),
    accessId: t.int({ description: 'a new access level' }),
    userRole: t.field({ type: StudioRole, description: 'a new position' }),
  }),
});

const adminStudio = (context: GatewayContext, studioId: number) => context.provider.selfServiceStudio(studioId);

builder.mutationFields((t) => ({
  updateStudioInfo: t.field({
    type: StudioAdmin,
    description: 'Saves the studio information that changed (SA-06..14); change_studio only',
    authScopes: { signedIn: true },
    errors: { types: [ProviderError], union: { name: 'UpdateStudioInfoResult', description: 'The studio afresh, or why it was refused' }, directResult: true },
    args: {
      studioId: t.arg.int({ required: true, description: 'the provider\'s id' }),
      input: t.arg({ type: StudioInfoInput, required: true, description: 'the changed fields' }),
    },
    resolve: async (_root, { studioId, input }, context) => {
      const body = Object.fromEntries(Object.entries(input).filter(([, value]) => value !== null && value !== undefined));
      if (Object.keys(body).length > 0) await context.provider.updateSelfServiceStudio(studioId, body);
      return adminStudio(context, studioId);
    },
  }),
  setStudioSharing: t.field({
    type: StudioAdmin,
    description: 'Opts the studio in to knowledge sharing, or out (SA-15, SA-16); change_studio only',
    authScopes: { signedIn: true },
    errors: { types: [ProviderError], union: { name: 'SetStudioSharingResult', description: 'The studio afresh, or why it was refused' }, directResult: true },
    args: {
      studioId: t.arg.int({ required: true, description: 'the provider\'s id' }),
      status: t.arg.boolean({ required: true, description: 'true opts in' }),
    },
    resolve: async (_root, { studioId, status }, context) => {
      await context.provider.setStudioSharing(studioId, status);
      return adminStudio(context, studioId);
    },
  }),
  inviteStaffMember: t.field({
    type: StudioAdmin,
    description: 'Adds a staff member, who gets a mail to choose a password (STAFF-03..09); the studio answers with its staff',
    authScopes: { signedIn: true },
    errors: { types: [ProviderError], union: { name: 'InviteStaffMemberResult', description: 'The studio with its staff, or why it was refused' }, directResult: true },
    args: {
      studioId: t.arg.int({ required: true, description: 'the provider\'s id' }),
      input: t.arg({ type: NewStaffMemberInput, required: true, description: 'the new member' }),
    },
    resolve: async (_root, { studioId, input }, context) => {
      await context.provider.inviteStaffMember(studioId, {
        firstName: input.firstName,
        lastName: input.lastName,
        email: input.email,
        ...(input.userRole ? { userRole: input.userRole } : {}),
        ...(input.accessId !== null && input.accessId !== undefined ? { accessId: input.accessId } : {}),
      });
      return adminStudio(context, studioId);
    },
  }),
  updateStaffMember: t.field({
    type: StudioAdmin,
    description: 'Changes a member\'s active state, access level or position (STAFF-18..24); the studio answers with its staff',
    authScopes: { signedIn: true },
    errors: { types: [ProviderError], union: { name: 'UpdateStaffMemberResult', description: 'The studio with its staff, or why it was refused' }, directResult: true },
    args: {
      studioId: t.arg.int({ required: true, description: 'the provider\'s id' }),
      userId: t.arg.int({ required: true, description: 'the member' }),
      input: t.arg({ type: StaffMemberChangeInput, required: true, description: 'the change' }),
    },
    resolve: async (_root, { studioId, userId, input }, context) => {
      const body = Object.fromEntries(Object.entries(input).filter(([, value]) => value !== null && value !== undefined));
      if (Object.keys(body).length === 0) throw new ProviderError('Nothing to change', 400, 'INVALID_ARGUMENT');
      await context.provider.updateStaffMember(studioId, userId, body);
      return adminStudio(context, studioId);
    },
  }),
}));
