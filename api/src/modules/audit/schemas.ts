import { Type } from '@sinclair/typebox';
import { AuditEntry, AuditLogQuery, AuditNamesQuery, Envelope, NameMatch, Page } from '@mp/shared/contracts';
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

export const auditNamesSchema = {
  tags: ['back office'],
  summary:
    'Staff members (of=staff) or users acted as (of=users) by name or address for the audit log filters: the first 20 by name',
  querystring: AuditNamesQuery,
  response: { 200: Envelope(Type.Array(NameMatch)), ...errors(401, 403, 422) },
};
