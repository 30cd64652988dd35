// GET /api/bookings/{reference}/voucher and its .ics. The manage token (from the confirmation mail's
// link fragment, or the checkout's answer) travels in the x-voucher-token header, never in a URL the servers log.
import { api, contentOf, unwrap } from '@mp/shared/api';
import type { BookingBreakdown, EnvelopeOf, RefundLine } from '@mp/shared/contracts';

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
  notes: string | null;
  /** Free cancellation until then (the shared rule); null: non-refundable, or the item is no longer live. */
  free_cancellation_until: string | null;
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

const tokenHeader = (token: string | null): Record<string, string> => (token ? { 'x-voucher-token': token } : {});

export async function fetchVoucher(reference: string, token: string | null, signal?: AbortSignal): Promise<Voucher> {
  const result = await api.get<EnvelopeOf<Voucher>>(`bookings/${encodeURIComponent(reference)}/voucher`, {
    headers: tokenHeader(token),
    ...(signal ? { signal } : {}),
  });
  return contentOf(unwrap(result));
}

/** The calendar file as a Blob, through `api.blob` (a plain link could not send the token header). */
export async function fetchVoucherIcs(reference: string, token: string | null): Promise<Blob> {
  return unwrap(
    await api.blob(`bookings/${encodeURIComponent(reference)}/voucher.ics`, {
      accept: 'text/calendar',
      headers: tokenHeader(token),
    }),
  );
}

/** The manage token of the page's URL fragment (`#token=…`), or of the payment just made in this browser. */
export function voucherTokenFromHash(hash: string): string | null {
  const token = new URLSearchParams(hash.replace(/^#/, '')).get('token');
  return token && /^[A-Za-z0-9_-]{1,100}$/.test(token) ? token : null;
}
