// A small file sender for the two folders the gateway serves. Not @fastify/static: its CJS build
// requires an ESM-only dependency (content-disposition 3), which Jest cannot load on Node 20, and
// the gateway needs only GET/HEAD of known folders with ETag and a cache policy per file.
import { createReadStream } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { CompressedCache, pickEncoding } from './compressed-cache';

const CONTENT_TYPES: Record<string, string> = {
  '.js': 'application/javascript; charset=utf-8',
  '.mjs': 'application/javascript; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.html': 'text/html; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.gif': 'image/gif',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.wasm': 'application/wasm',
};

/**
 * A relative file path inside a served folder, or null. Rejects traversal (`..`), absolute paths,
 * empty and dot segments (no hidden files), backslashes and NUL before anything touches the disk.
 */
export function safeRelativePath(raw: string): string | null {
  if (!raw || raw.includes('\0') || raw.includes('\\')) return null;
  const segments = raw.split('/');
  if (segments.some((s) => s === '' || s === '.' || s === '..' || s.startsWith('.'))) return null;
  return segments.join('/');
}

/**
 * Send `root/relative` with a weak ETag (size + mtime) and the given Cache-Control; 404 when absent.
 * With a cache, compressible files go out pre-compressed once the cache holds them.
 */
export async function sendFile(
  request: FastifyRequest,
  reply: FastifyReply,
  root: string,
  relative: string,
  cacheControl: string,
  cache?: CompressedCache,
): Promise<FastifyReply> {
  const safe = safeRelativePath(relative);
  const file = safe ? path.resolve(root, safe) : null;
  // Belt and braces: the resolved file must still be inside root.
  const info = file && file.startsWith(path.resolve(root) + path.sep) ? await stat(file).catch(() => null) : null;
  if (!file || !info?.isFile()) {
    reply.callNotFound();
    return reply;
  }

  const etag = `W/"${info.size.toString(16)}-${Math.floor(info.mtimeMs).toString(16)}"`;
  reply
    .header('cache-control', cacheControl)
    .header('etag', etag)
    .header('last-modified', info.mtime.toUTCString())
    .type(CONTENT_TYPES[path.extname(file).toLowerCase()] ?? 'application/octet-stream');
  const match = request.headers['if-none-match'];
  if (match && match.split(',').some((tag) => tag.trim() === etag || tag.trim() === '*')) {
    return reply.code(304).send();
  }
  if (request.method === 'HEAD') return reply.header('content-length', info.size).send();
  const encoding = cache && CompressedCache.worthIt(file, info.size) ? pickEncoding(request.headers['accept-encoding']) : null;
  if (cache && encoding) {
    const packed = cache.get(`${file}:${info.mtimeMs}:${info.size}`, encoding, () => readFile(file));
    if (packed) {
      return reply.header('content-encoding', encoding).header('vary', 'Accept-Encoding').header('content-length', packed.length).send(packed);
    }
  }
  return reply.header('content-length', info.size).send(createReadStream(file));
}
