// /api/* (HTTP and WebSocket upgrades) goes to the API unchanged, prefix kept (the API serves its
// routes under /api). Registered outside the helmet scope: the API sets its own headers, and its
// Swagger UI page needs a CSP the gateway's page policy would break.
import httpProxy from '@fastify/http-proxy';
import type { FastifyInstance } from 'fastify';

export async function apiProxy(app: FastifyInstance, options: { apiUrl: string }): Promise<void> {
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
        const forwardedFor = headers['x-forwarded-for'];
        return {
          ...headers,
          // One id across gateway and API logs.
          'x-request-id': String(request.id),
          // The API rate-limits per client IP; without these it would see only the gateway.
          'x-forwarded-for': forwardedFor ? `${String(forwardedFor)}, ${request.ip}` : request.ip,
          'x-forwarded-proto': request.protocol,
          'x-forwarded-host': request.headers.host ?? '',
        };
      },
    },
  });
}
