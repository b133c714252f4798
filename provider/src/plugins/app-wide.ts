// fastify-plugin's two marks, without the package: a plugin so marked is not
// encapsulated, so the hooks, handlers and decorations it adds apply to the whole
// app (Fastify reads `skip-override`), and the boot log names it.
import type { FastifyPluginAsync } from 'fastify';

export function appWide<Options extends object>(name: string, plugin: FastifyPluginAsync<Options>): FastifyPluginAsync<Options> {
  return Object.assign(plugin, { [Symbol.for('skip-override')]: true, [Symbol.for('fastify.display-name')]: name });
}
