import { builder } from '../builder';
import { ProviderError } from '../provider/errors';
import { Viewer } from './viewer';

builder.mutationField('signIn', (t) =>
  t.field({
    type: Viewer,
    description:
      'Signs in with an email and a password (AUTH-07): the session cookie is set on the answer. Any refusal is a ProviderError (the page shows "Wrong password", AUTH-08)',
    errors: {
      types: [ProviderError],
      result: { name: 'SignInSuccess' },
      union: { name: 'SignInResult' },
      dataField: { name: 'viewer' },
    },
    args: {
      email: t.arg.string({ required: true }),
      password: t.arg.string({ required: true }),
    },
    resolve: async (_root, { email, password }, context) => {
      const tokens = await context.provider.login(email.trim(), password);
      context.session.start(tokens);
      const viewer = await context.viewer();
      if (!viewer) throw new ProviderError('Wrong password', 401, 'UNAUTHENTICATED');
      return viewer;
    },
  }),
);

const SignOutPayload = builder.objectRef<{ viewer: null }>('SignOutPayload').implement({
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
      return { viewer: null };
    },
  }),
);
