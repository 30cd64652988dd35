// A search box's term as an ILIKE pattern that finds it anywhere in a text: `%`, `_` and `\` typed by the user match
// themselves, not any text.
export function containsPattern(term: string): string {
  return `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
