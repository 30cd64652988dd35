// The partner's company profile (spec §3 Company, §5 "partner update skips empty values", §7
// POST /api/dashboard/partners/{userId}, GET /api/companies): view, edit with a logo, settings, and the reviews of the
// company's services. Only the signed-in partner's own company: another partner's id answers 403/404.
import { Type, type Static } from '@sinclair/typebox';
import { ImpersonateField, Page } from './common';
import { Company, ModuleRequest } from './user';
import { FormFile, FormFlag } from './partners';

/** GET /api/companies: the companies the signed-in partner works for, with both languages' descriptions (to edit). */
export const CompanyProfile = Type.Composite([
  Company,
  Type.Object({
    description_en: Type.Union([Type.String(), Type.Null()]),
    description_pt: Type.Union([Type.String(), Type.Null()]),
    /** pending (under review), active (live), rejected or suspended (docs/partner-review.md). */
    status: Type.String(),
    /** Staff's reason when the company was rejected or suspended, else null. */
    status_reason: Type.Union([Type.String(), Type.Null()]),
    module_request: ModuleRequest,
    module_requested_at: Type.Optional(Type.Union([Type.String({ format: 'date-time' }), Type.Null()])),
  }),
]);
export type CompanyProfile = Static<typeof CompanyProfile>;

const maybe = (max: number) => Type.Optional(Type.String({ maxLength: max }));

/**
 * POST /api/dashboard/partners/{userId} (multipart or JSON; `{userId}` is the signed-in partner). Every field is
 * optional and an empty one is skipped (spec §5), so a value is never blanked by this call. Server rules: website a
 * valid address, email an address, iban valid (mod 97), zip_code `0000-000` for a Portuguese company, at least one
 * module (a live company switching one on asks staff for it: docs/partner-review.md), logo an image (parsed: JPEG, PNG or WebP, ≤ 5 MB and 8000 px a side; it replaces the current logos). A 422 names
 * these fields; the logo's error is keyed `logo.0` (merged into `logo`).
 */
export const CompanyProfileBody = Type.Object({
  trade_name: maybe(200),
  business_name: maybe(200),
  description_en: maybe(5000),
  description_pt: maybe(5000),
  website: maybe(200),
  email: maybe(200),
  address: maybe(200),
  zip_code: maybe(20),
  city: maybe(100),
  iban: maybe(40),
  bicswift: Type.Optional(Type.String({ maxLength: 11, pattern: '^([A-Za-z]{6}[A-Za-z0-9]{2}([A-Za-z0-9]{3})?)?$' })),
  number_of_employees: Type.Optional(Type.Union([Type.Integer({ minimum: 0, maximum: 1000000 }), Type.Literal('')])),
  experiences: Type.Optional(FormFlag),
  transfers: Type.Optional(FormFlag),
  logo: Type.Optional(Type.Union([FormFile, Type.Array(FormFile)])),
  impersonate_id: ImpersonateField,
});
export type CompanyProfileBody = Static<typeof CompanyProfileBody>;

/** The edit screen's values (all text; the logo travels beside them as a file). */
export const CompanyProfileForm = Type.Object({
  trade_name: Type.String({ maxLength: 200 }),
  business_name: Type.String({ maxLength: 200 }),
  description_en: Type.String({ maxLength: 5000 }),
  description_pt: Type.String({ maxLength: 5000 }),
  website: Type.String({ maxLength: 200 }),
  email: Type.String({ maxLength: 200 }),
  address: Type.String({ maxLength: 200 }),
  zip_code: Type.String({ maxLength: 20 }),
  city: Type.String({ maxLength: 100 }),
  iban: Type.String({ maxLength: 40 }),
  experiences: Type.Boolean(),
  transfers: Type.Boolean(),
});
export type CompanyProfileForm = Static<typeof CompanyProfileForm>;

/**
 * GET/POST /api/dashboard/settings: the signed-in member's mail language (partner mails use the owner's) and the
 * company's notification address (where booking mails go; changing it needs the `company` permission).
 */
