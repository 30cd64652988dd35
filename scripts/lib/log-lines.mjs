// Readable server logs for `npm start` on a terminal: the API and the gateway log pino JSON (what production log
// collectors want); on a terminal each line becomes `12:04:31 WARN  api  message (GET /api/x → 500, 12 ms)`.
// Plain Node, no dependencies (it runs right after the install, before anything else is trusted).

const LEVELS = { 10: 'TRACE', 20: 'DEBUG', 30: 'INFO', 40: 'WARN', 50: 'ERROR', 60: 'FATAL' };
const COLOURS = { 40: '\x1b[33m', 50: '\x1b[31m', 60: '\x1b[41m\x1b[37m' };
const RESET = '\x1b[0m';

/** One pino JSON line as text, or null when the line is not pino JSON (printed as it is then). */
export function formatLogLine(line, { service, colour = false } = {}) {
  let entry;
  try {
    entry = JSON.parse(line);
  } catch {
    return null;
  }
  if (!entry || typeof entry !== 'object' || typeof entry.level !== 'number') return null;
  const time = new Date(typeof entry.time === 'number' ? entry.time : Date.now()).toTimeString().slice(0, 8);
  const level = (LEVELS[entry.level] ?? String(entry.level)).padEnd(5);
  const request = entry.req ? `${entry.req.method ?? ''} ${entry.req.url ?? ''}`.trim() : '';
  const status = entry.res?.statusCode;
  const details = [
    request && (status ? `${request} → ${status}` : request),
    typeof entry.responseTime === 'number' ? `${Math.round(entry.responseTime)} ms` : '',
  ]
    .filter(Boolean)
    .join(', ');
  const error = entry.err
    ? `\n    ${entry.err.type ?? 'Error'}: ${entry.err.message ?? ''}${entry.err.stack ? `\n    ${String(entry.err.stack).split('\n').slice(1, 6).join('\n    ')}` : ''}`
    : '';
  const text = `${time} ${level} ${service.padEnd(7)} ${entry.msg ?? ''}${details ? ` (${details})` : ''}${error}`;
  const paint = colour ? COLOURS[entry.level] : undefined;
  return paint ? `${paint}${text}${RESET}` : text;
}

/** Pipes a child's output to ours line by line, formatting pino JSON (see formatLogLine). */
export function pipeLogLines(stream, out, options) {
  let pending = '';
  stream.setEncoding('utf8');
  stream.on('data', (chunk) => {
    pending += chunk;
    const lines = pending.split('\n');
    pending = lines.pop() ?? '';
    for (const line of lines) if (line.trim()) out.write(`${formatLogLine(line, options) ?? line}\n`);
  });
  stream.on('end', () => {
    if (pending.trim()) out.write(`${formatLogLine(pending, options) ?? pending}\n`);
  });
}
