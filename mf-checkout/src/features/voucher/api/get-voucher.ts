// GET api/bookings/{reference}/voucher. The manage token (from the confirmation mail's link fragment, or the checkout's
// answer) travels in the x-voucher-token header, never in a URL the servers log.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, contentOf, unwrap } from '@mp/shared/api';
import type { BookingBreakdown, EnvelopeOf, RefundLine } from '@mp/shared/contracts';
import { voucherKeys, voucherTokenHeader } from './keys';

export interface VoucherItem {
  id: number;
  service: string;
  service_slug: string | null;
  partner: string;
  date: string;
  start_time: string | null;
  starts_at: string;
  duration_minutes: number;
  quantity: number;
  /** docs/adr/023: the party in words with each band's price ("2 adults × €45.00, 1 child × €25.00"); null otherwise. */
  party?: string | null;
  /** The service's kind (experience, restaurant, event…), which names its place; absent from an older API. */
  kind?: string | null;
  meeting_point: string | null;
  /** Where the meeting point is on a map; null: not given (absent from an older API). */
  meeting_position?: { lat: number; lng: number } | null;
  notes: string | null;
  /** Free cancellation until then (the shared rule); null: non-refundable, or the item is no longer live. */
  free_cancellation_until: string | null;
  /** The item cost nothing (a table without a deposit): free to cancel; absent from an older API. */
  nothing_paid?: boolean;
  status: string;
  status_text: string;
  /** Why the partner declined or cancelled the item, as they told the customer; null otherwise. */
  decline_reason?: string | null;
  /** What went back for a refunded item, method by method; null when nothing was refunded. */
  refund?: RefundLine[] | null;
  /** Null for a cancelled or declined item: nothing left to check in. */
  qr_code: string | null;
  /** Transfers: route, legs, people, vehicle and driver details, in the request's language. */
  trip?: { key: string; text: string }[];
  /** Event tickets (docs/adr/043), one per person; the item's QR code admits them all. Empty otherwise. */
  tickets?: VoucherTicket[];
}

export interface VoucherTicket {
  number: number;
  /** "Ticket 1 of 3", in the request's language. */
  label: string;
  ticket_type: string;
  seating: 'seated' | 'general';
  seating_text: string;
}

/** Items that can no longer be used: a banner instead of the QR code and the cancellation terms. */
export function itemEnded(item: Pick<VoucherItem, 'status'>): boolean {
  return item.status === 'cancelled' || item.status === 'declined';
}

export interface Voucher {
  reference: string;
  customer: string;
  /** A guest booking's "Manage booking" token; null for a customer's (who has My bookings). */
  manage_token?: string | null;
  items: VoucherItem[];
  /** What the booking cost and how it was paid, as the API adds it up; absent from an API older than it. */
  amounts?: BookingBreakdown;
}

export async function getVoucher(reference: string, token: string | null, signal?: AbortSignal): Promise<Voucher> {
  const result = await api.get<EnvelopeOf<Voucher>>(`bookings/${encodeURIComponent(reference)}/voucher`, {
    headers: voucherTokenHeader(token),
    ...(signal ? { signal } : {}),
  });
  return contentOf(unwrap(result));
}

/** `loggedIn` is in the key: signing in on the page reads the voucher again as its owner. */
export const voucherQueryOptions = (reference: string, token: string | null, loggedIn: boolean) =>
  queryOptions({
    queryKey: voucherKeys.voucher(reference, token, loggedIn),
    queryFn: ({ signal }) => getVoucher(reference, token, signal),
  });

/** Nothing is read without a reference. */
export function useVoucher(reference: string, token: string | null, loggedIn: boolean) {
  return useQuery({ ...voucherQueryOptions(reference, token, loggedIn), enabled: reference !== '' });
}
