// Platform: audit log of acting-as requests, outbox e-mails, uploads.
import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, inList } from './columns';
import { users } from './users';

/** One row per request a SUPER made while acting as another user. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: serial('id').primaryKey(),
    realUserId: integer('real_user_id')
      .notNull()
      .references(() => users.id),
    actingUserId: integer('acting_user_id')
      .notNull()
      .references(() => users.id),
    action: text('action').notNull().default('impersonation'),
    method: text('method').notNull(),
    path: text('path').notNull(),
    // Back-office writes (issue 14): what changed, before and after (null for an impersonated request).
    entity: text('entity'),
    entityId: text('entity_id'),
    before: jsonb('before').$type<Record<string, unknown>>(),
    after: jsonb('after').$type<Record<string, unknown>>(),
    createdAt: createdAt(),
  },
  (t) => [
    index('audit_log_real_user_idx').on(t.realUserId, t.createdAt),
    index('audit_log_acting_user_idx').on(t.actingUserId, t.id),
    // `impersonation` or `<area>.<verb>` (team.create, promo_code.update, …).
    check('audit_log_action_check', sql`action ~ '^[a-z_]+(\\.[a-z_]+)*$'`),
  ],
);

export const outboxEmails = pgTable(
  'outbox_emails',
  {
    id: serial('id').primaryKey(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html'),
    createdAt: createdAt(),
  },
  (t) => [index('outbox_emails_to_idx').on(t.to, t.id)],
);

export const uploads = pgTable(
  'uploads',
  {
    id: serial('id').primaryKey(),
    storageKey: text('storage_key').notNull(),
    ownerUserId: integer('owner_user_id').references(() => users.id, { onDelete: 'set null' }),
    purpose: text('purpose').notNull(),
    mimeType: text('mime_type').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    originalName: text('original_name'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('uploads_storage_key_unique').on(t.storageKey),
    check('uploads_purpose_check', inList('purpose', ['avatar', 'cover', 'logo', 'service_image', 'review_import', 'invoice', 'generated'])),
    check('uploads_size_check', sql`size_bytes >= 0`),
  ],
);
