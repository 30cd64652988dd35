import { Type } from '@sinclair/typebox';
import { ChatbotConfig, ChatbotConfigBody, Envelope, SuperChatbotConfig } from '@mp/shared/contracts';
import { errors } from '../../lib/schemas';

export const superGetSchema = {
  tags: ['back office'],
  summary: 'The chatbot configuration of one language (en or pt; anything else, or none, is en)',
  params: Type.Object({ lang: Type.Optional(Type.String({ maxLength: 10 })) }),
  response: { 200: Envelope(SuperChatbotConfig), ...errors(401, 403, 422) },
};

export const superSaveSchema = {
  tags: ['back office'],
  summary: 'Replaces the chatbot configuration of one language: greeting, fallback and up to 50 FAQ pairs',
  body: ChatbotConfigBody,
  response: { 200: Envelope(SuperChatbotConfig), ...errors(401, 403, 422) },
};

export const publicGetSchema = {
  tags: ['chatbot'],
  summary: "The storefront chatbot's greeting, fallback and FAQ in the request's language (Accept-Language)",
  response: { 200: Envelope(ChatbotConfig), ...errors(404) },
};
