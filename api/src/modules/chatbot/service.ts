// The chatbot configuration: staff read and save one language at a time, each save in one
// transaction with its audit entry (before and after); the storefront reads the request's language through a
// short in-process cache that a save clears.
// Every save also keeps the saved configuration as a version (content_versions, in the same transaction); the
// configuration there before a language's first kept version becomes a version too, so the first restore can bring
// the seeded one back. A restore saves a version as a new version (so it can be undone too), audited as a save whose
// `after` names the restored version.
// A save may name the version its editor started from (`based_on_version`, docs/adr/050): if another save came in
// between, it is refused with a 409 and nothing is written, so no one's newer configuration is silently replaced.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  CONTENT_VERSIONS_PER_PAGE,
  type ChatbotConfig,
  type ChatbotConfigBody,
  type ChatbotConfigVersion,
  type ChatbotConfigVersionContent,
  type ChatbotLanguage,
  type ContentVersionSummary,
  type PageOf,
  type SuperChatbotConfig,
} from '@mp/shared/contracts';
import { ApiError, invalid, notFound } from '../../lib/errors';
import { page, pageWindow } from '../../lib/wire';
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

const superView = (
  language: ChatbotLanguage,
  row: repo.ConfigRow | null,
  versionId: number | null,
): SuperChatbotConfig =>
  row
    ? {
        ...publicView(row),
        updated_at: row.updatedAt.toISOString(),
        updated_by: row.updatedBy,
        version_id: versionId,
      }
    : { language, greeting: '', fallback: '', faq: [], updated_at: null, updated_by: null, version_id: versionId };

const text = (v: unknown) => (typeof v === 'string' ? v : '');

const versionContent = (c: Record<string, unknown>): ChatbotConfigVersionContent => ({
  greeting: text(c.greeting),
  fallback: text(c.fallback),
  faq: (Array.isArray(c.faq) ? (c.faq as Record<string, unknown>[]) : []).map((f) => ({
    question: text(f.question),
    answer: text(f.answer),
  })),
});

const summaryOf = (row: repo.VersionRow, newest: number | null): ContentVersionSummary => {
  const content = versionContent(row.content);
  const greeting = content.greeting.length > 60 ? `${content.greeting.slice(0, 59)}…` : content.greeting;
  return {
    id: row.id,
    saved_at: row.savedAt.toISOString(),
    saved_by_id: row.savedById,
    saved_by: row.savedBy,
    summary: `${greeting} · ${content.faq.length} FAQ`,
    restored_from: row.restoredFrom,
    current: row.id === newest,
  };
};

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
    ...(body.based_on_version !== undefined ? { based_on_version: body.based_on_version } : {}),
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
      return superView(
        language,
        await repo.configOf(app.db, language),
        (await repo.versionCount(app.db, language)).newest,
      );
    },

    async forVisitor(language: ChatbotLanguage): Promise<ChatbotConfig> {
      return cache.get(language, async () => {
        const row = await repo.configOf(app.db, language);
        if (!row) throw notFound();
        return publicView(row);
      });
    },

    async save(request: FastifyRequest, body: ChatbotConfigBody): Promise<SuperChatbotConfig> {
      return write(request, cleaned(body), null);
    },

    async versions(
      requestUrl: string,
      language: ChatbotLanguage,
      pageNo: number,
    ): Promise<PageOf<ContentVersionSummary>> {
      const paging = { page: pageNo, perPage: CONTENT_VERSIONS_PER_PAGE };
      const { total, newest } = await repo.versionCount(app.db, language);
      const rows = total ? await repo.versionsPage(app.db, language, pageWindow(paging)) : [];
      return page(
        requestUrl,
        paging,
        total,
        rows.map((r) => summaryOf(r, newest)),
      );
    },

    async version(language: ChatbotLanguage, id: number): Promise<ChatbotConfigVersion> {
      const { row, newest } = await versionOrMissing(language, id);
      return { ...summaryOf(row, newest), content: versionContent(row.content) };
    },

    async restore(request: FastifyRequest, language: ChatbotLanguage, id: number): Promise<SuperChatbotConfig> {
      const { row } = await versionOrMissing(language, id);
      return write(request, { language, ...versionContent(row.content) }, id);
    },
  };

  /** A version of this language's configuration, or a 404 (a missing id and another piece's version alike). */
  async function versionOrMissing(language: ChatbotLanguage, id: number) {
    const row = await repo.versionOf(app.db, language, id);
    if (!row) throw notFound();
    const { newest } = await repo.versionCount(app.db, language);
    return { row, newest };
  }

  /** Saves one language's configuration with its version and audit entry (a restore names the version). */
  async function write(
    request: FastifyRequest,
    next: ChatbotConfigBody,
    restoredFrom: number | null,
  ): Promise<SuperChatbotConfig> {
    const staffId = request.realUser?.id;
    if (staffId === undefined) throw new Error('saving the chatbot configuration needs a signed-in staff member');
    const saved = await app.db.transaction(async (tx) => {
      await repo.lockLanguage(tx, next.language);
      if (next.based_on_version !== undefined) {
        const { newest } = await repo.versionCount(tx, next.language);
        if (next.based_on_version !== newest) throw new ApiError(409, { key: 'backOffice.contentHistory.staleSave' });
      }
      const beforeRow = await repo.configOf(tx, next.language, true);
      await repo.saveConfig(tx, next, staffId);
      const afterRow = await repo.configOf(tx, next.language);
      if (!afterRow) throw new Error('the chatbot configuration was not saved');
      const { total } = await repo.versionCount(tx, next.language);
      // The configuration there before the first kept version is one too (a language never saved has none).
      if (total === 0 && beforeRow)
        await repo.addVersion(tx, next.language, {
          content: versionContent(beforeRow),
          savedBy: beforeRow.updatedById,
          savedAt: beforeRow.updatedAt,
        });
      await repo.addVersion(tx, next.language, {
        content: versionContent(afterRow),
        savedBy: staffId,
        restoredFrom,
      });
      const after = publicView(afterRow);
      await app.audit.change(tx, request, {
        action: 'chatbot_config.update',
        entity: 'chatbot_config',
        entityId: next.language,
        before: beforeRow ? publicView(beforeRow) : null,
        after: restoredFrom ? { ...after, restored_version: restoredFrom } : after,
      });
      return superView(next.language, afterRow, (await repo.versionCount(tx, next.language)).newest);
    });
    cache.clear();
    return saved;
  }
}
