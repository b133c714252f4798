// Whether the platform answers: the maintenance page asks it until it is back (ERR-01).
import { builder } from '../builder';
import { ProviderError, UpstreamError } from '../provider/errors';

interface ServiceStatusShape {
  available: boolean;
  maintenance: boolean;
}

const ServiceStatus = builder.objectRef<ServiceStatusShape>('ServiceStatus').implement({
  description: 'Whether the provider answers, and whether it is under maintenance',
  fields: (t) => ({
    available: t.exposeBoolean('available', { description: 'the provider and its database answer' }),
    maintenance: t.exposeBoolean('maintenance', { description: 'maintenance mode is on: pages answer 503' }),
  }),
});

builder.queryField('serviceStatus', (t) =>
  t.field({
    type: ServiceStatus,
    description: 'Public: answers whether or not anyone is signed in, and never fails',
    resolve: async (_root, _args, context) => {
      try {
        const health = await context.loaders.health.load();
        return { available: true, maintenance: health.maintenance };
      } catch (error) {
        if (error instanceof UpstreamError) return { available: false, maintenance: false };
        throw error;
      }
    },
  }),
);

const MaintenancePayload = builder.objectRef<{ on: boolean }>('MaintenancePayload').implement({
  description: 'Maintenance mode after the switch',
  fields: (t) => ({ on: t.exposeBoolean('on', { description: 'maintenance mode is on' }) }),
});

builder.mutationField('setMaintenance', (t) =>
  t.field({
    type: MaintenancePayload,
    description:
      'Switches maintenance mode (ERR-01, administrators only): while on, every page but sign-in shows the maintenance screen',
    // No scope here: during maintenance the viewer cannot be read (GET /v1/me answers
    // 503), so the provider, whose switch answers then, refuses non-administrators.
    authScopes: { signedIn: true },
    errors: { types: [ProviderError], union: { name: 'SetMaintenanceResult', description: 'Maintenance mode switched, or why it was refused' }, directResult: true },
    args: { on: t.arg.boolean({ required: true, description: 'true switches maintenance on, false off' }) },
    resolve: (_root, { on }, context) => context.provider.setMaintenance(on),
  }),
);
