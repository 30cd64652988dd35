// Webhook signatures: `x-signature: t=<unix seconds>,v1=<hex HMAC-SHA256("<t>.<raw body>", secret)>` — the scheme
// Stripe-style gateways use. The timestamp bounds replays; the event id (unique in payment_events) stops duplicates.
import { createHmac, timingSafeEqual } from 'node:crypto';

export const SIGNATURE_HEADER = 'x-signature';
/** A signature older than this is refused even when valid. */
export const SIGNATURE_TOLERANCE_SECONDS = 600;

export function signPayload(rawBody: string, secret: string, timestamp = Math.floor(Date.now() / 1000)): string {
  const mac = createHmac('sha256', secret).update(`${timestamp}.${rawBody}`).digest('hex');
  return `t=${timestamp},v1=${mac}`;
}

export function verifySignature(
  rawBody: string,
  header: string | undefined,
  secret: string,
  now = Date.now(),
): boolean {
  if (!header) return false;
  const parts = Object.fromEntries(
    header.split(',').map((p) => {
      const [k = '', ...v] = p.trim().split('=');
      return [k, v.join('=')];
    }),
  );
  const t = Number(parts.t);
  const v1 = parts.v1;
  if (!Number.isInteger(t) || typeof v1 !== 'string' || !/^[0-9a-f]{64}$/.test(v1)) return false;
  if (Math.abs(now / 1000 - t) > SIGNATURE_TOLERANCE_SECONDS) return false;
  const expected = createHmac('sha256', secret).update(`${t}.${rawBody}`).digest();
  const given = Buffer.from(v1, 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}
