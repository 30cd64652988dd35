// The partner's screens for what one kind of service sells (an event's sessions, a restaurant's tables and hours) act
// on the company's own service of that kind only: any other is "not found", as another company's service is elsewhere.
import type { Conn } from '../../db/sql';
import { notFound } from '../../lib/errors';
import { kindOfCompanyService } from './repository';

export async function requireOwnServiceOfKind(
  db: Conn,
  companyId: number,
  serviceId: number,
  kind: 'event' | 'restaurant',
): Promise<void> {
  if ((await kindOfCompanyService(db, companyId, serviceId)) !== kind) throw notFound('dashboard.serviceNotFound');
}
