// Audit trail (spec §6, ADR 014, ADR 035): every request a SUPER makes as another user (action `impersonation`; a write
// also keeps the account before and after it, see plugins/auth.ts) and
// every back-office write (action `<area>.<verb>`, with the entity before and after). Writes record their entry
// with `change(tx, …)` inside their own transaction, so a change and its audit entry commit or fail together.
import fp from 'fastify-plugin';
import type { FastifyRequest } from 'fastify';
import type { Db, Tx } from '../db/client';
import {
  insertChange,
  insertImpersonation,
  type ChangeEntry,
  type ImpersonationEntry,
} from '../modules/audit/repository';

export type AuditChange = Pick<ChangeEntry, 'action' | 'entity' | 'entityId' | 'before' | 'after'>;

declare module 'fastify' {
  interface FastifyInstance {
    audit: {
      /** Records a request made as another user; for a write, pass the account before it (see plugins/auth.ts). */
      impersonation(entry: ImpersonationEntry & { before?: Record<string, unknown> }): Promise<number>;
      /** Records a back-office write made by this request (who, as whom, method and path come from it). */
      change(conn: Db | Tx, request: FastifyRequest, change: AuditChange): Promise<void>;
    };
  }
}

export default fp(
  async (app) => {
    app.decorate('audit', {
      impersonation: (entry: ImpersonationEntry & { before?: Record<string, unknown> }) =>
        insertImpersonation(app.db, entry),
      change: async (conn: Db | Tx, request: FastifyRequest, change: AuditChange) => {
        const real = request.realUser;
        const acting = request.actingUser ?? real;
        if (!real || !acting) throw new Error('an audited change needs a signed-in user');
        await insertChange(conn, {
          ...change,
          realUserId: real.id,
          actingUserId: acting.id,
          method: request.method,
          path: request.url.split('?')[0] ?? request.url,
        });
      },
    });
  },
  { name: 'audit', dependencies: ['db'] },
);
