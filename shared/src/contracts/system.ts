// Operational calls: liveness, readiness and the developer mail outbox.
import { Type, type Static } from '@sinclair/typebox';

export const Health = Type.Object({ status: Type.Literal('ok'), uptime_seconds: Type.Number() });
export type Health = Static<typeof Health>;

export const Readiness = Type.Object({
  status: Type.Union([Type.Literal('ready'), Type.Literal('not_ready')]),
  database: Type.Union([Type.Literal('pglite'), Type.Literal('postgres')]),
  database_reachable: Type.Boolean(),
  migrations_pending: Type.Integer({ minimum: 0 }),
});
export type Readiness = Static<typeof Readiness>;

/** A message the default mail transport kept instead of sending (read by developers and e2e tests). */
export const OutboxEmail = Type.Object({
  id: Type.Integer(),
  to: Type.String(),
  subject: Type.String(),
  text: Type.String(),
  html: Type.Union([Type.String(), Type.Null()]),
  created_at: Type.String({ format: 'date-time' }),
});
export type OutboxEmail = Static<typeof OutboxEmail>;

export const OutboxQuery = Type.Object({
  to: Type.Optional(Type.String({ maxLength: 254 })),
  page: Type.Optional(Type.Integer({ minimum: 1, default: 1 })),
  per_page: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 15 })),
});
export type OutboxQuery = Static<typeof OutboxQuery>;

/** A mail template in the preview list (staff, outside production): its name and its languages. */
export const MailPreviewSummary = Type.Object({
  template: Type.String(),
  locales: Type.Array(Type.Union([Type.Literal('en'), Type.Literal('pt')])),
});
export type MailPreviewSummary = Static<typeof MailPreviewSummary>;

/** One template rendered with its sample data in one language: subject, HTML part and text part. */
export const MailPreview = Type.Object({
  template: Type.String(),
  locale: Type.Union([Type.Literal('en'), Type.Literal('pt')]),
  subject: Type.String(),
  html: Type.String(),
  text: Type.String(),
});
export type MailPreview = Static<typeof MailPreview>;

export const MailPreviewParams = Type.Object({
  template: Type.String({ maxLength: 64 }),
  locale: Type.Union([Type.Literal('en'), Type.Literal('pt')]),
});
export type MailPreviewParams = Static<typeof MailPreviewParams>;
