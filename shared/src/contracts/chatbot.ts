// The storefront chatbot's configuration, one per language (spec §3 "Chatbot config", §7):
// GET/POST api/super/chatbot-config (staff with the `chatbot` permission) and the public GET api/chatbot-config.
import { Type, type Static } from '@sinclair/typebox';
import { BasedOnVersion } from './common';

export const CHATBOT_FAQ_MAX_ITEMS = 50;
export const CHATBOT_GREETING_MAX = 500;
export const CHATBOT_FALLBACK_MAX = 500;
export const CHATBOT_QUESTION_MAX = 200;
export const CHATBOT_ANSWER_MAX = 2000;

export const ChatbotLanguage = Type.Union([Type.Literal('en'), Type.Literal('pt')]);
export type ChatbotLanguage = Static<typeof ChatbotLanguage>;

export const ChatbotFaqItem = Type.Object(
  {
    question: Type.String({ minLength: 1, maxLength: CHATBOT_QUESTION_MAX }),
    answer: Type.String({ minLength: 1, maxLength: CHATBOT_ANSWER_MAX }),
  },
  { additionalProperties: false },
);
export type ChatbotFaqItem = Static<typeof ChatbotFaqItem>;

/** POST api/super/chatbot-config: replaces the configuration of one language. */
export const ChatbotConfigBody = Type.Object(
  {
    language: ChatbotLanguage,
    greeting: Type.String({ minLength: 1, maxLength: CHATBOT_GREETING_MAX }),
    fallback: Type.String({ minLength: 1, maxLength: CHATBOT_FALLBACK_MAX }),
    faq: Type.Array(ChatbotFaqItem, { maxItems: CHATBOT_FAQ_MAX_ITEMS }),
    based_on_version: BasedOnVersion,
  },
  { additionalProperties: false },
);
export type ChatbotConfigBody = Static<typeof ChatbotConfigBody>;

/** What the storefront's chatbot window is built from (public GET api/chatbot-config). */
export const ChatbotConfig = Type.Object({
  language: ChatbotLanguage,
  greeting: Type.String(),
  fallback: Type.String(),
  faq: Type.Array(Type.Object({ question: Type.String(), answer: Type.String() })),
});
export type ChatbotConfig = Static<typeof ChatbotConfig>;

/** The back office's view: the configuration and who last saved it, when. */
export const SuperChatbotConfig = Type.Composite([
  ChatbotConfig,
  Type.Object({
    updated_at: Type.Union([Type.String(), Type.Null()]),
    updated_by: Type.Union([Type.String(), Type.Null()]),
    /** The newest saved version (what a save sends back as `based_on_version`); null before any. */
    version_id: Type.Union([Type.Integer(), Type.Null()]),
  }),
]);
export type SuperChatbotConfig = Static<typeof SuperChatbotConfig>;
