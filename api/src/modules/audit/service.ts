// GET api/super/audit-log and its CSV export GET api/super/audit-log/export.
import type { AuditEntry, AuditLogQuery, AuditNamesQuery, NameMatch } from '@mp/shared/contracts';
import type { Db } from '../../db/client';
import { csvExport } from '../../lib/csv';
import { page, pageWindow } from '../../lib/wire';
import * as repo from './repository';

function entryView(r: repo.AuditRow): AuditEntry {
  return {
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
  };
}

/** How many parts of action codes one filter may name: more than there are actions. */
const ACTION_PARTS = 60;

/**
 * `action` is one part of an action's code or several separated by commas: the back office sends the typed text and
 * the codes whose words (in the staff member's language) hold it, so an action is found by its code or its name.
 */
const actionParts = (action: string | undefined): string[] =>
  (action ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)
    .slice(0, ACTION_PARTS);

const auditFilter = (query: AuditLogQuery): repo.AuditFilter => ({
  staffId: query.staff_id,
  userId: query.user_id,
  actions: actionParts(query.action),
});

export async function auditLogPage(db: Db, url: string, query: AuditLogQuery) {
  const paging = { page: query.page ?? 1, perPage: query.per_page ?? 25 };
  const { total, rows } = await repo.auditPage(db, auditFilter(query), pageWindow(paging));
  return page<AuditEntry>(url, paging, total, rows.map(entryView));
}

/** The entries about one customer (their page's audit part), newest first. */
export async function customerAuditPage(
  db: Db,
  url: string,
  userId: number,
  paging: { page: number; perPage: number },
) {
  const { total, rows } = await repo.auditPage(db, { aboutCustomer: userId }, pageWindow(paging));
  return page<AuditEntry>(url, paging, total, rows.map(entryView));
}

const json = (value: Record<string, unknown> | null) => (value === null ? '' : JSON.stringify(value));

/** Every entry matching the log's filters as CSV (no page), newest first, read in batches; before and after as JSON. */
export function auditLogCsv(db: Db, query: AuditLogQuery, t: (key: string) => string): AsyncIterable<string> {
  const filter = auditFilter(query);
  return csvExport<AuditEntry>({
    messages: 'backOffice.exports.audit',
    t,
    columns: [
      { key: 'id', value: (e) => e.id },
      { key: 'created_at', value: (e) => e.created_at },
      { key: 'staff', value: (e) => e.staff.name },
      { key: 'staff_email', value: (e) => e.staff.email },
      { key: 'acting_as', value: (e) => e.acting_as.name },
      { key: 'acting_as_email', value: (e) => e.acting_as.email },
      { key: 'action', value: (e) => e.action },
      { key: 'request', value: (e) => `${e.method} ${e.path}` },
      { key: 'entity', value: (e) => e.entity },
      { key: 'entity_id', value: (e) => e.entity_id },
      { key: 'before', value: (e) => json(e.before) },
      { key: 'after', value: (e) => json(e.after) },
    ],
    batch: async (beforeId, limit) => (await repo.auditBatch(db, filter, beforeId, limit)).map(entryView),
    cursor: (e) => e.id,
  });
}

/** The staff members or users the audit log's filters can choose by name. */
export function auditNames(db: Db, q: AuditNamesQuery): Promise<NameMatch[]> {
  return repo.namesOf(db, q.of, q.search?.trim() ?? '');
}