export const PartnerSettings = Type.Object({
  language: Type.Union([Type.Literal('en'), Type.Literal('pt'), Type.Null()]),
  notification_email: Type.Union([Type.String(), Type.Null()]),
  /** The member's own non-essential mails: new chat messages while away, and news from Roteiro. */
  email_chat: Type.Boolean(),
  email_news: Type.Boolean(),
  /**
   * A new notification address waiting to be confirmed from the link mailed to it (only members with the `company`
   * permission see it): booking mails keep going to `notification_email` until then.
   */
  pending_notification_email: Type.Union([
    Type.Object({ email: Type.String(), expires_at: Type.String() }),
    Type.Null(),
  ]),
});
export type PartnerSettings = Static<typeof PartnerSettings>;
/** POST /api/dashboard/settings/notification-email/confirm: the secret of the link mailed to the new address. */
export const NotificationEmailConfirmBody = Type.Object({
  token: Type.String({ minLength: 1, maxLength: 200 }),
  impersonate_id: ImpersonateField,
});
export type NotificationEmailConfirmBody = Static<typeof NotificationEmailConfirmBody>;
export const PartnerSettingsBody = Type.Object({
  language: Type.Optional(Type.Union([Type.Literal('en'), Type.Literal('pt'), Type.Null()])),
  notification_email: Type.Optional(Type.String({ maxLength: 200 })),
  email_chat: Type.Optional(Type.Boolean()),
  email_news: Type.Optional(Type.Boolean()),
  impersonate_id: ImpersonateField,
});
export type PartnerSettingsBody = Static<typeof PartnerSettingsBody>;

/** GET /api/dashboard/reviews: the published reviews of the company's services. */
export const CompanyReviewsQuery = Type.Object({
  page: Type.Optional(Type.Integer({ minimum: 1, default: 1 })),
  per_page: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 10 })),
  stars: Type.Optional(Type.Integer({ minimum: 1, maximum: 5 })),
  /** Only the reviews the company has answered (yes) or not yet (no). */
  answered: Type.Optional(Type.Union([Type.Literal('yes'), Type.Literal('no')])),
  impersonate_id: ImpersonateField,
});
export type CompanyReviewsQuery = Static<typeof CompanyReviewsQuery>;
export const CompanyReview = Type.Object({
  id: Type.Integer(),
  service_id: Type.Integer(),
  service_name: Type.String(),
  stars: Type.Integer({ minimum: 1, maximum: 5 }),
  text: Type.String(),
  author: Type.String(),
  language: Type.String(),
  created_at: Type.String(),
  /** The author's country (two letters), when known. */
  country: Type.Optional(Type.Union([Type.String(), Type.Null()])),
  /** Left from a booking made through us. */
  verified: Type.Optional(Type.Boolean()),
  /** The company's answer and when it was sent; null until answered. */
  reply_text: Type.Optional(Type.Union([Type.String(), Type.Null()])),
  reply_at: Type.Optional(Type.Union([Type.String(), Type.Null()])),
});
export type CompanyReview = Static<typeof CompanyReview>;

/** POST /api/dashboard/reviews/{id}/reply: the company's one answer to a review of its service. */
export const REVIEW_REPLY_MAX = 2000;
export const ReviewReplyBody = Type.Object({
  text: Type.String({ maxLength: 4000 }),
  impersonate_id: ImpersonateField,
});
export type ReviewReplyBody = Static<typeof ReviewReplyBody>;
/** The reply form's values. */
export const ReviewReplyForm = Type.Object({ text: Type.String({ minLength: 1, maxLength: REVIEW_REPLY_MAX }) });
export type ReviewReplyForm = Static<typeof ReviewReplyForm>;
export const CompanyReviews = Type.Object({
  /** Over every published review (not only the page); null without reviews. */
  average: Type.Union([Type.Number(), Type.Null()]),
  count: Type.Integer({ minimum: 0 }),
  /** How many reviews gave 1, 2, 3, 4 and 5 stars (index 0 = 1 star). */
  distribution: Type.Array(Type.Integer({ minimum: 0 }), { minItems: 5, maxItems: 5 }),
  reviews: Page(CompanyReview),
});
export type CompanyReviews = Static<typeof CompanyReviews>;

/** The settings screen's values ('' = the default mail language, Portuguese). */
export const PartnerSettingsForm = Type.Object({
  language: Type.Union([Type.Literal(''), Type.Literal('en'), Type.Literal('pt')]),
  notification_email: Type.String({ maxLength: 200 }),
});
export type PartnerSettingsForm = Static<typeof PartnerSettingsForm>;
/** The partner settings screen's values: the language and address above, and the member's own mail choices. */
export const PartnerMailSettingsForm = Type.Object({
  ...PartnerSettingsForm.properties,
  email_chat: Type.Boolean(),
  email_news: Type.Boolean(),
});
export type PartnerMailSettingsForm = Static<typeof PartnerMailSettingsForm>;

/** The password screen's values (the server checks the current password and the new one's strength). */
export const PasswordChangeForm = Type.Object({
  current_password: Type.String({ minLength: 1 }),
  password: Type.String({ minLength: 8, maxLength: 200 }),
  password_confirmation: Type.String({ minLength: 1 }),
});
export type PasswordChangeForm = Static<typeof PasswordChangeForm>;
