// Partner registration (spec §3 partner registration form, §7 POST /api/partners and /api/partners-transfers) and
// affiliate sign-up (POST /api/affiliates). Sent as multipart/form-data: list fields as `name[]`, booleans as 1/0
// (spec §7). A 422 names the form's own fields (`businessName`, `taxNumber`, …, `confirmPassword`); an error on
// the N-th logo is keyed `logo.N` (spec §5: the front end merges it into `logo`).
import { Type, type Static } from '@sinclair/typebox';
import { PARTNER_FORM_STEPS } from '../domain';
import { ImpersonateField } from './common';

/** 1/0 from forms (spec §7 booleans as 1/0), or JSON booleans. */
export const FormFlag = Type.Union([
  Type.Boolean(),
  Type.Literal(0),
  Type.Literal(1),
  Type.Literal('0'),
  Type.Literal('1'),
  Type.Literal('true'),
  Type.Literal('false'),
]);
export type FormFlag = Static<typeof FormFlag>;

/** What the multipart plugin puts in the body for a file part. */
export const FormFile = Type.Unsafe<{ filename: string; mimetype: string; data: Uint8Array }>({
  type: 'object',
  description: 'an image file (JPEG, PNG or WebP, at most 5 MB and 8000 pixels a side)',
  properties: {
    filename: { type: 'string' },
    mimetype: { type: 'string' },
    data: { description: 'the file contents' },
  },
  required: ['filename', 'mimetype', 'data'],
});

const text = (max: number) => Type.String({ maxLength: max });
const required = (max: number) => Type.String({ minLength: 1, maxLength: max });
const optional = (max: number) => Type.Optional(Type.String({ maxLength: max }));

// The 3 steps of /be-a-partner live in @mp/shared/domain (catalogue-values.ts), so the storefront's page loads no schema.
export { PARTNER_FORM_STEPS };

/**
 * Spec §3 partner registration form. Server rules beyond the schema: taxNumber must be a valid Portuguese NIF when
 * country is `pt` (9 digits, mod-11 check digit) and unique; iban a valid IBAN (mod 97); email not yet registered;
 * password ≥ 8 characters with a letter and a digit; confirmPassword equal; logo images only (≤ 5 MB each, ≤ 5);
 * at least one of isExperience / isTransfer (POST /api/partners-transfers implies isTransfer = 1).
 */
export const PartnerRegistrationBody = Type.Object({
  isExperience: Type.Optional(FormFlag),
  isTransfer: Type.Optional(FormFlag),
  // Step 1
  businessName: required(200),
  taxNumber: required(20),
  iban: required(40),
  bicswift: Type.Optional(Type.String({ maxLength: 11, pattern: '^([A-Za-z]{6}[A-Za-z0-9]{2}([A-Za-z0-9]{3})?)?$' })),
  numberOfEmployees: Type.Optional(Type.Union([Type.Integer({ minimum: 0, maximum: 1000000 }), Type.Literal('')])),
  country: Type.Optional(Type.String({ maxLength: 2, pattern: '^([a-zA-Z]{2})?$' })),
  city: required(100),
  address: required(200),
  zipCode: required(20),
  // Step 2
  tradeName: required(200),
  description: optional(5000),
  website: optional(200),
  logo: Type.Optional(Type.Union([FormFile, Type.Array(FormFile, { maxItems: 5 })])),
  'logo[]': Type.Optional(Type.Union([FormFile, Type.Array(FormFile, { maxItems: 5 })])),
  // Step 3
  firstName: required(100),
  lastName: required(100),
  phone: Type.String({ minLength: 1, maxLength: 30, pattern: '^[0-9+#() .-]*$' }),
  email: Type.String({ minLength: 1, maxLength: 254, format: 'email' }),
  password: Type.String({ minLength: 8, maxLength: 200 }),
  confirmPassword: text(200),
  impersonate_id: ImpersonateField,
});
export type PartnerRegistrationBody = Static<typeof PartnerRegistrationBody>;

/** POST /api/affiliates (JSON or form): 202 like every sign-up; the AFFILIATE and its referral code exist once the mailed code or link proves the address. */
export const AffiliateSignupBody = Type.Object({
  first_name: required(100),
  last_name: required(100),
  email: Type.String({ minLength: 1, maxLength: 254, format: 'email' }),
  phone: Type.String({ minLength: 1, maxLength: 30, pattern: '^[0-9+#() .-]*$' }),
  country: Type.Optional(Type.String({ maxLength: 2, pattern: '^([a-zA-Z]{2})?$' })),
  /** How they will promote the marketplace (site, audience). */
  description: optional(2000),
  vatnumber: optional(20),
  iban: optional(40),
  password: Type.String({ minLength: 8, maxLength: 200 }),
  confirm_password: text(200),
});
export type AffiliateSignupBody = Static<typeof AffiliateSignupBody>;
