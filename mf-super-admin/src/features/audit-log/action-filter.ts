// Staff find an action in the audit log by typing part of its code (`refund`, `team.`) or of its words in their
// language ("reembolso", "Booking declined"); the API matches parts of codes, so the page sends the typed text
// together with every action whose words hold it.
import { AUDIT_ACTIONS, type AuditAction } from '@mp/shared/domain';

/** Case and accents aside: "Ação" is found by typing "acao". */
const folded = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

/**
 * The API's `action` filter for what was typed: the text (a part of a code; commas would split it) and the codes of
 * the actions whose words hold it, comma-separated; null when nothing was typed.
 */
export function actionFilterOf(typed: string, wordsOf: (action: AuditAction) => string): string | null {
  const text = typed.replace(/,/g, ' ').trim();
  if (!text) return null;
  const wanted = folded(text);
  const named = AUDIT_ACTIONS.filter((action) => folded(wordsOf(action)).includes(wanted));
  return [text, ...named].join(',');
}

/** The list's query as the API takes it: the action filter as typed becomes the parts `actionFilterOf` names. */
export function withActionFilter(
  query: Record<string, string | number>,
  wordsOf: (action: AuditAction) => string,
): Record<string, string | number> {
  const { action, ...rest } = query;
  const sent = actionFilterOf(String(action ?? ''), wordsOf);
  return sent ? { ...rest, action: sent } : rest;
}
