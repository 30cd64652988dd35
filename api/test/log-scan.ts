// The logs of a full API test run must hold no secret. In test mode every app built by
// buildTestApp logs (level info) to a file of its own worker under api/.test-logs/; after the suites,
// `node scripts/run-tests.mjs` runs test/scan-logs.ts, which fails listing every line that matches a rule below.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** api/.test-logs (the tests run with the api package as their working directory). */
export const TEST_LOG_DIR = path.resolve(process.env.MP_TEST_LOG_DIR ?? path.join(process.cwd(), '.test-logs'));

/** Passwords the tests and the demo use: none may ever reach a log line. */
export const TEST_PASSWORDS = [
  'Secret123',
  'Demo1234!',
  'NewSecret9',
  'NewSecret456',
  'Again12345',
  'Fresh-Start-42',
  'Fresh-Start-43',
  'Tiny12345',
  'Team12345',
  'Partner1234!',
];

export interface LogRule {
  name: string;
  pattern: RegExp;
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

export const LOG_RULES: LogRule[] = [
  { name: 'argon2 hash', pattern: /\$argon2(?:id|i|d)\$/ },
  { name: 'bearer token', pattern: /bearer\s+[A-Za-z0-9._~+/-]{20,}/i },
  // A reset, claim or API token named as such (query string or JSON), 32+ url-safe characters.
  { name: 'token value', pattern: /(?:api_token|token|claim)["']?\s*[:=]\s*["']?[A-Za-z0-9_-]{32,}/i },
  // Card numbers the tests type (a 16-digit 4…/5… number, plain or grouped by 4 with one separator), standing alone:
  // not inside a decimal (response times), an id or a UUID.
  { name: 'card number', pattern: /(?<![\w.-])[45]\d{3}([ -]?)\d{4}\1\d{4}\1\d{4}(?![\w-])/ },
  // A link whose path is its secret (a calendar feed, a booking mail's answer link, a transfer offer).
  {
    name: 'secret in a path',
    pattern: /\/(?:calendar-feeds|booking-items\/answer|transfer-offers)\/(?!\[redacted\])[A-Za-z0-9_-]{20,}/,
  },
  { name: 'gift-card code', pattern: /\bGC-[A-Z0-9]{4}-[A-Z0-9]{4}-[A-Z0-9]{4}\b/ },
  { name: 'verification code', pattern: /["']?code["']?\s*[:=]\s*["']?\d{6}\b/i },
  // A failed query's parameters: `params:` on a line of its own, after an escaped newline inside a JSON message
  // (`\nparams: …`), or the error's own `"params": […]` field.
  { name: 'SQL parameters', pattern: /(?:\\n|\b)params\s*[:=]|["'](?:params|parameters)["']\s*:/i },
  { name: 'test password', pattern: new RegExp(TEST_PASSWORDS.map(escape).join('|')) },
];

export interface LogFinding {
  file: string;
  line: number;
  rule: string;
  text: string;
}

/** Every line of `text` that matches a rule (one finding per line: its first rule). */
export function scanLogText(text: string, file = '<text>'): LogFinding[] {
  const found: LogFinding[] = [];
  text.split('\n').forEach((line, index) => {
    const rule = LOG_RULES.find((r) => r.pattern.test(line));
    if (rule)
      found.push({ file, line: index + 1, rule: rule.name, text: line.length > 300 ? `${line.slice(0, 300)}…` : line });
  });
  return found;
}

/** Scans every *.log file of `dir`; answers the findings and how many files and lines were read. */
export function scanLogDir(dir = TEST_LOG_DIR): { findings: LogFinding[]; files: number; lines: number } {
  let files = 0;
  let lines = 0;
  const findings: LogFinding[] = [];
  let names: string[] = [];
  try {
    names = readdirSync(dir).filter((n) => n.endsWith('.log'));
  } catch {
    return { findings, files, lines };
  }
  for (const name of names) {
    const text = readFileSync(path.join(dir, name), 'utf8');
    files += 1;
    lines += text.split('\n').length;
    findings.push(...scanLogText(text, name));
  }
  return { findings, files, lines };
}
