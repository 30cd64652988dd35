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

// ---------- spelling and places ----------

/**
 * Names travellers type for a place the catalogue spells another way (folded): English and Portuguese exonyms of the
 * catalogue's cities and regions. A query word found here also searches for the catalogue's spelling.
 */
export const PLACE_ALIASES: Readonly<Record<string, readonly string[]>> = {
  lisbon: ['lisboa'],
  lisbonne: ['lisboa'],
  oporto: ['porto'],
  azores: ['acores'],
  seville: ['sevilla'],
  sevilha: ['sevilla'],
  munich: ['munchen'],
  munique: ['munchen'],
  rome: ['roma'],
  florence: ['firenze'],
  florenca: ['firenze'],
  milan: ['milano'],
  milao: ['milano'],
  londres: ['london'],
  edimburgo: ['edinburgh'],
  amesterdao: ['amsterdam'],
  berlim: ['berlin'],
  hamburgo: ['hamburg'],
};

/** Articles, prepositions and conjunctions of both languages (folded), left out of a query that has other words. */
export const STOP_WORDS: ReadonlySet<string> = new Set([
  'a',
  'an',
  'and',
  'at',
  'by',
  'for',
  'from',
  'in',
  'of',
  'on',
  'or',
  'the',
  'to',
  'with',
  'ao',
  'aos',
  'as',
  'com',
  'da',
  'das',
  'de',
  'do',
  'dos',
  'e',
  'em',
  'na',
  'nas',
  'no',
  'nos',
  'o',
  'os',
  'ou',
  'para',
  'pela',
  'pelo',
  'por',
  'um',
  'uma',
]);

/** The words of the catalogue's names that a misspelt query word may be corrected to (all folded). */
export interface SearchVocabulary {
  /** Words of active services' titles (both languages), their cities' and categories' names. */
  names: ReadonlySet<string>;
  /** Whole folded names of the cities that have active services. */
  places: ReadonlySet<string>;
  /** Folded districts (regions) of those cities. */
  regions: ReadonlySet<string>;
}

/**
 * One query word and what it stands for: its spellings (the word itself, then the names it is an alias or a likely
 * misspelling of; none for a word of signs only, which must then be in the texts as typed) and whether it names a place, in which case only a service in that place or with it in its title
 * matches (a Lisbon gift card that mentions Sintra in its description is not a result for "Sintra").
 */
export interface SearchTerm {
  word: string;
  spellings: string[];
  place: boolean;
}

/**
 * Optimal-string-alignment distance (insertions, deletions, substitutions, adjacent swaps), or `max + 1` as soon as it
 * must exceed `max`.
 */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let before: number[] = [];
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i += 1) {
    const current = [i];
    let rowMin = i;
    for (let j = 1; j <= b.length; j += 1) {
      const cost = a.charAt(i - 1) === b.charAt(j - 1) ? 0 : 1;
      let value = Math.min((previous[j] ?? 0) + 1, (current[j - 1] ?? 0) + 1, (previous[j - 1] ?? 0) + cost);
      if (i > 1 && j > 1 && a.charAt(i - 1) === b.charAt(j - 2) && a.charAt(i - 2) === b.charAt(j - 1)) {
        value = Math.min(value, (before[j - 2] ?? 0) + 1);
      }
      current.push(value);
      rowMin = Math.min(rowMin, value);
    }
    if (rowMin > max) return max + 1;
    before = previous;
    previous = current;
  }
  return previous[b.length] ?? max + 1;
}

/** How many typing mistakes a word of this length may carry: none under 4 letters, one up to 7, two beyond. */
export function allowedTypos(length: number): number {
  if (length < 4) return 0;
  return length < 8 ? 1 : 2;
}

/** A query word reduced to letters and digits (what the name columns are compared with), or '' when none is left. */
export function cleanWord(word: string): string {
  return word.replace(/[^\p{L}\p{N}]+/gu, '');
}

/**
 * The search terms of the query words. A word that is a name in the catalogue (or the start of one: the traveller is
 * still typing) keeps its spelling only; otherwise the names closest to it within `allowedTypos` become its other
 * spellings ("sinta" → "sintra", "lisbn" → "lisbon" → "lisboa"). Aliases add the catalogue's name of a place.
 */
export function searchTerms(words: readonly string[], vocabulary: SearchVocabulary): SearchTerm[] {
  const terms: SearchTerm[] = [];
  // "vinho do Porto", "tour of the Alfama": the little words would match nearly every text and weigh like names.
  const meaningful = words.filter((w) => !STOP_WORDS.has(w));
  for (const raw of meaningful.length > 0 ? meaningful : words) {
    const word = cleanWord(raw);
    // Only signs ("%", "&"): nothing to spell or stem, the descriptions must contain them as typed.
    if (!word) {
      terms.push({ word: raw, spellings: [], place: false });
      continue;
    }
    const spellings = new Set([word]);
    const known = vocabulary.names.has(word) || vocabulary.places.has(word) || PLACE_ALIASES[word] !== undefined;
    const typed = [...vocabulary.names].some((name) => name.startsWith(word));
    const typos = allowedTypos(word.length);
    if (!known && !typed && typos > 0 && !/\d/.test(word)) {
      let best = typos + 1;
      let closest: string[] = [];
      for (const name of [...vocabulary.names, ...Object.keys(PLACE_ALIASES)]) {
        if (name.length < 4) continue;
        const distance = editDistance(word, name, typos);
        if (distance < best) {
          best = distance;
          closest = [name];
        } else if (distance === best && distance <= typos) {
          closest.push(name);
        }
      }
      for (const name of closest.sort()) spellings.add(name);
    }
    for (const spelling of [...spellings]) for (const alias of PLACE_ALIASES[spelling] ?? []) spellings.add(alias);
    const place = [...spellings].some((s) => vocabulary.places.has(s));
    terms.push({ word, spellings: [...spellings], place });
  }
  return terms;
}

/** A LIKE pattern for `word` as a whole word of a text padded with spaces (see the name columns in the repository). */
export function wholeWordPattern(word: string): string {
  return `% ${word.replace(/[\\%_]/g, (c) => `\\${c}`)} %`;
}

/** A LIKE pattern for a word of a padded text that starts with `word`. */
export function wordStartPattern(word: string): string {
  return `% ${word.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
