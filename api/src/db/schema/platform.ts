// Platform: audit log of acting-as requests, outbox e-mails, uploads, the website's editable content.
import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  uniqueIndex,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { createdAt, inList, tstz, updatedAt } from './columns';
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
    // Back-office writes (ADR 014) and writes made while acting as someone: what changed, before and after (null
    // for an impersonated read).
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
    check(
      'uploads_purpose_check',
      inList('purpose', ['avatar', 'cover', 'logo', 'service_image', 'review_import', 'invoice', 'generated']),
    ),
    check('uploads_size_check', sql`size_bytes >= 0`),
  ],
);

/** The home page's hero per language (ADR 021): words and, when staff uploaded one, the picture's storage key. */
export const websiteHome = pgTable(
  'website_home',
  {
    language: text('language').primaryKey(),
    title: text('title').notNull(),
    subtitle: text('subtitle').notNull(),
    /** Storage key of the uploaded picture; null = the default hero picture of the shell build. */
    imageKey: text('image_key'),
    updatedAt: updatedAt(),
    /** The staff member who saved it last (null for the seeded content). */
    updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
  },
  () => [check('website_home_language_check', inList('language', ['en', 'pt']))],
);

/** A static page's text per language (ADR 021): the body is the markup of @mp/shared/domain page-markup.ts. */
export const websitePages = pgTable(
  'website_pages',
  {
    slug: text('slug').notNull(),
    language: text('language').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    body: text('body').notNull(),
    /** The "last updated" date a legal page shows (null on pages that show none). */
    updatedOn: date('updated_on', { mode: 'string' }),
    updatedAt: updatedAt(),
    updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    primaryKey({ columns: [t.slug, t.language] }),
    check('website_pages_language_check', inList('language', ['en', 'pt'])),
  ],
);

/**
 * Every saved version of the back office's content (migration 0031): the home hero's words and each static page per
 * language (`content_key` "en" or "about-us:en"), the chatbot configuration per language. Never updated: a restore
 * saves the chosen version's content as a new row naming it in `restored_from`.
 */
export const contentVersions = pgTable(
  'content_versions',
  {
    id: serial('id').primaryKey(),
    kind: text('kind').notNull(),
    contentKey: text('content_key').notNull(),
    /** What was saved, in the shape the save took (title and subtitle; title, description and body; the config). */
    content: jsonb('content').$type<Record<string, unknown>>().notNull(),
    /** The staff member who saved it (null: the content that was there before versions were kept). */
    savedBy: integer('saved_by').references(() => users.id, { onDelete: 'set null' }),
    savedAt: tstz('saved_at').notNull().defaultNow(),
    restoredFrom: integer('restored_from').references((): AnyPgColumn => contentVersions.id, { onDelete: 'set null' }),
  },
  (t) => [
    index('content_versions_piece_index').on(t.kind, t.contentKey, t.id),
    check('content_versions_kind_check', inList('kind', ['website_home', 'website_page', 'chatbot_config'])),
    check('content_versions_content_object', sql`jsonb_typeof(${t.content}) = 'object'`),
  ],
);
