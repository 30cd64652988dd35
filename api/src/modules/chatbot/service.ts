// The chatbot configuration: staff read and save one language at a time, each save in one
// transaction with its audit entry (before and after); the storefront reads the request's language through a
// short in-process cache that a save clears.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ChatbotConfig, ChatbotConfigBody, ChatbotLanguage, SuperChatbotConfig } from '@mp/shared/contracts';
import { invalid, notFound } from '../../lib/errors';
import { TtlCache } from '../catalogue/cache';
import * as repo from './repository';

/** `{lang}` of GET api/super/chatbot-config/{lang}: en or pt, anything else (or nothing) is en (spec §7). */
export function languageOf(lang: string | undefined): ChatbotLanguage {
  return lang?.toLowerCase() === 'pt' ? 'pt' : 'en';
}

const publicView = (row: repo.ConfigRow): ChatbotConfig => ({
  language: languageOf(row.language),
  greeting: row.greeting,
  fallback: row.fallback,
  faq: row.faq.map(({ question, answer }) => ({ question, answer })),
});

const superView = (language: ChatbotLanguage, row: repo.ConfigRow | null): SuperChatbotConfig =>
  row
    ? { ...publicView(row), updated_at: row.updatedAt.toISOString(), updated_by: row.updatedBy }
    : { language, greeting: '', fallback: '', faq: [], updated_at: null, updated_by: null };

/** Trims every text; a text that is only spaces is a 422 on its field (`faq.3.answer`). */
function cleaned(body: ChatbotConfigBody): ChatbotConfigBody {
  const errors: Record<string, string> = {};
  const text = (field: string, value: string) => {
    const trimmed = value.trim();
    if (!trimmed) errors[field] = 'validation.required';
    return trimmed;
  };
  const out: ChatbotConfigBody = {
    language: body.language,
    greeting: text('greeting', body.greeting),
    fallback: text('fallback', body.fallback),
    faq: body.faq.map((item, i) => ({
      question: text(`faq.${i}.question`, item.question),
      answer: text(`faq.${i}.answer`, item.answer),
    })),
  };
  if (Object.keys(errors).length) throw invalid(errors);
  return out;
}

export function chatbotService(app: FastifyInstance) {
  /** Public answers per language, a minute at most; cleared by every save. */
  const cache = new TtlCache(60_000, 0);

  return {
    async forStaff(lang: string | undefined): Promise<SuperChatbotConfig> {
      const language = languageOf(lang);
      return superView(language, await repo.configOf(app.db, language));
    },

    async forVisitor(language: ChatbotLanguage): Promise<ChatbotConfig> {
      return cache.get(language, async () => {
        const row = await repo.configOf(app.db, language);
        if (!row) throw notFound();
        return publicView(row);
      });
    },

    async save(request: FastifyRequest, body: ChatbotConfigBody): Promise<SuperChatbotConfig> {
      const next = cleaned(body);
      const staffId = request.realUser?.id;
      if (staffId === undefined) throw new Error('saving the chatbot configuration needs a signed-in staff member');
      const saved = await app.db.transaction(async (tx) => {
        const beforeRow = await repo.configOf(tx, next.language, true);
        await repo.saveConfig(tx, next, staffId);
        const afterRow = await repo.configOf(tx, next.language);
        if (!afterRow) throw new Error('the chatbot configuration was not saved');
        await app.audit.change(tx, request, {
          action: 'chatbot_config.update',
          entity: 'chatbot_config',
          entityId: next.language,
          before: beforeRow ? publicView(beforeRow) : null,
          after: publicView(afterRow),
        });
        return superView(next.language, afterRow);
      });
      cache.clear();
      return saved;
    },
  };
}
