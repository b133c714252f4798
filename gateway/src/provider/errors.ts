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
    /** The error list's actionable link for this code, shown as "Solve now" (ERR-08). */
    readonly link?: string,
  ) {
    super(message, {
      extensions: {
        code,
        status,
        ...(link ? { link } : {}),
        ...(items.length > 0 ? { errorList: items.map(({ code, detail, path }) => ({ code, detail, path })) } : {}),
      },
    });
    this.name = 'ProviderError';
  }
}

/**
 * The provider failed (5xx) or cannot be reached: never a mutation's typed result,
 * always a GraphQL error, so that the page shows maintenance (503) or the support
 * toast (other 5xx) wherever it happens (ERR-01, ERR-02).
 */
export class UpstreamError extends GraphQLError {
  constructor(
    message: string,
    readonly status: number,
    readonly code: string,
  ) {
    super(message, { extensions: { code, status } });
    this.name = 'UpstreamError';
  }
}

/** When the provider cannot be reached at all. */
export const providerUnavailable = (cause: unknown) =>
  new UpstreamError(
    `The provider is unavailable (${cause instanceof Error ? cause.message : String(cause)})`,
    503,
    'PROVIDER_UNAVAILABLE',
  );
