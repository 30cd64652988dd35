// User, profile and company as spec §3 names them.
import { Type, type Static } from '@sinclair/typebox';
import { UserType } from './common';

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
