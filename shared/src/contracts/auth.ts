// Login, signup, email verification and password reset (spec §3 login and client signup forms, §7 account calls).
import { Type, type Static } from '@sinclair/typebox';
import { IdParams, ImpersonateField } from './common';

/** rememberMe arrives as 0/1 (spec §3 default 0), '0'/'1' from forms, or a JSON boolean. */
export const RememberMe = Type.Union([
  Type.Boolean(),
  Type.Literal(0),
  Type.Literal(1),
  Type.Literal('0'),
  Type.Literal('1'),
]);

export const LoginBody = Type.Object({
  email: Type.String({ minLength: 1, maxLength: 254 }),
  password: Type.String({ minLength: 1, maxLength: 200 }),
  rememberMe: Type.Optional(RememberMe),
});
export type LoginBody = Static<typeof LoginBody>;

/** HTTP 422 from login: the form shows `message` on `field` (spec §5). */
export const LoginFailure = Type.Object({
  status: Type.Literal(false),
  field: Type.Union([Type.Literal('email'), Type.Literal('password')]),
  message: Type.String(),
  errors: Type.Record(Type.String(), Type.Array(Type.String())),
});
export type LoginFailure = Static<typeof LoginFailure>;

const optionalText = (maxLength: number) => Type.Optional(Type.String({ maxLength }));

/** Spec §3 client signup form. Optional fields may be sent empty. */
export const ClientSignupBody = Type.Object({
  first_name: Type.String({ minLength: 1, maxLength: 100 }),
  last_name: Type.String({ minLength: 1, maxLength: 100 }),
  phone: Type.String({ minLength: 1, maxLength: 30, pattern: '^[0-9+#() .-]*$' }),
  email: Type.String({ minLength: 1, maxLength: 254, format: 'email' }),
  country: Type.Optional(Type.String({ maxLength: 2, pattern: '^([a-zA-Z]{2})?$' })),
  birthdate: Type.Optional(Type.Union([Type.String({ format: 'date' }), Type.Literal(''), Type.Null()])),
  description: optionalText(2000),
  vatnumber: optionalText(20),
  address: optionalText(200),
  zipcode: optionalText(20),
  password: Type.String({ minLength: 8, maxLength: 200 }),
  confirm_password: Type.String({ minLength: 1, maxLength: 200 }),
});
export type ClientSignupBody = Static<typeof ClientSignupBody>;

export const EmailBody = Type.Object({ email: Type.String({ minLength: 1, maxLength: 254, format: 'email' }) });
export type EmailBody = Static<typeof EmailBody>;

export const VerifyEmailBody = Type.Object({
  email: Type.String({ minLength: 1, maxLength: 254, format: 'email' }),
  code: Type.String({ pattern: '^[0-9]{6}$' }),
});
export type VerifyEmailBody = Static<typeof VerifyEmailBody>;

/** The screen /password/reset posts what the emailed link carried plus the new password. */
export const PasswordResetBody = Type.Object({
  email: Type.String({ minLength: 1, maxLength: 254, format: 'email' }),
  token: Type.String({ minLength: 20, maxLength: 200 }),
  password: Type.String({ minLength: 8, maxLength: 200 }),
  password_confirmation: Type.String({ minLength: 1, maxLength: 200 }),
});
export type PasswordResetBody = Static<typeof PasswordResetBody>;

export const UserIdParams = IdParams;
export type UserIdParams = Static<typeof UserIdParams>;

/** Query of a read that a SUPER may send while impersonating. */
export const ImpersonateQuery = Type.Object({ impersonate_id: ImpersonateField });
