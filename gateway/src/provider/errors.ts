// Upstream failures. A provider error answer ({detail, errorList}) becomes one
// ProviderError: a GraphQL error whose extensions carry the HTTP status and the
// provider's code, with the error list's message (ERR-05, ERR-10, CONF-06).
import { GraphQLError } from 'graphql';

export interface ProviderErrorItem {
  code: string;
  detail: string;
  path?: string;
  extra?: Record<string, unknown>;
}

export class ProviderError extends GraphQLError {
  constructor(
    message: string,
    readonly status: number,
    readonly code: string,
    readonly items: ProviderErrorItem[] = [],
  ) {
    super(message, {
      extensions: {
        code,
        status,
        ...(items.length > 0 ? { errorList: items.map(({ code, detail, path }) => ({ code, detail, path })) } : {}),
      },
    });
    this.name = 'ProviderError';
  }
}

/** When the provider cannot be reached at all. */
export const providerUnavailable = (cause: unknown) =>
  new ProviderError(
    `The provider is unavailable (${cause instanceof Error ? cause.message : String(cause)})`,
    503,
    'PROVIDER_UNAVAILABLE',
  );

/** Replaces {{name}} placeholders with the error's extra values (ERR-07). */
export function fillPlaceholders(message: string, extra: Record<string, unknown> | undefined): string {
  return message.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) =>
    extra && extra[name] !== undefined ? String(extra[name]) : whole,
  );
}
