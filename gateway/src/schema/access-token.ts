// Personal access tokens (issue 16), over the provider's /v1/me/access-tokens: the
// viewer's list, and the mutations that make one (answered once) and revoke one.
// Scripts then send the token as `Authorization: Bearer glpat_...`, which the gateway
// passes to the provider unchanged and never refreshes (session.ts).
import { ACCESS_TOKEN_EXPIRY_DAYS, ACCESS_TOKEN_SCOPES } from '@greenlight/rules';
import { encodeGlobalID } from '@pothos/plugin-relay';
import { builder } from '../builder';
import type { ProviderAccessToken, ProviderMe } from '../provider/client';
import { ProviderError } from '../provider/errors';
import { providerEnum } from './provider-enum';
import { Viewer } from './viewer';

const AccessTokenScope = providerEnum('AccessTokenScope', ACCESS_TOKEN_SCOPES, {
  description: 'READ: reads only (GET routes and the list searches); READ_WRITE: whatever the user may do (staff only)',
});

export const AccessToken = builder.objectRef<ProviderAccessToken>('AccessToken').implement({
  description: 'A personal access token for scripts, as the profile lists it: never the token itself',
  fields: (t) => ({
    id: t.id({ description: 'its global id, as revokeAccessToken takes it', resolve: (token) => encodeGlobalID('AccessToken', String(token.id)) }),
    name: t.exposeString('name', { description: 'the name its owner gave it' }),
    scope: t.field({ type: AccessTokenScope, description: 'what requests made with it may do', resolve: (token) => token.scope }),
    prefix: t.exposeString('prefix', { description: 'the first characters of the token (glpat_ and four more), to recognise it' }),
    createdAt: t.exposeString('createdAt', { description: 'when it was made, ISO 8601' }),
    expiresAt: t.exposeString('expiresAt', { description: 'when it stops working, ISO 8601 (PAT_EXPIRED after)' }),
    lastUsedAt: t.exposeString('lastUsedAt', { nullable: true, description: 'the last request made with it, to the minute' }),
  }),
});

builder.objectField(Viewer, 'accessTokens', (t) =>
  t.field({
    type: [AccessToken],
    description: 'The viewer\'s personal access tokens not revoked (expired ones too), newest first (issue 16)',
    resolve: (_me, _args, context) => context.provider.accessTokens(),
  }),
);

interface CreatedShape {
  token: string;
  accessToken: ProviderAccessToken;
}

const CreateAccessTokenPayload = builder.objectRef<CreatedShape>('CreateAccessTokenPayload').implement({
  description: 'The token made: `token` is answered this once and never again',
  fields: (t) => ({
    token: t.exposeString('token', { description: 'glpat_ and 32 random bytes; send it as `Authorization: Bearer <token>`' }),
    accessToken: t.field({ type: AccessToken, description: 'the token as the profile will list it', resolve: (payload) => payload.accessToken }),
    viewer: t.field({
      type: Viewer,
      nullable: true,
      description: 'the viewer, whose accessTokens now list it',
      resolve: async (_payload, _args, context): Promise<ProviderMe | null> => context.loaders.viewer.load(),
    }),
  }),
});

const RevokeAccessTokenPayload = builder.objectRef<ProviderAccessToken>('RevokeAccessTokenPayload').implement({
  description: 'The token revoked: requests with it are refused from now on',
  fields: (t) => ({
    revokedId: t.id({ description: 'the global id of the revoked token', resolve: (token) => encodeGlobalID('AccessToken', String(token.id)) }),
    viewer: t.field({
      type: Viewer,
      nullable: true,
      description: 'the viewer, whose accessTokens no longer list it',
      resolve: async (_payload, _args, context): Promise<ProviderMe | null> => context.loaders.viewer.load(),
    }),
  }),
});

builder.mutationFields((t) => ({
  createAccessToken: t.field({
    type: CreateAccessTokenPayload,
    description:
      'Makes a personal access token (issue 16). Staff choose READ or READ_WRITE, studio members READ only (TOKEN_SCOPE_NOT_ALLOWED); a blank name is refused naming `name`; expiresInDays is one of 7, 30, 90, 365. A user holds at most 20 active tokens: one more is refused (TOO_MANY_TOKENS, issue 42). Needs a signed-in session: a token cannot make tokens (SESSION_REQUIRED).',
    authScopes: { signedIn: true },
    errors: { types: [ProviderError], union: { name: 'CreateAccessTokenResult', description: 'The token made, or why it was refused' }, directResult: true },
    args: {
      name: t.arg.string({ required: true, description: 'what the token is for, to recognise it in the profile; not blank' }),
      scope: t.arg({ type: AccessTokenScope, required: true, description: 'READ, or READ_WRITE for staff' }),
      expiresInDays: t.arg.int({ required: true, description: `one of ${ACCESS_TOKEN_EXPIRY_DAYS.join(', ')}` }),
    },
    resolve: async (_root, { name, scope, expiresInDays }, context) => {
      if (!(ACCESS_TOKEN_EXPIRY_DAYS as readonly number[]).includes(expiresInDays)) {
        throw new ProviderError(`expiresInDays is one of ${ACCESS_TOKEN_EXPIRY_DAYS.join(', ')}`, 400, 'INVALID_REQUEST', [
          { code: 'INVALID_REQUEST', detail: `One of ${ACCESS_TOKEN_EXPIRY_DAYS.join(', ')} days`, path: 'expiresInDays' },
        ]);
      }
      return context.provider.createAccessToken({
        name,
        scope,
        expiresInDays: expiresInDays as (typeof ACCESS_TOKEN_EXPIRY_DAYS)[number],
      });
    },
  }),
  revokeAccessToken: t.field({
    type: RevokeAccessTokenPayload,
    description: 'Revokes one of the viewer\'s tokens (issue 16): requests with it are then refused with TOKEN_REVOKED. Needs a signed-in session.',
    authScopes: { signedIn: true },
    errors: { types: [ProviderError], union: { name: 'RevokeAccessTokenResult', description: 'The token revoked, or why it was refused' }, directResult: true },
    args: { id: t.arg.globalID({ required: true, description: 'the token\'s global id (AccessToken.id)' }) },
    resolve: async (_root, { id }, context) => {
      if (id.typename !== 'AccessToken' || !/^[1-9]\d{0,9}$/.test(id.id) || Number(id.id) > 2147483647) {
        throw new ProviderError('No such access token', 404, 'NOT_FOUND');
      }
      return context.provider.revokeAccessToken(Number(id.id));
    },
  }),
}));
