// Audit trail of SUPER impersonation (spec §6, issue 3 §5): who acted as whom, method, path and time.
import fp from 'fastify-plugin';
import { insertImpersonation, type ImpersonationEntry } from '../modules/audit/repository';

declare module 'fastify' {
  interface FastifyInstance {
    audit: { impersonation(entry: ImpersonationEntry): Promise<void> };
  }
}

export default fp(
  async (app) => {
    app.decorate('audit', {
      impersonation: (entry: ImpersonationEntry) => insertImpersonation(app.db, entry),
    });
  },
  { name: 'audit', dependencies: ['db'] },
);
