// /api/* (HTTP and WebSocket upgrades) goes to the API unchanged, prefix kept (the API serves its
// routes under /api). Registered outside the helmet scope: the API sets its own headers, and its
// Swagger UI page needs a CSP the gateway's page policy would break.
//
// A lean hop (ADR 016): @fastify/http-proxy keeps the routing, the raw body pass-through and the
// WebSocket upgrades, but each HTTP request is forwarded by our handler on one undici Pool of keep-alive connections
// to the API (API_CONNECTIONS), with the client's path and query as they came (no parse and re-encode), answers up
// to BUFFERED_BYTES read whole and written in one go (a small JSON answer costs one write instead of a stream), and
// no per-request log lines (the API logs every request under the same x-request-id; failures are still logged here).
// ADR 025: the answer is taken from undici as raw header lines and chunks (a dispatch handler, no response stream for
// a small answer), and a small answer is written straight to the socket with the API's header lines, skipping
// Fastify's reply cycle: as it is, or compressed for a client that asks (answer-compression.ts: compressed once per
// distinct answer). Hooks of this scope therefore never see a small answer: a header to add goes into `forward`.
// Streamed answers (over BUFFERED_BYTES or of unknown length) still go through Fastify's reply and @fastify/compress.
// ADR 032: a public answer (the API says `s-maxage`) is kept for that long and answers the same URL and language with
// no hop (shared-answers.ts); a newer `x-catalogue-version` from the API empties what is kept.
import httpProxy, { type FastifyHttpProxyOptions } from '@fastify/http-proxy';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { IncomingHttpHeaders } from 'node:http';
import { Readable } from 'node:stream';
import { Pool, type Dispatcher } from 'undici';
import {
  chooseEncoding,
  COMPRESS_THRESHOLD_BYTES,
  CompressedAnswers,
  isCompressible,
  type Encoding,
} from './answer-compression';
import { CATALOGUE_VERSION_HEADER } from '@mp/shared/domain';
import { bypassesSharedCache, sharedFreshnessMs, SharedAnswers, sharedKey } from './shared-answers';

export interface ApiProxyOptions {
  apiUrl: string;
  /** Largest JSON / form body, and largest multipart upload: larger bodies are refused before they reach the API. */
  bodyLimitBytes: number;
  uploadLimitBytes: number;
  /** Keep-alive connections to the API. */
  connections: number;
  /** Proves to the API that the X-Forwarded-For it gets is the gateway's (X-Gateway-Secret). */
  gatewaySecret: string;
  /** Memory for compressed copies of the API's answers (default COMPRESSED_ANSWERS_BYTES). */
  compressedAnswersBytes?: number;
  /** Memory for public answers kept for their `s-maxage` (default SHARED_ANSWERS_BYTES; 0 keeps none). ADR 032. */
  sharedAnswersBytes?: number;
}

/** 16 MB: the public catalogue's answers in both languages and encodings many times over. */
export const COMPRESSED_ANSWERS_BYTES = 16 * 1024 * 1024;
/** 8 MB: every public catalogue page a second's visitors ask for, in both languages. */
export const SHARED_ANSWERS_BYTES = 8 * 1024 * 1024;
export { COMPRESS_THRESHOLD_BYTES };

/** Answers up to this size are read whole and sent as one buffer; larger ones (and unknown lengths) stream. */
export const BUFFERED_BYTES = 64 * 1024;

/** Hop-by-hop headers (RFC 9110 §7.6.1) never cross the proxy, in either direction. */
/** Headers of the proxied WebSocket handshake: the cookie (as the plugin's default) and the browser's Origin. */
function forwardOriginHeaders(
  headers: Record<string, string> | undefined,
  request: FastifyRequest,
): Record<string, string> {
  const out = { ...headers };
  if (typeof request.headers.cookie === 'string') out.cookie = request.headers.cookie;
  if (typeof request.headers.origin === 'string') out.origin = request.headers.origin;
  return out;
}

