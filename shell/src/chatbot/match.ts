// The chatbot's answer to what a visitor types: both texts are normalised (accents and case
// removed, punctuation dropped), reduced to their meaningful words, and compared with a Dice score over the
// shared words; a word also matches another that shares most of its start ("cancelar" ~ "cancelamento").
// The best FAQ question above the threshold answers; otherwise the fallback does.
import type { ChatbotFaqItem } from '@mp/shared/contracts';

/** Below this score no FAQ answers (the fallback does). */
export const MATCH_THRESHOLD = 0.3;

const STOPWORDS = new Set(
  (
    'a an the i me my we our you your it is are am be do does did can could will would should how what when where which who why ' +
    'to for of in on at by with from and or not no this that there get have has please about ' +
    'o os as um uma uns umas de do da dos das em no na nos nas ao aos para por pelo pela com e ou que como posso pode ' +
    'eu meu minha meus minhas se e qual quais quando onde quem sao ser estar tem ter isso este esta'
  ).split(' '),
);

/** Lower case, no accents, words only: "Posso cancelar à Última hora?" → "posso cancelar a ultima hora". */
export function normalize(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/** The meaningful words of a text, each once. */
export function tokens(text: string): string[] {
  const words = normalize(text)
    .split(' ')
    .filter((w) => w.length > 1 && !STOPWORDS.has(w));
  return [...new Set(words)];
}

function sameWord(a: string, b: string): boolean {
  if (a === b) return true;
  let prefix = 0;
  while (prefix < a.length && prefix < b.length && a[prefix] === b[prefix]) prefix += 1;
  return prefix >= 4 && prefix >= Math.min(a.length, b.length) - 2;
}

/** Dice coefficient over the words of `a` and `b` (0 nothing shared … 1 the same words). */
export function score(a: readonly string[], b: readonly string[]): number {
  if (a.length === 0 || b.length === 0) return 0;
  const shared = a.filter((word) => b.some((other) => sameWord(word, other))).length;
  return (2 * shared) / (a.length + b.length);
}

/** The FAQ item that best answers `input`, or null when none scores at least MATCH_THRESHOLD. */
export function bestAnswer(input: string, faq: readonly ChatbotFaqItem[]): ChatbotFaqItem | null {
  const words = tokens(input);
  let best: ChatbotFaqItem | null = null;
  let bestScore = 0;
  for (const item of faq) {
    const s = score(words, tokens(item.question));
    if (s > bestScore) {
      best = item;
      bestScore = s;
    }
  }
  return bestScore >= MATCH_THRESHOLD ? best : null;
}
