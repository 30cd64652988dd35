// The saved versions of the back office's content (the home hero's words and each static page per language, the
// chatbot configuration per language): GET …/versions lists them newest first (a page of 20), GET …/versions/{id}
// reads one with its content, POST …/versions/{id}/restore saves that content as a new current version.
import { Type, type Static } from '@sinclair/typebox';
import { ChatbotFaqItem, ChatbotLanguage } from './chatbot';
import { Id, PageQuery } from './common';
import { StaticPageSlug, WebsiteLanguage } from './website';

export const CONTENT_VERSIONS_PER_PAGE = 20;

/** One version in a list: who saved it and when, and a short excerpt of its text. */
export const ContentVersionSummary = Type.Object({
  id: Type.Integer(),
  saved_at: Type.String(),
  /** The staff member's id and name; null for the content that was there before versions were kept. */
  saved_by_id: Type.Union([Type.Integer(), Type.Null()]),
  saved_by: Type.Union([Type.String(), Type.Null()]),
  summary: Type.String(),
  /** The version this one restored, if it was a restore. */
  restored_from: Type.Union([Type.Integer(), Type.Null()]),
  /** The newest version: what the site shows now. */
  current: Type.Boolean(),
});
export type ContentVersionSummary = Static<typeof ContentVersionSummary>;

export const ContentVersionsQuery = Type.Pick(PageQuery, ['page']);
export type ContentVersionsQuery = Static<typeof ContentVersionsQuery>;

export const WebsiteHomeVersionContent = Type.Object({ title: Type.String(), subtitle: Type.String() });
export type WebsiteHomeVersionContent = Static<typeof WebsiteHomeVersionContent>;
export const WebsiteHomeVersion = Type.Composite([
  ContentVersionSummary,
  Type.Object({ content: WebsiteHomeVersionContent }),
]);
export type WebsiteHomeVersion = Static<typeof WebsiteHomeVersion>;

export const WebsitePageVersionContent = Type.Object({
  title: Type.String(),
  description: Type.String(),
  body: Type.String(),
});
export type WebsitePageVersionContent = Static<typeof WebsitePageVersionContent>;
export const WebsitePageVersion = Type.Composite([
  ContentVersionSummary,
  Type.Object({ content: WebsitePageVersionContent }),
]);
export type WebsitePageVersion = Static<typeof WebsitePageVersion>;

export const ChatbotConfigVersionContent = Type.Object({
  greeting: Type.String(),
  fallback: Type.String(),
  faq: Type.Array(ChatbotFaqItem),
});
export type ChatbotConfigVersionContent = Static<typeof ChatbotConfigVersionContent>;
export const ChatbotConfigVersion = Type.Composite([
  ContentVersionSummary,
  Type.Object({ content: ChatbotConfigVersionContent }),
]);
export type ChatbotConfigVersion = Static<typeof ChatbotConfigVersion>;

export const WebsiteHomeVersionParams = Type.Object({ lang: WebsiteLanguage, id: Id() });
export const WebsitePageVersionParams = Type.Object({ slug: StaticPageSlug, lang: WebsiteLanguage, id: Id() });
export const ChatbotLangParams = Type.Object({ lang: ChatbotLanguage });
export const ChatbotVersionParams = Type.Object({ lang: ChatbotLanguage, id: Id() });
