// The scanner that checks the logs of a full test run can fail: each planted secret is found on its
// line, and ordinary log lines (times, request ids, references, masked addresses) are not.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { scanLogDir, scanLogText } from '../../test/log-scan';

const clean = [
  '{"level":30,"time":1795475763833,"pid":12197,"hostname":"vm","reqId":"edc1f8a9-59ba-4779-88b9-8a0f8bb896bf","req":{"method":"GET","url":"/api/bookings/12/payment-status?reference=MP-261123-58B2D7F5"},"msg":"incoming request"}',
  '{"level":30,"time":1795475763901,"reqId":"edc1f8a9-59ba-4779-88b9-8a0f8bb896bf","res":{"statusCode":200},"responseTime":12.5,"msg":"request completed"}',
  '{"level":40,"err":{"type":"DrizzleQueryError","message":"Failed query","cause":{"code":"57014"}},"msg":"database unavailable"}',
  '{"level":30,"to":"a•••@example.pt","msg":"mail sent"}',
  '{"level":30,"reqId":"7f87b58a-d9c9-4296-9872-32690798a83d","res":{"statusCode":200},"responseTime":0.5802599999988161,"msg":"request completed"}',
  '{"level":30,"req":{"method":"GET","url":"/api/calendar-feeds/[redacted].ics"},"msg":"incoming request"}',
  '{"level":30,"headers":{"authorization":"[redacted]"},"body":{"password":"[redacted]","card_number":"[redacted]"}}',
];

const planted: [string, string][] = [
  ['argon2 hash', '{"msg":"Failed query","params":null,"hash":"$argon2id$v=19$m=19456,t=2,p=1$abc$def"}'],
  ['bearer token', '{"req":{"headers":{"authorization":"Bearer 7Kq2w9Zr0aB3cD4eF5gH6iJ7kL8mN9oP0qR1sT2uV3w"}}}'],
  ['token value', '{"req":{"url":"/api/password/reset?token=7Kq2w9Zr0aB3cD4eF5gH6iJ7kL8mN9oP0qR1sT2uV3w&email=a"}}'],
  [
    'secret in a path',
    '{"req":{"method":"GET","url":"/api/calendar-feeds/7Kq2w9Zr0aB3cD4eF5gH6iJ7kL8mN9oP0qR1sT2uV3w.ics"}}',
  ],
  ['secret in a path', '{"req":{"url":"/api/booking-items/answer/7Kq2w9Zr0aB3cD4eF5gH6iJ7kL8mN9oP0qR1sT2uV3w"}}'],
  ['card number', '{"body":{"card_number":"4242 4242 4242 4242"}}'],
  ['card number', '{"details":"pan 4000000000003220"}'],
  ['gift-card code', '{"msg":"gift card GC-7K2M-Q9ZR-X4TW issued"}'],
  ['verification code', '{"body":{"email":"a@b.pt","code":"482913"}}'],
  ['SQL parameters', 'Failed query: update users set password_hash = $1 where id = $2\nparams: x,7'],
  // The shapes a failed Drizzle query takes in a pino JSON line: the newline escaped inside the message, and the
  // error's own `params` array (both as logged when the err serializer is bypassed).
  [
    'SQL parameters',
    String.raw`{"level":50,"err":{"type":"DrizzleQueryError","message":"Failed query: select \"id\" from \"payments\" where \"external_id\" = $1\nparams: 1e1"},"msg":"request failed"}`,
  ],
  [
    'SQL parameters',
    '{"level":50,"err":{"type":"DrizzleQueryError","query":"select $1, $2","params":["victim@example.pt","+351912345678"]},"msg":"request failed"}',
  ],
  ['test password', '{"body":{"password":"Secret123"}}'],
];

describe('log scan', () => {
  it('finds nothing in ordinary log lines', () => {
    expect(scanLogText(clean.join('\n'))).toEqual([]);
  });

  it.each(planted)('finds a planted %s', (rule, line) => {
    const found = scanLogText([...clean, line, ...clean].join('\n'), 'worker.log');
    expect(found.map((f) => f.rule)).toContain(rule);
    expect(found[0]!.line).toBeGreaterThan(clean.length);
  });

  it('reads every .log file of a directory and lists file:line of each finding', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'mp-log-scan-'));
    try {
      await writeFile(path.join(dir, 'pglite-w1-1.log'), `${clean.join('\n')}\n`);
      await writeFile(path.join(dir, 'pg-w1-2.log'), `${clean[0]}\n${planted[0]![1]}\n`);
      await writeFile(path.join(dir, 'notes.txt'), planted[0]![1]);
      const result = scanLogDir(dir);
      expect(result.files).toBe(2);
      expect(result.findings.map((f) => `${f.file}:${f.line} ${f.rule}`)).toEqual(['pg-w1-2.log:2 argon2 hash']);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
