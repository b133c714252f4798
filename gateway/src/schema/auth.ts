import { builder } from '../builder';
import type { GatewayContext } from '../context';
import type { ProviderMe } from '../provider/client';
import { ProviderError } from '../provider/errors';
import { providerEnum } from './provider-enum';
import { Viewer } from './viewer';

const LearningPlatform = providerEnum('LearningPlatform', ['learnupon'] as const, {
  description: 'An external learning platform (ROUTE-08)',
});

/** The learning-platform link a sign-in answered, by the viewer it signed in. */
const signInRedirects = new WeakMap<ProviderMe, string>();

builder.mutationField('signIn', (t) =>
  t.field({
    type: Viewer,
    description:
      'Signs in with an email and a password (AUTH-07): the session cookie is set on the answer. Any refusal is a ProviderError (the page shows "Wrong password", AUTH-08)',
    errors: {
      types: [ProviderError],
      result: {
        name: 'SignInSuccess',
        description: 'Signed in: the viewer, and the learning platform\'s link when asked for',
        fields: (f) => ({
          redirectUrl: f.string({
            nullable: true,
            description:
              'With redirectFor: the signed link into that learning platform, for a user holding a learn_upon_* permission (AUTH-09, ROUTE-08)',
            resolve: (viewer) => signInRedirects.get(viewer) ?? null,
          }),
        }),
      },
      union: { name: 'SignInResult', description: 'Signed in, or why not' },
      dataField: { name: 'viewer', description: 'the user now signed in' },
    },
    args: {
      email: t.arg.string({ required: true, description: 'the account\'s email; spaces around it are ignored' }),
      password: t.arg.string({ required: true, description: 'the account\'s password' }),
      redirectFor: t.arg({
        type: LearningPlatform,
        required: false,
        description: 'the login page\'s redirect query (AUTH-10): ask for the platform\'s link with the session',
      }),
    },
    resolve: async (_root, { email, password, redirectFor }, context) => {
      const { redirectUrl, ...tokens } = await context.provider.login(email.trim(), password, redirectFor ?? undefined);
      context.session.start(tokens);
      const viewer = await context.loaders.viewer.clear().load();
      if (!viewer) throw new ProviderError('Wrong password', 401, 'UNAUTHENTICATED');
      if (redirectUrl) signInRedirects.set(viewer, redirectUrl);
      return viewer;
    },
  }),
);

const SignOutPayload = builder.objectRef<{ viewer: null }>('SignOutPayload').implement({
  description: 'Signed out: the session ended and its cookie cleared',
  fields: (t) => ({
    viewer: t.field({ type: Viewer, nullable: true, description: 'null: nobody is signed in any more', resolve: () => null }),
  }),
});

builder.mutationField('signOut', (t) =>
  t.field({
    type: SignOutPayload,
    description: 'Ends the session at the provider (AUTH-17) and clears the session cookie',
    resolve: async (_root, _args, context) => {
      if (context.session.signedIn) {
        try {
          await context.provider.logout();
        } catch (error) {
          // A session the provider already ended is as good as ended.
          if (!(error instanceof ProviderError && error.status === 401)) throw error;
        }
      }
      context.session.ended();
      context.loaders.viewer.clear();
      return { viewer: null };
    },
  }),
);

const RequestPasswordResetPayload = builder.objectRef<{ email: string }>('RequestPasswordResetPayload').implement({
  description: 'The reset link went to this address, if it belongs to an account (PWD-03)',
  fields: (f) => ({ email: f.exposeString('email', { description: 'the address asked for, trimmed' }) }),
});

const ResetPasswordPayload = builder.objectRef<{ email: string }>('ResetPasswordPayload').implement({
  description: 'The password of this account was replaced; its sessions ended',
  fields: (f) => ({ email: f.exposeString('email', { description: 'the account, as given' }) }),
});

