import { builder } from '../builder';
import { ProviderError } from '../provider/errors';

/** What every typed error of a mutation result shows. */
export const ErrorInterface = builder.interfaceRef<Error>('Error').implement({
  fields: (t) => ({ message: t.exposeString('message') }),
});

const FieldError = builder.objectRef<{ code: string; detail: string; path?: string | undefined }>('FieldError').implement({
  description: 'One item of the provider error list; `path` names the field when the error is about one',
  fields: (t) => ({
    code: t.exposeString('code'),
    message: t.exposeString('detail'),
    path: t.exposeString('path', { nullable: true }),
  }),
});

builder.objectType(ProviderError, {
  name: 'ProviderError',
  description: 'The provider refused the action: its code, and the message of the error list',
  interfaces: [ErrorInterface],
  fields: (t) => ({
    code: t.exposeString('code'),
    status: t.exposeInt('status'),
    link: t.string({
      nullable: true,
      description: 'the error list\'s actionable link for this code, shown as "Solve now" (ERR-08)',
      resolve: (error) => error.link ?? null,
    }),
    fieldErrors: t.field({ type: [FieldError], resolve: (error) => error.items }),
  }),
});
