import { AuditEntry, AuditLogQuery, Envelope, Page } from '@mp/shared/contracts';
import { errors } from '../../lib/schemas';

export const auditLogSchema = {
  tags: ['back office'],
  summary: 'The audit log, newest first: impersonated requests and back-office writes (filters: staff member, user acted as, action prefix)',
  querystring: AuditLogQuery,
  response: { 200: Envelope(Page(AuditEntry)), ...errors(401, 403, 422) },
};
