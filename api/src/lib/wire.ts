// Builders for the wire shapes of spec §7: `{ status, content }` envelopes and Laravel-style pages.
import type { EnvelopeOf, PageOf } from '@mp/shared/contracts';

export function ok<T>(content: T): EnvelopeOf<T> {
  return { status: true, content };
}

export interface PageRequest {
  page: number;
  perPage: number;
}

/** The rows a page covers, as SQL `LIMIT`/`OFFSET`. */
export function pageWindow(req: PageRequest): { limit: number; offset: number } {
  return { limit: req.perPage, offset: (req.page - 1) * req.perPage };
}

/**
 * A Laravel page. `next_page_url` is a root-relative URL (same path and query, next page) so it works both
 * directly and through the gateway, which serves the API under the same /api prefix.
 */
export function page<T>(requestUrl: string, req: PageRequest, total: number, data: T[]): PageOf<T> {
  const lastPage = Math.max(1, Math.ceil(total / req.perPage));
  let next: string | null = null;
  if (req.page < lastPage) {
    const url = new URL(requestUrl, 'http://local');
    url.searchParams.set('page', String(req.page + 1));
    next = `${url.pathname}${url.search}`;
  }
  return { current_page: req.page, last_page: lastPage, per_page: req.perPage, total, next_page_url: next, data };
}

/** `1`, `'1'`, `true`, `'true'`, `'on'` → true; the spec sends booleans as 1/0 (multipart) or JSON booleans. */
export function truthy(value: unknown): boolean {
  return value === true || value === 1 || value === '1' || value === 'true' || value === 'on';
}