builder.mutationField('requestPasswordReset', (t) =>
  t.field({
    type: RequestPasswordResetPayload,
    description: 'Mails a password-reset link (PWD-01..04)',
    errors: { types: [ProviderError], union: { name: 'RequestPasswordResetResult', description: 'The link sent, or why it was refused' }, directResult: true },
    args: { email: t.arg.string({ required: true, description: 'the account\'s email; spaces around it are ignored' }) },
    resolve: async (_root, { email }, context) => {
      await context.provider.requestPasswordReset(email.trim());
      return { email: email.trim() };
    },
  }),
);

builder.mutationField('resetPassword', (t) =>
  t.field({
    type: ResetPasswordPayload,
    description:
      'Sets a new password with the emailed token (PWD-05..15); a refusal carries the reason key (passverifunequal, insecurepassword, toolongpassword, operationforbidden, linkused, linkexpired) as its code',
    errors: { types: [ProviderError], union: { name: 'ResetPasswordResult', description: 'The password replaced, or why it was refused' }, directResult: true },
    args: {
      email: t.arg.string({ required: true, description: 'the account\'s email' }),
      resetToken: t.arg.string({ required: true, description: 'the token of the emailed link: one use, one hour' }),
      newPassword: t.arg.string({ required: true, description: 'the new password' }),
      confirmPassword: t.arg.string({ required: true, description: 'the new password again: passverifunequal when it differs' }),
    },
    resolve: async (_root, args, context) => {
      await context.provider.resetPassword({
        username: args.email,
        resetToken: args.resetToken,
        newPwd1: args.newPassword,
        newPwd2: args.confirmPassword,
      });
      return { email: args.email };
    },
  }),
);

const ImpersonationPayload = builder.objectRef<{ viewer: ProviderMe }>('ImpersonationPayload').implement({
  description: 'Whom the session acts as now',
  fields: (f) => ({ viewer: f.field({ type: Viewer, description: 'the user the session now is (isHijack during an impersonation)', resolve: (payload) => payload.viewer }) }),
});

builder.mutationField('impersonate', (t) =>
  t.field({
    type: ImpersonationPayload,
    description:
      'Acts as another user (IMP-04): allowed to administrators, staff and holders of impersonate_studio_member, never on oneself (002 §6). The session cookie becomes the impersonated session',
    // Mirrors the provider's rule so that a studio member is refused before any call (IMP-01).
    authScopes: { $any: { superuser: true, staff: true, permission: 'impersonate_studio_member' } },
    errors: { types: [ProviderError], union: { name: 'ImpersonateResult', description: 'The impersonated user, or why it was refused' }, result: { name: 'ImpersonateSuccess' }, directResult: true },
    args: { userId: t.arg.int({ required: true, description: 'the user id of the /hijack/{userId} route' }) },
    resolve: async (_root, { userId }, context) => {
      const tokens = await context.provider.impersonate(userId);
      context.session.start(tokens);
      context.loaders.viewer.clear();
      return { viewer: await signedInViewer(context) };
    },
  }),
);

builder.mutationField('releaseImpersonation', (t) =>
  t.field({
    type: ImpersonationPayload,
    description: 'Ends an impersonation (IMP-07): the staff member is back as themself',
    authScopes: { signedIn: true },
    errors: { types: [ProviderError], union: { name: 'ReleaseImpersonationResult', description: 'The staff member back as themself, or why it was refused' }, directResult: true },
    resolve: async (_root, _args, context) => {
      const tokens = await context.provider.releaseImpersonation();
      context.session.start(tokens);
      context.loaders.viewer.clear();
      return { viewer: await signedInViewer(context) };
    },
  }),
);

async function signedInViewer(context: GatewayContext): Promise<ProviderMe> {
  const viewer = await context.loaders.viewer.load();
  if (!viewer) throw new ProviderError('You are not signed in', 401, 'UNAUTHENTICATED');
  return viewer;
}
