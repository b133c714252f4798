// ERR-01: during maintenance every route answers 503 MAINTENANCE but those marked
// `config.duringMaintenance` (health, sign-in, refresh, sign-out, the error list
// and the switch itself).
import type { AppContext } from '../context';
import { ApiError } from '../errors';
import { appWide } from './app-wide';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Routes that still answer during maintenance (sign-in, the switch, health). */
    duringMaintenance?: boolean;
  }
}

export const maintenanceGate = appWide<{ context: AppContext }>('maintenance-gate', async (app, { context }) => {
  app.addHook('onRequest', async (request) => {
    if (request.is404) return;
    if (!request.routeOptions.config.duringMaintenance && (await context.maintenance.isOn())) {
      throw new ApiError(503, 'MAINTENANCE', 'Greenlight is under maintenance, please retry in a few minutes');
    }
  });
});
