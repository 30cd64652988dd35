// Helmet with a CSP built for this site. Why not helmet's own `enableCSPNonces`: it also puts a
// nonce into style-src, and a nonce there makes browsers ignore 'unsafe-inline', which
// styled-components needs for the <style> tags it injects at run time. So the nonce is ours and
// goes into script-src only (the inline registry script); no 'unsafe-eval' anywhere.
import { randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import helmet from '@fastify/helmet';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { NO_PAYMENT_CSP, type PaymentCsp } from './payment-csp';

const nonces = new WeakMap<ServerResponse, string>();

/** The CSP nonce of this response (the same value the Content-Security-Policy header carries). */
export function cspNonce(reply: FastifyReply): string {
  let nonce = nonces.get(reply.raw);
  if (!nonce) {
    nonce = randomBytes(16).toString('base64');
    nonces.set(reply.raw, nonce);
  }
  return nonce;
}

// A Host header goes into the header only when it is a plain host[:port]: anything else could
// inject CSP directives.
const HOST_PATTERN = /^[a-z0-9.-]+(:\d{1,5})?$|^\[[0-9a-f:.]+\](:\d{1,5})?$/i;

function sameOriginSockets(req: IncomingMessage): string {
  const host = req.headers.host;
  return host && HOST_PATTERN.test(host) ? `ws://${host} wss://${host}` : '';
}

export interface SecurityOptions {
  /** HSTS only where the site is served over TLS; on http://localhost it would be noise. */
  hsts: boolean;
  /** The payment gateways' script, frame and API origins (payment-csp.ts); nothing extra by default. */
  paymentCsp?: PaymentCsp;
}

export async function securityHeaders(app: FastifyInstance, options: SecurityOptions): Promise<void> {
  const pay = options.paymentCsp ?? NO_PAYMENT_CSP;
  app.addHook('onRequest', async (_request, reply) => {
    cspNonce(reply);
  });
  await app.register(helmet, {
    global: true,
    // Same intent as frame-ancestors 'none', for browsers that only know the old header.
    xFrameOptions: { action: 'deny' },
    // Payment providers and partners may need to know the visit came from us (origin only).
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    hsts: options.hsts ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        'default-src': ["'self'"],
        'base-uri': ["'self'"],
        'script-src': [
          "'self'",
          (_req: IncomingMessage, res: ServerResponse) => `'nonce-${nonces.get(res) ?? ''}'`,
          ...pay.script,
        ],
        'script-src-attr': ["'none'"],
        'style-src': ["'self'", "'unsafe-inline'"],
        'img-src': ["'self'", 'data:', 'blob:'],
        'font-src': ["'self'", 'data:'],
        'connect-src': ["'self'", sameOriginSockets, ...pay.connect],
        // Only a gateway's frames; without one, default-src 'self' applies as before.
        ...(pay.frame.length ? { 'frame-src': ["'self'", ...pay.frame] } : {}),
        'object-src': ["'none'"],
        'form-action': ["'self'"],
        'frame-ancestors': ["'none'"],
      },
    },
  });
}
