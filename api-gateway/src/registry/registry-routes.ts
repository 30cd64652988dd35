import type { FastifyInstance } from 'fastify';
import { readCookie } from '../pages/locale';
import { getsCanary, isVisitorId, VISITOR_COOKIE } from './canary';
import { BEACON_BODY_LIMIT, BeaconRateLimit, HealthCounts, parseBeacon } from './health-beacons';
import { toPublicRegistry, type RegistryStore } from './registry-store';

export interface RegistryRoutesOptions {
  store: RegistryStore;
  /** Health beacons one client address may send a minute. */
  beaconsPerMinute: number;
  /** How often received counts are added to the registry (ms). */
  countsFlushMs: number;
}

export async function registryRoutes(app: FastifyInstance, options: RegistryRoutesOptions): Promise<void> {
  // no-store: after a deploy or rollback the very next read must see the new pointer. A visitor on a canary gets it
  // here too (the shell's retry reads this), by the cookie the page set; this answer never sets one.
  app.get('/registry/remotes.json', async (request, reply) => {
    const state = await options.store.read();
    const visitor = readCookie(request.headers.cookie, VISITOR_COOKIE);
    const registry = toPublicRegistry(
      state,
      (name, canary) => isVisitorId(visitor) && getsCanary(visitor, name, canary),
    );
    return reply.header('cache-control', 'no-store').send(registry);
  });

  const counts = new HealthCounts(options.store, app.log, options.countsFlushMs);
  const limit = new BeaconRateLimit(options.beaconsPerMinute);
  app.addHook('onClose', async () => counts.close());

  // The shell's navigator.sendBeacon (ADR 039): no cookie or personal data is read, only remote, version and 0/1s.
  app.post('/registry/beacon', { bodyLimit: BEACON_BODY_LIMIT }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    if (!limit.allow(request.ip))
      return reply.code(429).send({ message: 'Too many health reports; try again in a minute' });
    const parsed = parseBeacon(request.body);
    if ('errors' in parsed) return reply.code(422).send({ message: 'Invalid health report', errors: parsed.errors });
    counts.add(parsed.items);
    return reply.code(204).send();
  });
}
