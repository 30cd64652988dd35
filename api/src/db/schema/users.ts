// Users and authentication: accounts, profiles, tokens, e-mail verification, password resets, preferences.
import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, jsonb, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt, tstz, inList } from './columns';
import { USER_TYPES } from './statuses';

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    userType: text('user_type').notNull(),
    email: text('email').notNull(),
    // null = an account that has never set a password (seeded company owners): only a reset can open it.
    passwordHash: text('password_hash'),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    phone: text('phone'),
    emailVerifiedAt: tstz('email_verified_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('users_email_unique').on(t.email),
    check('users_user_type_check', inList('user_type', USER_TYPES)),
    check('users_email_lower_check', sql`email = lower(email)`),
  ],
);

export const userProfiles = pgTable('user_profiles', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  vatnumber: text('vatnumber'),
  birthdate: date('birthdate', { mode: 'string' }),
  iban: text('iban'),
  bicswift: text('bicswift'),
  country: text('country'),
  city: text('city'),
  address: text('address'),
  zipcode: text('zipcode'),
  description: text('description'),
  avatarUrl: text('avatar_url'),
  coverUrl: text('cover_url'),
  updatedAt: updatedAt(),
});

export const authTokens = pgTable(
  'auth_tokens',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    remember: boolean('remember').notNull().default(false),
    expiresAt: tstz('expires_at').notNull(),
    revokedAt: tstz('revoked_at'),
    lastUsedAt: tstz('last_used_at'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('auth_tokens_token_hash_unique').on(t.tokenHash), index('auth_tokens_user_idx').on(t.userId)],
);

export const emailVerifications = pgTable(
  'email_verifications',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    // SHA-256 of the one-click link's token sent with the code (sign-up mails); null for a code-only mail.
    linkHash: text('link_hash'),
    // The sign-up this mail answers (argon2 password hash, names, profile): applied to the account only when its code
    // or link is used, so whoever proves the inbox decides the password (docs/SECURITY.md).
    signup: jsonb('signup'),
    expiresAt: tstz('expires_at').notNull(),
    attempts: integer('attempts').notNull().default(0),
    consumedAt: tstz('consumed_at'),
    createdAt: createdAt(),
  },
  (t) => [
    index('email_verifications_user_idx').on(t.userId),
    uniqueIndex('email_verifications_link_hash_unique').on(t.linkHash),
    check('email_verifications_attempts_check', sql`attempts >= 0`),
  ],
);

export const passwordResets = pgTable(
  'password_resets',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    expiresAt: tstz('expires_at').notNull(),
    usedAt: tstz('used_at'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('password_resets_token_hash_unique').on(t.tokenHash)],
);

/** An account's settings (customer, partner member, staff): language of the mails and which mails they want. */
export const userPreferences = pgTable(
  'user_preferences',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    language: text('language'),
    emailChat: boolean('email_chat').notNull().default(true),
    // Non-essential mails (docs/booking-mails.md "Who can turn what off"); transactional mails ignore these.
    emailReminders: boolean('email_reminders').notNull().default(true),
    emailReviews: boolean('email_reviews').notNull().default(true),
    emailNews: boolean('email_news').notNull().default(false),
    updatedAt: updatedAt(),
  },
  () => [check('user_preferences_language_check', sql`language is null or language in ('en', 'pt')`)],
);

/**
 * A note about a customer that only staff read (the back office's customer page). Only its author edits or deletes it;
 * a deleted note keeps its row (`deleted_at`) so the audit log's entries about it still point somewhere.
 */
export const customerNotes = pgTable(
  'customer_notes',
  {
    id: serial('id').primaryKey(),
    customerUserId: integer('customer_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    authorUserId: integer('author_user_id')
      .notNull()
      .references(() => users.id),
    body: text('body').notNull(),
    createdAt: createdAt(),
    editedAt: tstz('edited_at'),
    deletedAt: tstz('deleted_at'),
  },
  (t) => [
    index('customer_notes_customer_idx').on(t.customerUserId, t.id),
    check('customer_notes_body_check', sql`length(body) between 1 and 2000`),
  ],
);
