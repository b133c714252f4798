// Every provider error answer has one shape (Part G, "Error bodies"):
// { detail, errorList: [{ code, detail, path?, extra? }] }.
import type { FastifyError, FastifyReply, FastifyServerOptions } from 'fastify';

/** A string without the NUL character, which a Postgres text column cannot hold (plugins/input-bounds.ts). */
export const NO_NUL_PATTERN = '^[^\\u0000]*$';

export interface ErrorItem {
  code: string;
  detail: string;
  path?: string;
  extra?: Record<string, unknown>;
}

export interface ErrorBody {
  detail: string;
  errorList: ErrorItem[];
}

export class ApiError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    detail: string,
    readonly items: ErrorItem[] = [{ code, detail }],
  ) {
    super(detail);
    this.name = 'ApiError';
  }

  body(): ErrorBody {
    return { detail: this.message, errorList: this.items };
  }
}

export const badRequest = (code: string, detail: string, items?: ErrorItem[]) =>
  new ApiError(400, code, detail, items);
export const unauthenticated = (detail = 'Authentication credentials were not provided or are invalid') =>
  new ApiError(401, 'UNAUTHENTICATED', detail);
export const tokenExpired = () => new ApiError(401, 'TOKEN_EXPIRED', 'The access token has expired');
// A 403 carries detail "Forbidden" (Part G): the client maps it to "Invalid permission".
export const forbidden = (code = 'FORBIDDEN') => new ApiError(403, code, 'Forbidden');
export const notFound = (what = 'Not found') => new ApiError(404, 'NOT_FOUND', what);

/**
 * Errors Fastify meets before any route or hook (a URL it cannot decode, a path parameter
 * over its 100 characters): the same error body, with the correlation id, instead of
 * Fastify's own shape outside the error list.
 */
export const frameworkErrors: NonNullable<FastifyServerOptions['frameworkErrors']> = (error, request, reply) => {
  const tooLong = error.code === 'FST_ERR_MAX_PARAM_LENGTH';
  const refusal = new ApiError(tooLong ? 414 : 400, 'INVALID_REQUEST', tooLong ? 'A path parameter is too long' : 'The URL cannot be read');
  void (reply as FastifyReply).code(refusal.statusCode).header('x-correlation-id', request.id).send(refusal.body());
};

/** Fastify's own 4xx errors (bad JSON, unsupported media type, body too large) in our shape. */
export function fromFastifyError(error: FastifyError): ApiError | undefined {
  if (error.validation) {
    const items = error.validation.map((issue) => {
      const path = [error.validationContext, issue.instancePath.replace(/^\//, '').replaceAll('/', '.')]
        .filter(Boolean)
        .join('.');
      const missing = (issue.params as { missingProperty?: string } | undefined)?.missingProperty;
      const extra = (issue.params as { additionalProperty?: string } | undefined)?.additionalProperty;
      const field = missing ?? extra;
      // A NUL character in a string (plugins/input-bounds.ts) says so, not its pattern.
      const message = issue.keyword === 'pattern' && (issue.params as { pattern?: string }).pattern === NO_NUL_PATTERN
        ? 'must not contain the NUL character'
        : issue.message;
      return {
        code: 'INVALID_REQUEST',
        detail: field ? `${path ? `${path}.` : ''}${field} ${message ?? 'is invalid'}` : `${path} ${message ?? 'is invalid'}`,
        path: field ? (path ? `${path}.${field}` : field) : path,
      };
    });
    return badRequest('INVALID_REQUEST', items[0]?.detail ?? 'Invalid request', items);
  }
  const status = error.statusCode ?? 500;
  if (status >= 400 && status < 500) {
    return new ApiError(status, error.code ?? 'INVALID_REQUEST', error.message);
  }
  return undefined;
}
