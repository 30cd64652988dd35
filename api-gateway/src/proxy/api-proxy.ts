// /api/* (HTTP and WebSocket upgrades) goes to the API unchanged, prefix kept (the API serves its
// routes under /api). Registered outside the helmet scope: the API sets its own headers, and its
// Swagger UI page needs a CSP the gateway's page policy would break.
import httpProxy from '@fastify/http-proxy';
import type { FastifyInstance } from 'fastify';

export interface ApiProxyOptions {
  apiUrl: string;
  /** Largest JSON / form body, and largest multipart upload (issue 11 §6). */
  bodyLimitBytes: number;
  uploadLimitBytes: number;
}

export async function apiProxy(app: FastifyInstance, options: ApiProxyOptions): Promise<void> {
  // Issue 11 §6: the gateway refuses an oversize body itself (413, before a byte reaches the API), so the API
  // never closes a half-sent upload under the proxy (EPIPE → 502 and a hung client). A body without a declared
  // length is counted as it streams and cut at the same limit.
  app.addHook('onRequest', async (request, reply) => {
    if (!request.url.startsWith('/api')) return;
    const multipart = String(request.headers['content-type'] ?? '').startsWith('multipart/');
    const limit = multipart ? options.uploadLimitBytes : options.bodyLimitBytes;
    const declared = Number(request.headers['content-length'] ?? 0);
    if (declared > limit) {
      reply.header('connection', 'close');
      return reply.code(413).header('cache-control', 'no-store').send({ message: 'Payload Too Large', requestId: request.id });
    }
    if (request.headers['transfer-encoding'] && !request.headers['content-length']) {
      let seen = 0;
      request.raw.on('data', (chunk: Buffer) => {
        seen += chunk.length;
        if (seen > limit) request.raw.destroy(new Error('body over the limit'));
      });
    }
  });
  await app.register(httpProxy, {
    upstream: options.apiUrl,
    prefix: '/api',
    rewritePrefix: '/api',
    websocket: true,
    replyOptions: {
      // API down or too slow: a gateway status (the front ends' client retries reads on 502/503/504),
      // JSON like the API's own errors, and nothing internal in the body.
      onError: (reply, { error }) => {
        const code = (error as { statusCode?: number }).statusCode;
        const status = code === 503 || code === 504 ? code : 502;
        reply.log.warn({ err: error }, 'API unreachable');
        void reply
          .code(status)
          .header('cache-control', 'no-store')
          .send({ message: status === 504 ? 'Gateway Timeout' : status === 503 ? 'Service Unavailable' : 'Bad Gateway', requestId: reply.request.id });
      },
      // The id the caller sees is the gateway's, whatever id the API logged under.
      rewriteHeaders: (headers, request) => (request ? { ...headers, 'x-request-id': String(request.id) } : headers),
      rewriteRequestHeaders: (request, headers) => {
        // `expect: 100-continue` was answered by Node already; passed on, the upstream client refuses it (502).
        const { expect: _expect, forwarded: _forwarded, 'x-real-ip': _realIp, ...rest } = headers;
        return {
          ...rest,
          // One id across gateway and API logs.
          'x-request-id': String(request.id),
          // The API rate-limits per client IP. The gateway decides who the client is: the socket's peer, or what a
          // trusted proxy (TRUSTED_PROXIES) said; a client's own X-Forwarded-For is never passed on (issue 11 §3).
          'x-forwarded-for': request.ip,
          'x-forwarded-proto': request.protocol,
          'x-forwarded-host': request.headers.host ?? '',
        };
      },
    },
  });
}
