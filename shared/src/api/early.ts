// Takes an answer the HTML's early-data script already asked for (ADR 026; @mp/shared/routes early-data), once:
// only for the same session and language, within EARLY_DATA_MAX_AGE_MS of the script's start.
import { EARLY_DATA_GLOBAL, EARLY_DATA_MAX_AGE_MS, earlyDataKey, type EarlyData } from '../routes';

export function takeEarlyResponse(
  url: string,
  token: string | undefined,
  locale: string,
): Promise<Response | null> | null {
  if (typeof window === 'undefined') return null;
  const early = (window as unknown as Record<string, EarlyData | undefined>)[EARLY_DATA_GLOBAL];
  if (!early || !token || early.token !== token || early.locale !== locale) return null;
  if (performance.now() - early.at > EARLY_DATA_MAX_AGE_MS) return null;
  const key = earlyDataKey(url);
  const response = early.responses[key];
  if (!response) return null;
  delete early.responses[key];
  return response;
}
