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
