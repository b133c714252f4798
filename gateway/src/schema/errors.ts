import { builder } from '../builder';
import { ProviderError } from '../provider/errors';

/** What every typed error of a mutation result shows. */
export const ErrorInterface = builder.interfaceRef<Error>('Error').implement({
  description: 'A typed error of a mutation result',
  fields: (t) => ({ message: t.exposeString('message', { description: 'what the user reads' }) }),
});

const FieldError = builder.objectRef<{ code: string; detail: string; path?: string | undefined; extra?: Record<string, unknown> | undefined }>('FieldError').implement({
  description: 'One item of the provider error list; `path` names the field when the error is about one',
  fields: (t) => ({
    code: t.exposeString('code', { description: 'its error-list code' }),
    message: t.exposeString('detail', { description: 'what is wrong, in words' }),
    path: t.exposeString('path', { nullable: true, description: 'the field it is about, as a dotted path; null when about none' }),
    stepTitle: t.string({
      nullable: true,
      description: 'the title of the submission step it is about (SUBMISSION_STEP_INCOMPLETE, issue 42); null when about none',
      resolve: (item) => (typeof item.extra?.stepTitle === 'string' ? item.extra.stepTitle : null),
    }),
  }),
});

builder.objectType(ProviderError, {
  name: 'ProviderError',
  description: 'The provider refused the action: its code, and the message of the error list',
  interfaces: [ErrorInterface],
  fields: (t) => ({
    code: t.exposeString('code', { description: 'the error-list code (FORBIDDEN, NOT_FOUND, INVALID_REQUEST ...)' }),
    status: t.exposeInt('status', { description: 'the HTTP status of the refusal (400, 401, 403, 404 ...)' }),
    link: t.string({
      nullable: true,
      description: 'the error list\'s actionable link for this code, shown as "Solve now" (ERR-08)',
      resolve: (error) => error.link ?? null,
    }),
    fieldErrors: t.field({ type: [FieldError], description: 'the items of the error list, each naming its field when about one', resolve: (error) => error.items }),
  }),
});
