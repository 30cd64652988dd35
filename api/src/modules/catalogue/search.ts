// Accent- and case-insensitive search without `unaccent` (PGlite has no extensions): services carry a generated
// `search_text` column folded with SEARCH_FOLD_FROM/TO at write time, and the query text is folded the same way here.
import { SEARCH_FOLD_FROM, SEARCH_FOLD_TO } from '../../db/schema';

const FOLD = new Map<string, string>();
for (let i = 0; i < SEARCH_FOLD_FROM.length; i += 1) FOLD.set(SEARCH_FOLD_FROM.charAt(i), SEARCH_FOLD_TO.charAt(i));

/** Folds text exactly like the SQL `lower(translate(x, FROM, TO))` of the search column. */
export function foldSearchText(text: string): string {
  let out = '';
  for (const ch of text.normalize('NFC')) out += FOLD.get(ch) ?? ch;
  return out.toLowerCase();
}

/** The words of a search query (folded, at most 8, each at least 1 character), or [] for a blank query. */
export function searchWords(query: string | undefined): string[] {
  if (!query) return [];
  return foldSearchText(query)
    .split(/[\s,.;:!?()"'/\\-]+/)
    .filter((w) => w.length > 0)
    .slice(0, 8);
}

/** A LIKE pattern that matches the word anywhere; `%`, `_` and `\` in user input match literally. */
export function containsPattern(word: string): string {
  return `%${word.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
