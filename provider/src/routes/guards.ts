// Permission checks that run before a route validates its input, so that a caller
// without the right gets 403 whatever it sent.
import type { FastifyRequest } from 'fastify';
import { forbidden } from '../errors';

/** preValidation hook: superusers (administrators) only. */
export async function superusersOnly(request: FastifyRequest): Promise<void> {
  if (!request.principal?.isSuperuser) throw forbidden();
}

/** preValidation hook: holders of a user-level permission only. */
export const withPermission = (permission: string) => async (request: FastifyRequest): Promise<void> => {
  if (!request.principal?.permissions.has(permission)) throw forbidden();
};
