// Compression of the API's small answers for clients that accept it (ADR 025). A browser asks for br or
// gzip on every API call, and most calls get the very bytes the call before got (the API answers its public
// catalogue from a cache of serialized answers), so each such answer is compressed once: the compressed bytes are kept
// per URL and encoding with the plain bytes they came from, and served again only when the API's new answer is
// byte for byte the same. A changed answer is compressed afresh; nothing is ever served that the API did not just send.
// Same settings and choices as @fastify/compress (brotli 4, gzip 6, 1 KB threshold, its compressible types), which
// still compresses everything else the gateway sends, the API's streamed answers included.
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

export type Encoding = 'br' | 'gzip';

/** Answers from this size are compressed (the `threshold` of @fastify/compress in app.ts); smaller ones never are. */
export const COMPRESS_THRESHOLD_BYTES = 1024;

/** @fastify/compress's default list: text (not event streams), and JSON, XML or text suffixed media types. */
const COMPRESSIBLE =
  /^text\/(?!event-stream)|(?:\+|\/)json(?:;|$)|(?:\+|\/)text(?:;|$)|(?:\+|\/)xml(?:;|$)|javascript(?:;|$)/iu;

export function isCompressible(contentType: string | undefined): boolean {
  return COMPRESSIBLE.test(contentType ?? 'application/json');
}

/**
 * The encoding to answer with for an Accept-Encoding header, as @fastify/compress negotiates it: the higher q-value
 * of br and gzip (`*` stands for one not named), br on a tie, none at q=0. Null: send the answer as it is.
 */
export function chooseEncoding(acceptEncoding: string | undefined): Encoding | null {
  if (!acceptEncoding) return null;
  const q: Record<string, number> = {};
  for (const part of acceptEncoding.split(',')) {
    const [token = '', ...params] = part.trim().toLowerCase().split(';');
    if (!token) continue;
    const weight = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const value = weight ? Number(weight.slice(2)) : 1;
    q[token] = Number.isFinite(value) ? value : 0;
  }
  const br = q.br ?? q['*'] ?? 0;
  const gzip = q.gzip ?? q['*'] ?? 0;
  if (br <= 0 && gzip <= 0) return null;
  return br >= gzip ? 'br' : 'gzip';
}

function compress(encoding: Encoding, plain: Buffer): Buffer {
  return encoding === 'br'
    ? brotliCompressSync(plain, {
        params: { [constants.BROTLI_PARAM_QUALITY]: 4, [constants.BROTLI_PARAM_SIZE_HINT]: plain.length },
      })
    : gzipSync(plain);
}

interface Entry {
  plain: Buffer;
  compressed: Buffer;
}

/** The compressed copies of recent answers, least recently used dropped first past `maxBytes` (plain + compressed). */
export class CompressedAnswers {
  private readonly entries = new Map<string, Entry>();
  private bytes = 0;

  constructor(private readonly maxBytes: number) {}

  /**
   * `plain` compressed with `encoding`: the kept copy when the answer last seen under `key` had exactly these bytes,
   * else compressed now (and kept when `keep`, so answers meant for one user are compressed but not kept).
   */
  compressed(encoding: Encoding, key: string, plain: Buffer, keep: boolean): Buffer {
    const id = `${encoding} ${key}`;
    const entry = this.entries.get(id);
    if (entry && entry.plain.equals(plain)) {
      // Most recently used last.
      this.entries.delete(id);
      this.entries.set(id, entry);
      return entry.compressed;
    }
    const compressed = compress(encoding, plain);
    if (entry) this.drop(id, entry);
    const size = plain.length + compressed.length;
    if (keep && size <= this.maxBytes) {
      // A copy: `plain` may be a view into a larger socket read, which must not stay alive with it.
      this.entries.set(id, { plain: Buffer.from(plain), compressed });
      this.bytes += size;
      for (const [oldest, old] of this.entries) {
        if (this.bytes <= this.maxBytes) break;
        this.drop(oldest, old);
      }
    }
    return compressed;
  }

  /** Bytes held now (plain + compressed), for tests and a reader of the code. */
  get heldBytes(): number {
    return this.bytes;
  }

  private drop(id: string, entry: Entry): void {
    this.entries.delete(id);
    this.bytes -= entry.plain.length + entry.compressed.length;
  }
}
