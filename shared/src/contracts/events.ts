// Events sold through BOL, the Portuguese online box office (spec §7 GET /api/bol-*). Names in the request's language.
import { Type, type Static, type TSchema } from '@sinclair/typebox';
import { Cents } from './common';
import { City } from './catalogue';

const Nullable = <T extends TSchema>(t: T) => Type.Union([t, Type.Null()]);

export const BolCategory = Type.Object({
  id: Type.Integer(),
  slug: Type.String(),
  name: Type.String(),
  /** Upcoming active events in this category. */
  events_count: Type.Integer({ minimum: 0 }),
});
export type BolCategory = Static<typeof BolCategory>;

export const BolVenue = Type.Object({
  id: Type.Integer(),
  slug: Type.String(),
  name: Type.String(),
  address: Type.String(),
  capacity: Type.Integer(),
  city: City,
});
export type BolVenue = Static<typeof BolVenue>;

/** A city with upcoming events (the location filter). */
export const BolLocation = Type.Intersect([City, Type.Object({ events_count: Type.Integer({ minimum: 0 }) })]);
export type BolLocation = Static<typeof BolLocation>;

export const BolEvent = Type.Object({
  id: Type.Integer(),
  slug: Type.String(),
  name: Type.String(),
  description: Type.String(),
  starts_at: Type.String({ format: 'date-time' }),
  price_from_cents: Cents,
  image_url: Nullable(Type.String()),
  status: Type.Union([Type.Literal('active'), Type.Literal('cancelled'), Type.Literal('sold_out')]),
  category: Type.Object({ id: Type.Integer(), slug: Type.String(), name: Type.String() }),
  venue: Type.Object({ id: Type.Integer(), slug: Type.String(), name: Type.String(), address: Type.String() }),
  city: City,
  /** The event page that sells its tickets (a service of kind `event`, docs/adr/043); null: listed only. */
  service_slug: Nullable(Type.String()),
});
export type BolEvent = Static<typeof BolEvent>;

/**
 * GET /api/bol-events: upcoming events (starts_at in the future, not cancelled), soonest first; a page.
 * `category` = BolCategory slug, `location` = city slug, `venue` = venue slug, `q` = text in either language,
 * `from` / `to` = YYYY-MM-DD bounds (Europe/Lisbon days).
 */
export const BolEventsQuery = Type.Object({
  page: Type.Optional(Type.Integer({ minimum: 1, default: 1 })),
  per_page: Type.Optional(Type.Integer({ minimum: 1, maximum: 48, default: 12 })),
  category: Type.Optional(Type.String({ maxLength: 100 })),
  location: Type.Optional(Type.String({ maxLength: 100 })),
  venue: Type.Optional(Type.String({ maxLength: 100 })),
  q: Type.Optional(Type.String({ maxLength: 100 })),
  from: Type.Optional(Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$' })),
  to: Type.Optional(Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$' })),
});
export type BolEventsQuery = Static<typeof BolEventsQuery>;

/** Seated tickets have a place of their own in the hall; general admission is standing or free seating. */
export const TicketSeating = Type.Union([Type.Literal('seated'), Type.Literal('general')]);
export type TicketSeating = Static<typeof TicketSeating>;

/** A priced ticket of an event; every type shares the places of the session it is bought for. */
export const EventTicketType = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  seating: TicketSeating,
  price_cents: Cents,
});
export type EventTicketType = Static<typeof EventTicketType>;

/** A dated session of an event, with the places still free (other carts' checkout holds counted). */
export const EventSession = Type.Object({
  /** Lisbon day (YYYY-MM-DD) and start (HH:MM); a cart line names the session by both. */
  date: Type.String(),
  time: Type.String(),
  starts_at: Type.String({ format: 'date-time' }),
  capacity: Type.Integer({ minimum: 1 }),
  places_left: Type.Integer({ minimum: 0 }),
  sold_out: Type.Boolean(),
});
export type EventSession = Static<typeof EventSession>;

/**
 * GET /api/events/{slug}/sessions: what an event page sells — its upcoming sessions (sold-out ones included, marked)
 * and its ticket types, in the request's language. A cart line for it carries `date`, `time`, the number of tickets
 * as `quantity` and the ticket type as `notes.ticket_type_id`.
 */
export const EventOffer = Type.Object({
  service_id: Type.Integer(),
  venue: Nullable(Type.Object({ name: Type.String(), address: Type.String(), city: Type.String() })),
  sessions: Type.Array(EventSession),
  ticket_types: Type.Array(EventTicketType),
});
export type EventOffer = Static<typeof EventOffer>;

/** Bounds the partner dashboard and the API both apply to an event's sessions and ticket types (docs/adr/043). */
export const EVENT_OFFER_LIMITS = {
  capacity: { min: 1, max: 100_000 },
  priceCents: { min: 0, max: 1_000_000 },
  name: { min: 1, max: 120 },
  /** Session start times sit on this grid of minutes. */
  minuteStep: 5,
} as const;

/** A session as the partner edits it: one a day, Lisbon start HH:MM on the 5-minute grid; no `id` for a new one. */
export const PartnerEventSessionInput = Type.Object({
  id: Type.Optional(Type.Integer()),
  date: Type.String({ maxLength: 10 }),
  time: Type.String({ maxLength: 5 }),
  capacity: Type.Integer(),
});
export type PartnerEventSessionInput = Static<typeof PartnerEventSessionInput>;

/** A ticket type as the partner edits it, named in both languages; no `id` for a new one. */
export const PartnerEventTicketTypeInput = Type.Object({
  id: Type.Optional(Type.Integer()),
  name_en: Type.String({ maxLength: 200 }),
  name_pt: Type.String({ maxLength: 200 }),
  seating: Type.Union([Type.Literal('seated'), Type.Literal('general')]),
  price_cents: Type.Integer(),
});
export type PartnerEventTicketTypeInput = Static<typeof PartnerEventTicketTypeInput>;

/**
 * PUT /api/dashboard/services/{id}/event-offer: every session and ticket type of an event service, replacing what is
 * there in one transaction. A session or ticket type left out is removed, unless it has sales (a 422 says so); a 422
 * keys its fields as `sessions.{n}.date`, `ticket_types.{n}.name_pt`, ….
 */
export const PartnerEventOfferInput = Type.Object({
  sessions: Type.Array(PartnerEventSessionInput, { maxItems: 400 }),
  ticket_types: Type.Array(PartnerEventTicketTypeInput, { maxItems: 50 }),
});
export type PartnerEventOfferInput = Static<typeof PartnerEventOfferInput>;

/**
 * GET (and the PUT's answer) /api/dashboard/services/{id}/event-offer: the sessions by date, each with the places
 * `sold` on its day, and the ticket types in their order, each with the tickets `sold` (a sold one can be renamed and
 * repriced for new sales, not removed).
 */
export const PartnerEventOffer = Type.Object({
  sessions: Type.Array(
    Type.Object({
      id: Type.Integer(),
      date: Type.String(),
      time: Type.String(),
      capacity: Type.Integer(),
      sold: Type.Integer(),
    }),
  ),
  ticket_types: Type.Array(
    Type.Object({
      id: Type.Integer(),
      name_en: Type.String(),
      name_pt: Type.String(),
      seating: Type.Union([Type.Literal('seated'), Type.Literal('general')]),
      price_cents: Type.Integer(),
      sold: Type.Integer(),
    }),
  ),
});
export type PartnerEventOffer = Static<typeof PartnerEventOffer>;
