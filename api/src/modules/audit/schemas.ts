import { AuditEntry, AuditLogQuery, Envelope, Page } from '@mp/shared/contracts';
import { csvExportSchema } from '../../lib/csv';
import { errors } from '../../lib/schemas';

export const auditLogSchema = {
  tags: ['back office'],
  summary:
    'The audit log, newest first: impersonated requests and back-office writes (filters: staff member, user acted as, action prefix)',
  querystring: AuditLogQuery,
  response: { 200: Envelope(Page(AuditEntry)), ...errors(401, 403, 422) },
};

export const auditLogExportSchema = csvExportSchema(
  'Every audit entry matching the filters of GET api/super/audit-log as CSV, streamed from the server (no page, newest first; before and after as JSON)',
  AuditLogQuery,
);
