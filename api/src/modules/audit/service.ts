// GET api/super/audit-log (issue 14 §14).
import type { AuditEntry, AuditLogQuery } from '@mp/shared/contracts';
import type { Db } from '../../db/client';
import { page, pageWindow } from '../../lib/wire';
import * as repo from './repository';

export async function auditLogPage(db: Db, url: string, query: AuditLogQuery) {
  const paging = { page: query.page ?? 1, perPage: query.per_page ?? 25 };
  const { total, rows } = await repo.auditPage(db, { staffId: query.staff_id, userId: query.user_id, action: query.action?.trim() }, pageWindow(paging));
  return page<AuditEntry>(
    url,
    paging,
    total,
    rows.map((r) => ({
      id: r.id,
      staff: { id: r.staffId, email: r.staffEmail, name: `${r.staffFirst} ${r.staffLast}` },
      acting_as: { id: r.actingId, email: r.actingEmail, name: `${r.actingFirst} ${r.actingLast}` },
      action: r.action,
      method: r.method,
      path: r.path,
      entity: r.entity,
      entity_id: r.entityId,
      before: r.before ?? null,
      after: r.after ?? null,
      created_at: r.createdAt.toISOString(),
    })),
  );
}
