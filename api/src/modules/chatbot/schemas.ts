import { Type } from '@sinclair/typebox';
import {
  EmptyWriteBody,
  ChatbotConfig,
  ChatbotConfigBody,
  ChatbotConfigVersion,
  ChatbotLangParams,
  ChatbotVersionParams,
  ContentVersionSummary,
  ContentVersionsQuery,
  Envelope,
  Page,
  SuperChatbotConfig,
} from '@mp/shared/contracts';
import { errors } from '../../lib/schemas';

export const superGetSchema = {
  tags: ['back office'],
  summary: 'The chatbot configuration of one language (en or pt; anything else, or none, is en)',
  params: Type.Object({ lang: Type.Optional(Type.String({ maxLength: 10 })) }),
  response: { 200: Envelope(SuperChatbotConfig), ...errors(401, 403, 422) },
};

export const superSaveSchema = {
  tags: ['back office'],
  summary:
    'Replaces the chatbot configuration of one language: greeting, fallback and up to 50 FAQ pairs; 409 when based_on_version is not the newest version',
  body: ChatbotConfigBody,
  response: { 200: Envelope(SuperChatbotConfig), ...errors(401, 403, 409, 422) },
};

export const publicGetSchema = {
  tags: ['chatbot'],
  summary: "The storefront chatbot's greeting, fallback and FAQ in the request's language (Accept-Language)",
  response: { 200: Envelope(ChatbotConfig), ...errors(404) },
};

export const superVersionsSchema = {
  tags: ['back office'],
  summary: "The saved versions of one language's chatbot configuration, newest first (20 a page)",
  params: ChatbotLangParams,
  querystring: ContentVersionsQuery,
  response: { 200: Envelope(Page(ContentVersionSummary)), ...errors(401, 403, 422) },
};

export const superVersionSchema = {
  tags: ['back office'],
  summary: "One saved version of one language's chatbot configuration (404: not a version of that language)",
  params: ChatbotVersionParams,
  response: { 200: Envelope(ChatbotConfigVersion), ...errors(401, 403, 404, 422) },
};

export const superRestoreSchema = {
  tags: ['back office'],
  summary: "Saves a version as that language's current chatbot configuration (a new version); audited",
  params: ChatbotVersionParams,
  body: EmptyWriteBody,
  response: { 200: Envelope(SuperChatbotConfig), ...errors(401, 403, 404, 422) },
};
