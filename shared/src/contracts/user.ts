// User, profile and company as spec §3 names them.
import { Type, type Static } from '@sinclair/typebox';
import { ImpersonateField, UserType } from './common';

const Nullable = <T extends ReturnType<typeof Type.String>>(t: T) => Type.Union([t, Type.Null()]);

export const Profile = Type.Object({
  vatnumber: Nullable(Type.String()),
  birthdate: Nullable(Type.String({ format: 'date' })),
  iban: Nullable(Type.String()),
  bicswift: Nullable(Type.String()),
  country: Nullable(Type.String()),
  city: Nullable(Type.String()),
  address: Nullable(Type.String()),
  zipcode: Nullable(Type.String()),
  description: Nullable(Type.String()),
  avatar_url: Nullable(Type.String()),
  cover_url: Nullable(Type.String()),
});
export type Profile = Static<typeof Profile>;

export const CompanyModules = Type.Object({ experiences: Type.Boolean(), transfers: Type.Boolean() });
/**
 * A module a live company asked to switch on, waiting for staff's review (docs/partner-review.md), or null. Optional
 * for an older API, which had none.
 */
export const ModuleRequest = Type.Optional(
  Type.Union([Type.Literal('experiences'), Type.Literal('transfers'), Type.Null()]),
);

export const Company = Type.Object({
  id: Type.Integer(),
  slug: Type.String(),
  business_name: Type.String(),
  trade_name: Type.String(),
  tax_number: Type.String(),
  iban: Nullable(Type.String()),
  bicswift: Nullable(Type.String()),
  address: Nullable(Type.String()),
  logos: Type.Array(Type.Object({ url: Type.String() })),
  zip_code: Nullable(Type.String()),
  city: Nullable(Type.String()),
  country: Type.String(),
  number_of_employees: Type.Union([Type.Integer(), Type.Null()]),
  description: Nullable(Type.String()),
  website: Nullable(Type.String()),
  email: Nullable(Type.String()),
  company_type: Type.String(),
  modules: CompanyModules,
});
export type Company = Static<typeof Company>;

export const User = Type.Object({
  id: Type.Integer(),
  user_type: UserType,
  email: Type.String(),
  first_name: Type.String(),
  last_name: Type.String(),
  phone: Nullable(Type.String()),
  email_verified: Type.Boolean(),
  profile: Profile,
  company: Type.Union([Company, Type.Null()]),
});
export type User = Static<typeof User>;

/** What login answers and the front end stores: the user plus its bearer token. */
export const AuthUser = Type.Intersect([User, Type.Object({ api_token: Type.String() })]);
export type AuthUser = Static<typeof AuthUser>;

const profileText = (maxLength: number) => Type.Optional(Type.Union([Type.String({ maxLength }), Type.Null()]));
/** Profile fields saved by POST api/clients/{id}: any subset; an empty string clears an optional one. */
const ProfileFields = {
  country: Type.Optional(Type.Union([Type.String({ pattern: '^([a-zA-Z]{2})?$' }), Type.Null()])),
  city: profileText(100),
  address: profileText(200),
  zipcode: profileText(20),
  vatnumber: profileText(20),
  birthdate: Type.Optional(Type.Union([Type.String({ format: 'date' }), Type.Literal(''), Type.Null()])),
  description: profileText(2000),
  iban: profileText(34),
  bicswift: profileText(11),
};

/**
 * POST api/clients/{id} (spec §7 "profile or billing data"): the spec §3 billing fields and the profile fields. As in
 * the booking payload, the address part may sit under `profile`; flat fields win. `email` must be the account's own
 * (it is the login; it is not changed here).
 */
export const ClientProfileBody = Type.Object({
  first_name: Type.Optional(Type.String({ minLength: 1, maxLength: 100 })),
  last_name: Type.Optional(Type.String({ minLength: 1, maxLength: 100 })),
  phone: Type.Optional(Type.Union([Type.String({ maxLength: 30, pattern: '^[0-9+#() .-]*$' }), Type.Null()])),
  email: Type.Optional(Type.String({ maxLength: 254, format: 'email' })),
  ...ProfileFields,
  profile: Type.Optional(Type.Object(ProfileFields)),
  impersonate_id: ImpersonateField,
});
export type ClientProfileBody = Static<typeof ClientProfileBody>;

/** Its answer: `content` is a confirmation to show the customer (request language), `profile` the saved user. */
export const ClientProfileSaved = Type.Object(
  { status: Type.Literal(true), content: Type.String(), profile: User },
  { additionalProperties: false },
);
export type ClientProfileSaved = Static<typeof ClientProfileSaved>;