const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-connection',
  'transfer-encoding',
  'te',
  'trailer',
  'upgrade',
  'proxy-authenticate',
  'proxy-authorization',
]);
/**
 * Request headers the gateway decides itself: `expect: 100-continue` was answered by Node already (passed on, the
 * upstream client refuses it); a client's own Forwarded / X-Real-IP / X-Forwarded-* are never passed on
 * (a client could forge them).
 */
const REPLACED = new Set([
  'host',
  'expect',
  'forwarded',
  'x-real-ip',
  'x-forwarded-for',
  'x-forwarded-proto',
  'x-forwarded-host',
  'x-request-id',
  'x-gateway-secret',
]);

function upstreamHeaders(request: FastifyRequest, gatewaySecret: string): Record<string, string | string[]> {
  const incoming: IncomingHttpHeaders = request.headers;
  const listed =
    typeof incoming.connection === 'string'
      ? incoming.connection
          .toLowerCase()
          .split(',')
          .map((h) => h.trim())
      : [];
  const out: Record<string, string | string[]> = {};
  for (const name in incoming) {
    const value = incoming[name];
    if (value === undefined || HOP_BY_HOP.has(name) || REPLACED.has(name) || listed.includes(name)) continue;
    out[name] = value;
  }
  // One id across gateway and API logs.
  out['x-request-id'] = String(request.id);
  // The API rate-limits per client IP. The gateway decides who the client is: the socket's peer, or what a trusted
  // proxy (TRUSTED_PROXIES) said.
  out['x-forwarded-for'] = request.ip;
  out['x-forwarded-proto'] = request.protocol;
  out['x-forwarded-host'] = incoming.host ?? '';
  // The API believes the X-Forwarded-* above only with this (api/src/plugins/client-ip.ts): a caller reaching the
  // API directly, even on loopback, cannot name its own address.
  out['x-gateway-secret'] = gatewaySecret;
  return out;
}

interface UpstreamAnswer {
  statusCode: number;
  /** The API's headers as a flat name, value list, byte for byte, hop-by-hop ones and its x-request-id left out. */
  headers: string[];
  /** Whether the API set a Content-Encoding. */
  encoded: boolean;
  contentType: string | undefined;
  /** Whether the answer sets a cookie or says it is for one user (`Cache-Control: private` / `no-store`). */
  private: boolean;
  /** Its Cache-Control and Vary, which say whether a shared cache may keep it (shared-answers.ts). */
  cacheControl: string | undefined;
  vary: string | undefined;
  /** The API's catalogue version (x-catalogue-version), when it sent one. */
  catalogueVersion: string | undefined;
  /** The whole body when it is known to be small (or absent); otherwise `stream`. */
  body: Buffer | null;
  stream: Readable | null;
}

/**
 * One request to the API on the pool, as an undici dispatch handler: the status and raw header lines are taken as
 * they come (no parse into an object and back), a small answer is gathered into one Buffer without a stream, a large
 * one (or one of unknown length) is handed on as a Readable that pauses the API's socket when the client is slow.
 */
class UpstreamCall implements Dispatcher.DispatchHandler {
  private abort: ((error?: Error) => void) | null = null;
  private chunks: Buffer[] | null = null;
  private answer: UpstreamAnswer | null = null;
  private done = false;
  private resolve!: (answer: UpstreamAnswer) => void;
  private reject!: (error: unknown) => void;

  start(pool: Pool, options: Dispatcher.DispatchOptions): Promise<UpstreamAnswer> {
    return new Promise((resolve, reject) => {
      this.resolve = resolve;
      this.reject = reject;
      pool.dispatch(options, this);
    });
  }

  onConnect(abort: (error?: Error) => void): void {
    this.abort = abort;
  }

