// Catalogue reads (spec §7 "Catalogue"). Text fields are already in the request's Accept-Language.
import { Type, type Static } from '@sinclair/typebox';

export const ServiceKind = Type.Union([
  Type.Literal('experience'),
  Type.Literal('wellness'),
  Type.Literal('transfer'),
  Type.Literal('gift_card'),
]);
export type ServiceKind = Static<typeof ServiceKind>;

export const Category = Type.Object({
  id: Type.Integer(),
  slug: Type.String(),
  kind: ServiceKind,
  name: Type.String(),
  description: Type.String(),
});
export type Category = Static<typeof Category>;

export const City = Type.Object({
  id: Type.Integer(),
  slug: Type.String(),
  name: Type.String(),
  district: Type.String(),
});
export type City = Static<typeof City>;

/** Spec §3 "platform countries with cities"; `code` is ISO 3166-1 alpha-2, lower case. */
export const PlatformCountry = Type.Object({
  id: Type.Integer(),
  code: Type.String(),
  name: Type.String(),
  phone_prefix: Type.String(),
  cities: Type.Array(City),
});
export type PlatformCountry = Static<typeof PlatformCountry>;
