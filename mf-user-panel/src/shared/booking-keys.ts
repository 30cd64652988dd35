// The query keys of the customer's bookings (one factory: writes invalidate `all`), shared by the pages that list
// them: a cancellation or a review refreshes the bookings and the bookings by category alike.
import type { CUSTOMER_BOOKING_LISTS } from '@mp/shared/domain';

export type BookingList = keyof typeof CUSTOMER_BOOKING_LISTS;

export const bookingKeys = {
  all: ['user-panel', 'client-bookings'] as const,
  list: (userId: number, list: BookingList, page: number) => [...bookingKeys.all, userId, list, page] as const,
};