  onHeaders(statusCode: number, rawHeaders: Buffer[], resume: () => void): boolean {
    // An informational answer (103 Early Hints) comes before the real one: not passed on, as before.
    if (statusCode < 200) return true;
    const headers: string[] = [];
    let length = Number.NaN;
    let encoded = false;
    let contentType: string | undefined;
    let isPrivate = false;
    let cacheControl: string | undefined;
    let vary: string | undefined;
    let catalogueVersion: string | undefined;
    for (let i = 0; i < rawHeaders.length; i += 2) {
      const name = (rawHeaders[i] as Buffer).toString('latin1');
      const lower = name.toLowerCase();
      if (HOP_BY_HOP.has(lower) || lower === 'x-request-id') continue;
      const value = (rawHeaders[i + 1] as Buffer).toString('latin1');
      if (lower === 'content-length') length = Number(value);
      else if (lower === 'content-encoding') encoded = value !== 'identity';
      else if (lower === 'content-type') contentType = value;
      else if (lower === 'set-cookie') isPrivate = true;
      else if (lower === 'cache-control') {
        cacheControl = cacheControl === undefined ? value : `${cacheControl}, ${value}`;
        if (/private|no-store/i.test(value)) isPrivate = true;
      } else if (lower === 'vary') vary = vary === undefined ? value : `${vary}, ${value}`;
      else if (lower === CATALOGUE_VERSION_HEADER) {
        // Between the API and the gateway only.
        catalogueVersion = value;
        continue;
      }
      headers.push(name, value);
    }
    const whole = (length >= 0 && length <= BUFFERED_BYTES) || statusCode === 204 || statusCode === 304;
    if (whole) {
      this.chunks = [];
      this.answer = {
        statusCode,
        headers,
        encoded,
        contentType,
        private: isPrivate,
        cacheControl,
        vary,
        catalogueVersion,
        body: null,
        stream: null,
      };
      return true;
    }
    const stream = new Readable({
      read: () => resume(),
      destroy: (error, callback) => {
        // The client went away (or the reply failed): stop reading from the API.
        if (!this.done) this.abort?.(error ?? new Error('client gone'));
        callback(error);
      },
    });
    this.answer = {
      statusCode,
      headers,
      encoded,
      contentType,
      private: isPrivate,
      cacheControl,
      vary,
      catalogueVersion,
      body: null,
      stream,
    };
    this.resolve(this.answer);
    return true;
  }

  onData(chunk: Buffer): boolean {
    const stream = this.answer?.stream;
    if (stream) return stream.push(chunk);
    this.chunks?.push(chunk);
    return true;
  }

  onComplete(): void {
    this.done = true;
    const answer = this.answer;
    if (!answer) return;
    if (answer.stream) {
      answer.stream.push(null);
      return;
    }
    const chunks = this.chunks ?? [];
    answer.body = chunks.length === 1 ? (chunks[0] as Buffer) : Buffer.concat(chunks);
    this.resolve(answer);
  }

  onError(error: Error): void {
    this.done = true;
    if (this.answer?.stream) this.answer.stream.destroy(error);
    else this.reject(error);
  }
}

/** The API's header lines for a compressed body: its length, its encoding, and Accept-Encoding added to Vary. */
function withEncoding(headers: string[], encoding: Encoding, length: number): string[] {
  const out: string[] = [];
  let vary = false;
  for (let i = 0; i < headers.length; i += 2) {
    const name = headers[i] as string;
    let value = headers[i + 1] as string;
    const lower = name.toLowerCase();
    if (lower === 'content-length') continue;
    if (lower === 'vary') {
      vary = true;
      if (value.trim() !== '*' && !/(^|,)\s*accept-encoding\s*(,|$)/i.test(value)) value = `${value}, Accept-Encoding`;
    }
    out.push(name, value);
  }
  if (!vary) out.push('vary', 'accept-encoding');
  out.push('content-encoding', encoding, 'content-length', String(length));
  return out;
}

interface WholeAnswer {
  statusCode: number;
  headers: string[];
  body: Buffer;
  encoded: boolean;
  contentType: string | undefined;
  /** Whether its compressed copy may be kept for the next request (not for an answer meant for one user). */
  keep: boolean;
}

/** An answer through Fastify's reply (streamed, or compressed by @fastify/compress), its header lines folded by name. */
function sendThroughReply(
  reply: FastifyReply,
  statusCode: number,
  lines: readonly string[],
  body: Buffer | Readable | null,
): FastifyReply {
  reply.code(statusCode);
  const headers: Record<string, string | string[]> = {};
  for (let i = 0; i < lines.length; i += 2) {
    const name = (lines[i] as string).toLowerCase();
    const value = lines[i + 1] as string;
    const seen = headers[name];
    headers[name] = seen === undefined ? value : Array.isArray(seen) ? [...seen, value] : [seen, value];
  }
  reply.headers(headers);
  return reply.send(body);
}

