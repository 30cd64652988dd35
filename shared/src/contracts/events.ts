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
