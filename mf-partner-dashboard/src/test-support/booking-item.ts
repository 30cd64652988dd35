// A partner's booking item as the API answers it (GET api/dashboard/booking-items), for screen tests: item `id` of
// `serviceName`, booked by Rita Gomes (user 31), two people, €40, waiting for an answer; `over` changes any field.
import type { BookingItem } from '@mp/shared/contracts';

export interface TestBookingItemOptions extends Partial<BookingItem> {
  /** The customer's user id (0: a guest). */
  userId?: number;
  /** The customer's phone. */
  phone?: string | null;
}

export function testBookingItem(
  id: number,
  serviceName: string,
  { userId = 31, phone = null, ...over }: TestBookingItemOptions = {},
): BookingItem {
  return {
    id,
    booking_date: '2026-12-03T15:00:00Z',
    created_at: '2026-11-01T09:00:00Z',
    booking_item_status: 'pending',
    quantity: 2,
    value: 4000,
    discount: 0,
    pending_hours: 48,
    answer_by: '2026-11-03T09:00:00Z',
    annotations: {},
    unserialized_service: {},
    service: { id: id * 10, service_name: serviceName, duration: 90, slug: null, category_slug: null },
    booking: {
      id: id * 100,
      reference: `RT-${id}`,
      user: {
        id: userId,
        first_name: 'Rita',
        last_name: 'Gomes',
        phone,
        profile: { birthdate: null },
        avatar: null,
        created_at: '2025-01-01T00:00:00Z',
      },
      promo_code: null,
      erp_id: null,
      annotations: {},
    },
    ...over,
  };
}
