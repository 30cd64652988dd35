// What an error may put in a log line, so no secret or personal data reaches the logs. A failed Drizzle query carries
// its SQL parameters in its message and stack (argon2 hashes, e-mails, phones, codes); a PostgreSQL error carries row
// values in `detail`. The log keeps the kind of failure, the PostgreSQL code, the first line of the driver's message
// and the stack frames, never the parameters.

export interface SafeError {
  type: string;
  message: string;
  code?: string;
  stack?: string;
  cause?: SafeError;
}

const MAX_MESSAGE = 200;

function frames(stack: unknown): string | undefined {
  if (typeof stack !== 'string') return undefined;
  // The first line of a stack repeats the message; keep only the "at …" frames.
  return stack
    .split('\n')
    .filter((line) => line.trimStart().startsWith('at '))
    .join('\n');
}

function firstLine(message: string): string {
  if (message.startsWith('Failed query:')) return 'Failed query';
  const line = message.split('\n')[0] ?? '';
  return line.length > MAX_MESSAGE ? `${line.slice(0, MAX_MESSAGE)}…` : line;
}

export function safeError(error: unknown, depth = 0): SafeError {
  if (!(error instanceof Error)) return { type: typeof error, message: 'non-error thrown' };
  const out: SafeError = { type: error.constructor?.name || error.name, message: firstLine(error.message) };
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string') out.code = code;
  const stack = frames(error.stack);
  if (stack) out.stack = stack;
  if (error.cause !== undefined && depth < 3) out.cause = safeError(error.cause, depth + 1);
  return out;
}

/** PostgreSQL codes and driver messages that mean "the database is unavailable or overloaded right now". */
const UNAVAILABLE_CODES = new Set([
  '57014',
  '57P01',
  '57P02',
  '57P03',
  '53300',
  '08000',
  '08001',
  '08003',
  '08006',
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
]);
const UNAVAILABLE_MESSAGES = [
  /timeout exceeded when trying to connect/i,
  /Connection terminated/i,
  /Query read timeout/i,
  /canceling statement due to statement timeout/i,
];

/** Whether `error` (or its cause) says the database is unavailable: the answer is 503 with Retry-After, not 500. */
export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (!(error instanceof Error) || depth > 3) return false;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string' && UNAVAILABLE_CODES.has(code)) return true;
  if (UNAVAILABLE_MESSAGES.some((pattern) => pattern.test(error.message))) return true;
  return isDatabaseUnavailable(error.cause, depth + 1);
}
