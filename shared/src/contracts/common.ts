// Wire shapes shared by every call (spec §7, §8). TypeBox gives the API its JSON schemas
// and the front ends their types from one definition.
import { Type, type Static, type TSchema } from '@sinclair/typebox';

/** `{ status, content }` — the envelope every non-list answer uses. */
export const Envelope = <T extends TSchema>(content: T) =>
  Type.Object({ status: Type.Boolean(), content }, { additionalProperties: false });
export interface EnvelopeOf<T> {
  status: boolean;
  content: T;
}

/** Laravel-style page: lists read `content.data`. */
export const Page = <T extends TSchema>(item: T) =>
  Type.Object({
    current_page: Type.Integer({ minimum: 1 }),
    last_page: Type.Integer({ minimum: 1 }),
    per_page: Type.Integer({ minimum: 1 }),
    total: Type.Integer({ minimum: 0 }),
    next_page_url: Type.Union([Type.String(), Type.Null()]),
    data: Type.Array(item),
  });
export interface PageOf<T> {
  current_page: number;
  last_page: number;
  per_page: number;
  total: number;
  next_page_url: string | null;
  data: T[];
}

/** 422 body: field → messages; `field.N` keys for list items (spec §5). */
export const ValidationErrorBody = Type.Object({
  status: Type.Optional(Type.Literal(false)),
  message: Type.Optional(Type.String()),
  /** The first field in error, so a form can focus it (login reads `field` + `message`). */
  field: Type.Optional(Type.String()),
  errors: Type.Record(Type.String(), Type.Array(Type.String())),
});
export type ValidationErrorBody = Static<typeof ValidationErrorBody>;

/** Any other error: a message safe to show, never internals. */
export const ErrorBody = Type.Object({
  status: Type.Optional(Type.Literal(false)),
  message: Type.String(),
  /** 5xx only: the id to quote to support; the log line carries the details. */
  request_id: Type.Optional(Type.String()),
});
export type ErrorBody = Static<typeof ErrorBody>;

export const Locale = Type.Union([Type.Literal('en'), Type.Literal('pt')]);
export type Locale = Static<typeof Locale>;

export const UserType = Type.Union([
  Type.Literal('CLIENT'),
  Type.Literal('SUPPLIER'),
  Type.Literal('AFFILIATE'),
  Type.Literal('SUPER'),
]);
export type UserType = Static<typeof UserType>;

/**
 * Bounds every number a caller sends, so no input is a 5xx. Ids are PostgreSQL `integer`s; amounts stay far below what
 * a price or a total can be, so `1e308` is a 422 and never "Infinity" in a price.
 */
export const MAX_ID = 2_147_483_647;
/** The largest amount in cents a caller may send: €1,000,000. */
export const MAX_CENTS = 100_000_000;
/** The largest amount in euros a caller may send. */
export const MAX_EUROS = MAX_CENTS / 100;

/** A row id: a positive integer that fits PostgreSQL's `integer` (params, query and body alike). */
export const Id = (options: { description?: string } = {}) => Type.Integer({ minimum: 1, maximum: MAX_ID, ...options });
/**
 * The saved version a back-office content save was based on (website texts, chatbot configuration): the id its
 * editor read as `version_id`, null when there was none yet. A save based on an older version than the newest is
 * refused with a 409, so one staff member's save cannot silently replace another's newer one. Left out, no check.
 */
export const BasedOnVersion = Type.Optional(Type.Union([Id(), Type.Null()]));
/** `{ id }` path parameters. */
export const IdParams = Type.Object({ id: Id() });
/** An amount in cents a caller sends: 0 … MAX_CENTS. */
export const AmountCents = (options: { minimum?: number; description?: string } = {}) =>
  Type.Integer({ minimum: 0, maximum: MAX_CENTS, ...options });
/** An amount in euros a caller sends, as a number or a "12.50" / "12,5" string: above 0, at most MAX_EUROS. */
export const EuroAmount = () =>
  Type.Union([
    Type.Number({ exclusiveMinimum: 0, maximum: MAX_EUROS }),
    Type.String({ pattern: '^[0-9]{1,6}([.,][0-9]{1,2})?$' }),
  ]);

/** Money crosses the wire in integer cents. */
export const Cents = Type.Integer({ description: 'amount in euro cents' });

/** Something a back-office filter chooses by name (a partner, a service, a staff member, a user) and sends by id. */
export const NameMatch = Type.Object({ id: Type.Integer(), name: Type.String() });
export type NameMatch = Static<typeof NameMatch>;

/** A place on a map, in WGS 84 degrees (what map applications and GPS give). */
export const GeoPoint = Type.Object({
  lat: Type.Number({ minimum: -90, maximum: 90 }),
  lng: Type.Number({ minimum: -180, maximum: 180 }),
});
export type GeoPoint = Static<typeof GeoPoint>;

/** Who may call a route (spec §6); `Role` is the same set as `UserType`. */
export type Role = UserType;

/** `{ message }` inside an envelope: answers that only confirm an action. */
export const MessageContent = Type.Object({ message: Type.String() });
export type MessageContent = Static<typeof MessageContent>;

/** Paging query shared by every list call (spec §9: default page 1). */
export const PageQuery = Type.Object({
  page: Type.Optional(Type.Integer({ minimum: 1, default: 1 })),
  per_page: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 15 })),
});
export type PageQuery = Static<typeof PageQuery>;

/** SUPER impersonation (spec §6): query parameter on reads, body field on writes. */
export const ImpersonateField = Type.Optional(Type.Union([Id(), Type.String({ pattern: '^[1-9][0-9]{0,9}$' })]));