/** API down or too slow: a gateway status (the front ends' client retries reads on 502/503/504), JSON like the API's own errors, nothing internal. */
function sendFailure(reply: FastifyReply, error: unknown): FastifyReply {
  const code = (error as { code?: string }).code;
  const status =
    code === 'UND_ERR_HEADERS_TIMEOUT' || code === 'UND_ERR_BODY_TIMEOUT' || code === 'UND_ERR_CONNECT_TIMEOUT'
      ? 504
      : code === 'ENOTFOUND'
        ? 503
        : 502;
  reply.log.warn({ err: error }, 'API unreachable');
  if (reply.sent || reply.raw.headersSent) {
    reply.raw.destroy();
    return reply;
  }
  return reply
    .code(status)
    .header('cache-control', 'no-store')
    .send({
      message: status === 504 ? 'Gateway Timeout' : status === 503 ? 'Service Unavailable' : 'Bad Gateway',
      requestId: reply.request.id,
    });
}

export async function apiProxy(app: FastifyInstance, options: ApiProxyOptions): Promise<void> {
  const pool = new Pool(new URL(options.apiUrl).origin, {
    connections: options.connections,
    // One request at a time per connection: the API answers in order anyway, and a slow answer must not hold up
    // the ones queued behind it (pipelining measured no better here, see ADR 016).
    pipelining: 1,
  });
  app.addHook('onClose', async () => pool.close());
  const compressedAnswers = new CompressedAnswers(options.compressedAnswersBytes ?? COMPRESSED_ANSWERS_BYTES);
  const sharedAnswers = new SharedAnswers(options.sharedAnswersBytes ?? SHARED_ANSWERS_BYTES);

  // The gateway refuses an oversize body itself (413, before a byte reaches the API), so the API
  // never closes a half-sent upload under the proxy (EPIPE → 502 and a hung client). A body without a declared
  // length is counted as it streams and cut at the same limit.
  app.addHook('onRequest', async (request, reply) => {
    const multipart = String(request.headers['content-type'] ?? '').startsWith('multipart/');
    const limit = multipart ? options.uploadLimitBytes : options.bodyLimitBytes;
    const declared = Number(request.headers['content-length'] ?? 0);
    if (declared > limit) {
      reply.header('connection', 'close');
      return reply
        .code(413)
        .header('cache-control', 'no-store')
        .send({ message: 'Payload Too Large', requestId: request.id });
    }
    if (request.headers['transfer-encoding'] && !request.headers['content-length']) {
      let seen = 0;
      request.raw.on('data', (chunk: Buffer) => {
        seen += chunk.length;
        if (seen > limit) request.raw.destroy(new Error('body over the limit'));
      });
    }
  });

  async function forward(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply> {
    const method = request.method as Dispatcher.HttpMethod;
    // The key of both caches: the URL as the client wrote it and its language (English and Portuguese readers of one
    // URL must not take turns replacing each other's copy).
    const key = sharedKey(request.raw.url ?? request.url, request.headers['accept-language']);
    if (method === 'GET' && !bypassesSharedCache(request.headers['cache-control'], request.headers.pragma)) {
      // A public answer the API said a shared cache may keep, still fresh (ADR 032): no hop.
      const kept = sharedAnswers.get(key);
      if (kept) {
        const headers = [...kept.headers, 'age', String(kept.ageSeconds), 'x-request-id', String(request.id)];
        const whole = {
          statusCode: kept.statusCode,
          headers,
          body: kept.body,
          encoded: false,
          contentType: kept.contentType,
          keep: true,
        };
        return sendWhole(request, reply, method, key, whole)
          ? reply
          : sendThroughReply(reply, whole.statusCode, headers, kept.body);
      }
    }
    const hasBody = method !== 'GET' && method !== 'HEAD' && request.body !== undefined && request.body !== null;
    let answer: UpstreamAnswer;
    try {
      answer = await new UpstreamCall().start(pool, {
        // The path and query exactly as the client sent them (the prefix is the same on both sides).
        path: request.raw.url ?? request.url,
        method,
        headers: upstreamHeaders(request, options.gatewaySecret),
        // The raw request stream (http-proxy's content-type parser hands it over untouched, so signed bodies stay byte-exact).
        body: hasBody ? (request.body as NodeJS.ReadableStream as never) : null,
      });
    } catch (error) {
      return sendFailure(reply, error);
    }
    if (request.raw.socket?.destroyed) {
      // The client left before the answer: drop it (the pool opens a fresh connection when it needs one).
      if (answer.stream) answer.stream.on('error', () => undefined).destroy();
      return reply;
    }
    const { body } = answer;
    // A write that changed the catalogue empties the kept answers; an answer from before a change is not kept.
    const current = sharedAnswers.noteVersion(answer.catalogueVersion);
    const storable =
      current && method === 'GET' && body && answer.statusCode === 200 && !answer.private && !answer.encoded;
    const sharedMs = storable ? sharedFreshnessMs(answer.cacheControl, answer.vary) : 0;
    // Kept without this request's id and connection lines (a request with a body is never a GET).
    if (sharedMs > 0 && body)
      sharedAnswers.set(
        key,
        { statusCode: answer.statusCode, headers: answer.headers, contentType: answer.contentType, body },
        sharedMs,
      );
    // The id the caller sees is the gateway's, whatever id the API logged under (dropped from the API's headers).
    answer.headers.push('x-request-id', String(request.id));
    // An HTTP/1 connection cannot be reused until its request body has been read: close it if the API answered first.
    if (hasBody && !request.raw.complete) answer.headers.push('connection', 'close');
    // The API's user-specific answers are compressed but not kept.
    const keep = sharedMs > 0 || (!request.headers.authorization && !answer.private);
    if (body && sendWhole(request, reply, method, key, { ...answer, body, keep })) return reply;
    return sendThroughReply(reply, answer.statusCode, answer.headers, body ?? answer.stream);
  }

  /**
   * A whole answer needs nothing of Fastify's reply cycle (no hook of this scope writes headers): it goes out with the
   * API's header lines in one write, compressed when the client asked for it (ADR 025). False when it cannot: a type
   * the proxy's list does not know, for a client that asks for compression (Fastify's reply and @fastify/compress).
   */
  function sendWhole(
    request: FastifyRequest,
    reply: FastifyReply,
    method: string,
    key: string,
    whole: WholeAnswer,
  ): boolean {
    // Never a part of a file (206: Content-Range counts the plain bytes), as @fastify/compress.
    const compressible =
      whole.body.length >= COMPRESS_THRESHOLD_BYTES &&
      !whole.encoded &&
      whole.statusCode !== 206 &&
      !request.headers['x-no-compression'];
    const encoding = compressible ? chooseEncoding(request.headers['accept-encoding']) : null;
    if (encoding !== null && !isCompressible(whole.contentType)) return false;
    reply.hijack();
    if (encoding === null) {
      reply.raw.writeHead(whole.statusCode, whole.headers);
      reply.raw.end(method === 'HEAD' ? undefined : whole.body);
      return true;
    }
    const packed = compressedAnswers.compressed(encoding, key, whole.body, whole.keep);
    reply.raw.writeHead(whole.statusCode, withEncoding(whole.headers, encoding, packed.length));
    reply.raw.end(packed);
    return true;
  }

  await app.register(httpProxy, {
    upstream: options.apiUrl,
    prefix: '/api',
    rewritePrefix: '/api',
    websocket: true,
    // The browser's Origin goes on to the API, which lets a page open the socket only from our origin; without it
    // every proxied handshake would look like a non-browser client. (The plugin reads `rewriteRequestHeaders` from
    // these options — its default passes the cookie only — but its types do not list it.)
    wsClientOptions: { rewriteRequestHeaders: forwardOriginHeaders } as NonNullable<
      FastifyHttpProxyOptions['wsClientOptions']
    >,
    // The API logs each request under the same id; the gateway keeps its log for what goes wrong (warn and up).
    logLevel: 'warn',
    handler: (request, reply) => forward(request, reply),
  });
}
