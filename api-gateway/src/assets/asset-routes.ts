// Static files: the shell's build at /shell/*, published remote versions at /remotes/<name>/<version>/*, through
// @fastify/static with `preCompressed: true` (ADR 016): the brotli/gzip copies written at publish time
// (precompress.ts) go out as they are; a file without one is compressed on the fly by @fastify/compress.
// Remote version folders never change once written, so browsers may keep them for a year; the
// shell's non-hashed entry files must be revalidated (ETag) so a rebuilt shell is picked up.
import { stat } from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { isRemoteName, VERSION_PATTERN } from '../registry/registry-store';

export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const REVALIDATE = 'no-cache';

/**
 * webpack chunk and asset names carry `[contenthash:8]`: `name.<8 hex>.js`, `en.<8 hex>.json`. A shell built before
 * assets were named so has webpack's default asset name, the bare 20-hex content hash (`<20 hex>.json`).
 */
const HASHED_FILE = /(?:\.[0-9a-f]{8}|^[0-9a-f]{20})\.[a-z0-9]+$/i;

export interface AssetRoutesOptions {
  shellDist: string;
  deployDir: string;
}

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

export async function assetRoutes(app: FastifyInstance, options: AssetRoutesOptions): Promise<void> {
  const remotesRoot = path.join(options.deployDir, 'remotes');
  // Only reply.sendFile: the routes below decide which folder and which files; send answers ETag / 304 and ranges.
  // (The shell may not be built yet: /health and the 503 page say so, no start-up warning.)
  await app.register(fastifyStatic, {
    root: options.shellDist,
    serve: false,
    preCompressed: true,
    cacheControl: false,
    dotfiles: 'deny',
    suppressWarning: true,
  });

  // @fastify/static picks `file.br`/`file.gz` before looking at `file` itself, so a copy left behind by a lost or
  // removed file would still be served: the plain file must exist for any form of it to go out.
  const send = async (reply: FastifyReply, root: string, file: string, cacheControl: string) => {
    const safe = safeRelativePath(file);
    if (!safe || !(await isFile(path.join(root, safe)))) return reply.callNotFound();
    return reply.header('cache-control', cacheControl).sendFile(safe, root);
  };

  app.get<{ Params: { '*': string } }>('/shell/*', (request, reply) => {
    const file = request.params['*'];
    // index.html is only served with its injections (page routes), never raw.
    if (file === 'index.html') return reply.callNotFound();
    return send(reply, options.shellDist, file, HASHED_FILE.test(file) ? IMMUTABLE : REVALIDATE);
  });

  app.get<{ Params: { name: string; version: string; '*': string } }>('/remotes/:name/:version/*', (request, reply) => {
    const { name, version } = request.params;
    if (!isRemoteName(name) || !VERSION_PATTERN.test(version)) return reply.callNotFound();
    return send(reply, path.join(remotesRoot, name, version), request.params['*'], IMMUTABLE);
  });

  app.get('/favicon.ico', (_request, reply) => send(reply, options.shellDist, 'favicon.ico', REVALIDATE));
}

async function isFile(file: string): Promise<boolean> {
  try {
    return (await stat(file)).isFile();
  } catch {
    return false;
  }
}
