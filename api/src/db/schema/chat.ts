// Chat: chats, messages, read markers, redirects, offline-mail notices; the chatbot configuration.
import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, primaryKey, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt, tstz, inList } from './columns';
import { users } from './users';

export const chats = pgTable(
  'chats',
  {
    id: serial('id').primaryKey(),
    participant1: integer('participant_1')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    participant2: integer('participant_2')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    requestStatus: text('request_status').notNull().default('open'),
    // The staff member who follows a support conversation in the back office's inbox (migration 0029); null: nobody.
    assignedTo: integer('assigned_to').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('chats_assigned_to_index').on(t.assignedTo),
    uniqueIndex('chats_participants_unique').on(t.participant1, t.participant2),
    check('chats_request_status_check', inList('request_status', ['open', 'closed'])),
    check('chats_participants_check', sql`participant_1 <> participant_2`),
  ],
);

export const chatMessages = pgTable(
  'chat_messages',
  {
    id: serial('id').primaryKey(),
    chatId: integer('chat_id')
      .notNull()
      .references(() => chats.id, { onDelete: 'cascade' }),
    senderId: integer('sender_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    body: text('body').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('chat_messages_chat_idx').on(t.chatId, t.id), check('chat_messages_body_check', sql`length(body) > 0`)],
);

export const chatReadMarkers = pgTable(
  'chat_read_markers',
  {
    chatId: integer('chat_id')
      .notNull()
      .references(() => chats.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    lastReadMessageId: integer('last_read_message_id').references(() => chatMessages.id, { onDelete: 'set null' }),
    readAt: tstz('read_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.chatId, t.userId] })],
);

// ---------- customer panel and chat ----------

/** Who handed a chat over to whom (POST api/chat/{chat}/redirect, staff only). */
export const chatRedirects = pgTable(
  'chat_redirects',
  {
    id: serial('id').primaryKey(),
    chatId: integer('chat_id')
      .notNull()
      .references(() => chats.id, { onDelete: 'cascade' }),
    fromUserId: integer('from_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    toUserId: integer('to_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    byUserId: integer('by_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [index('chat_redirects_chat_idx').on(t.chatId)],
);

/** The last offline-delivery mail per chat and recipient: at most one per chat every 2 minutes. */
export const chatMailNotices = pgTable(
  'chat_mail_notices',
  {
    chatId: integer('chat_id')
      .notNull()
      .references(() => chats.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    lastMessageId: integer('last_message_id').notNull(),
    sentAt: tstz('sent_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.chatId, t.userId] })],
);

export const chatbotConfigs = pgTable(
  'chatbot_configs',
  {
    id: serial('id').primaryKey(),
    language: text('language').notNull(),
    greeting: text('greeting').notNull(),
    fallback: text('fallback').notNull(),
    faq: jsonb('faq').$type<{ question: string; answer: string }[]>().notNull().default([]),
    updatedAt: updatedAt(),
    /** The staff member who saved it last (null for the seeded configuration). */
    updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    uniqueIndex('chatbot_configs_language_unique').on(t.language),
    check('chatbot_configs_language_check', inList('language', ['en', 'pt'])),
    check('chatbot_configs_faq_bounded', sql`jsonb_typeof(${t.faq}) = 'array' and jsonb_array_length(${t.faq}) <= 50`),
  ],
);
