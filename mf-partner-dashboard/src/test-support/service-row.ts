// One row of the partner's services list as GET /api/dashboard/services answers it, for the list's and bulk tests.
import type { DashboardServiceRow } from '@mp/shared/contracts';

export function serviceRow(
  over: Partial<DashboardServiceRow> & Pick<DashboardServiceRow, 'id' | 'name'>,
): DashboardServiceRow {
  return {
    slug: `service-${over.id}`,
    kind: 'experience',
    status: 'active',
    promoted: false,
    value_cents: 4500,
    value_discount_cents: 0,
    image_url: null,
    created_at: '2026-11-01T10:00:00.000Z',
    ...over,
  };
}
