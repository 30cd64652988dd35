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
  message: Type.Optional(Type.String()),
  errors: Type.Record(Type.String(), Type.Array(Type.String())),
});
export type ValidationErrorBody = Static<typeof ValidationErrorBody>;

/** Any other error: a message safe to show, never internals. */
export const ErrorBody = Type.Object({
  status: Type.Optional(Type.Literal(false)),
  message: Type.String(),
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

/** Money crosses the wire in integer cents. */
export const Cents = Type.Integer({ description: 'amount in euro cents' });
