import type { FastifyInstance } from 'fastify';
import { toPublicRegistry, type RegistryStore } from './registry-store';

export async function registryRoutes(app: FastifyInstance, options: { store: RegistryStore }): Promise<void> {
  // no-store: after a deploy or rollback the very next read must see the new pointer.
  app.get('/registry/remotes.json', async (_request, reply) => {
    const state = await options.store.read();
    return reply.header('cache-control', 'no-store').send(toPublicRegistry(state));
  });
}
