// The event offer form's draft (docs/adr/043): sessions and ticket types in the order the partner sees them, numbers
// and euros as typed. The body lists them in the same order, so the API's `sessions.{n}.date` errors land on row n.
import { ownMessage } from './own-message';
import type { PartnerEventOffer, PartnerEventOfferInput } from '@mp/shared/contracts';

export interface SessionDraft {
  /** Stable across edits, for React's list keys and the fields' ids. */
  key: string;
  id?: number;
  date: string;
  time: string;
  capacity: string;
  sold: number;
}

export interface TicketTypeDraft {
  key: string;
  id?: number;
  name_en: string;
  name_pt: string;
  seating: 'seated' | 'general';
  /** Euros as typed: 25, 25.5, 25,50. */
  price: string;
  sold: number;
}

export interface EventOfferDraft {
  sessions: SessionDraft[];
  ticket_types: TicketTypeDraft[];
}

let made = 0;
const newKey = () => `new-${++made}`;

/** Cents as euros for the price field: 2500 → "25.00". */
export const eurosOf = (cents: number) => (cents / 100).toFixed(2);

/** Euros typed with a point or a comma and at most two decimals, as cents; undefined when it is no such amount. */
export function centsOf(euros: string): number | undefined {
  const m = /^(\d{1,7})(?:[.,](\d{1,2}))?$/.exec(euros.trim());
  if (!m) return undefined;
  return Number(m[1]) * 100 + Number((m[2] ?? '').padEnd(2, '0'));
}

export function draftOf(offer: PartnerEventOffer): EventOfferDraft {
  return {
    sessions: offer.sessions.map((s) => ({
      key: `session-${s.id}`,
      id: s.id,
      date: s.date,
      time: s.time,
      capacity: String(s.capacity),
      sold: s.sold,
    })),
    ticket_types: offer.ticket_types.map((tt) => ({
      key: `ticket-${tt.id}`,
      id: tt.id,
      name_en: tt.name_en,
      name_pt: tt.name_pt,
      seating: tt.seating,
      price: eurosOf(tt.price_cents),
      sold: tt.sold,
    })),
  };
}

/** A new session: the day after the last one, at the last one's time and capacity (the usual run of a show). */
export function newSession(sessions: readonly SessionDraft[], today: string): SessionDraft {
  const last = sessions.at(-1);
  let date = today;
  if (last && /^\d{4}-\d{2}-\d{2}$/.test(last.date)) {
    const next = new Date(`${last.date}T12:00:00Z`);
    next.setUTCDate(next.getUTCDate() + 1);
    const day = next.toISOString().slice(0, 10);
    if (day > date) date = day;
  }
  return { key: newKey(), date, time: last?.time ?? '21:00', capacity: last?.capacity ?? '100', sold: 0 };
}

export const newTicketType = (): TicketTypeDraft => ({
  key: newKey(),
  name_en: '',
  name_pt: '',
  seating: 'general',
  price: '',
  sold: 0,
});

const WHOLE = /^\d{1,6}$/;

/** The body to send, or the fields whose numbers cannot be read (message keys under `eventOffer.`). */
export function bodyOf(draft: EventOfferDraft): { body: PartnerEventOfferInput } | { errors: Record<string, string> } {
  const errors: Record<string, string> = {};
  draft.sessions.forEach((s, n) => {
    if (!WHOLE.test(s.capacity.trim())) errors[`sessions.${n}.capacity`] = 'wholeNumber';
  });
  draft.ticket_types.forEach((tt, n) => {
    if (centsOf(tt.price) === undefined) errors[`ticket_types.${n}.price_cents`] = 'euros';
  });
  if (Object.keys(errors).length) return { errors };
  return {
    body: {
      sessions: draft.sessions.map((s) => ({
        ...(s.id === undefined ? {} : { id: s.id }),
        date: s.date,
        time: s.time,
        capacity: Number(s.capacity.trim()),
      })),
      ticket_types: draft.ticket_types.map((tt) => ({
        ...(tt.id === undefined ? {} : { id: tt.id }),
        name_en: tt.name_en,
        name_pt: tt.name_pt,
        seating: tt.seating,
        price_cents: centsOf(tt.price) ?? 0,
      })),
    },
  };
}

const FIELD = /^(sessions|ticket_types)(?:\.(\d+)(?:\.(date|time|capacity|name_en|name_pt|seating|price_cents))?)?$/;

/**
 * The API's 422 field map on the form: a row's field on its input, a row's own error on the row, a list's error (a
 * sold session left out, no ticket type) on the list; what names nothing of the form comes back in `rest`.
 */
export function serverErrorsOf(
  errors: Readonly<Record<string, readonly string[]>>,
  draft: EventOfferDraft,
): { fields: Record<string, string>; rest: string[] } {
  const fields: Record<string, string> = {};
  const rest: string[] = [];
  for (const key of Object.keys(errors)) {
    const message = ownMessage(errors, key);
    if (!message) continue;
    const m = FIELD.exec(key);
    const list = m?.[1] as keyof EventOfferDraft | undefined;
    if (!m || !list || (m[2] !== undefined && !draft[list][Number(m[2])])) rest.push(message);
    else fields[key] ??= message;
  }
  return { fields, rest };
}
