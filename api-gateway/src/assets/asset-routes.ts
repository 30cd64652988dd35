// Static files: the shell's build at /shell/*, published remote versions at /remotes/<name>/<version>/*.
// Remote version folders never change once written, so browsers may keep them for a year; the
// shell's non-hashed entry files must be revalidated (ETag) so a rebuilt shell is picked up.
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { isRemoteName, VERSION_PATTERN } from '../registry/registry-store';
import { CompressedCache } from './compressed-cache';
import { sendFile } from './send-file';

export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const REVALIDATE = 'no-cache';

/** webpack chunk names carry `[contenthash:8]`: `name.<8 hex>.js`. */
const HASHED_FILE = /\.[0-9a-f]{8}\.[a-z0-9]+$/i;

export interface AssetRoutesOptions {
  shellDist: string;
  deployDir: string;
  /** Shared so tests can wait for background compression. */
  compressedCache?: CompressedCache;
}

export async function assetRoutes(app: FastifyInstance, options: AssetRoutesOptions): Promise<void> {
  const remotesRoot = path.join(options.deployDir, 'remotes');
  const cache = options.compressedCache ?? new CompressedCache();

  app.get<{ Params: { '*': string } }>('/shell/*', (request, reply) => {
    const file = request.params['*'];
    // index.html is only served with its injections (page routes), never raw.
    if (file === 'index.html') return reply.callNotFound();
    return sendFile(request, reply, options.shellDist, file, HASHED_FILE.test(file) ? IMMUTABLE : REVALIDATE, cache);
  });

  app.get<{ Params: { name: string; version: string; '*': string } }>('/remotes/:name/:version/*', (request, reply) => {
    const { name, version } = request.params;
    if (!isRemoteName(name) || !VERSION_PATTERN.test(version)) return reply.callNotFound();
    return sendFile(request, reply, path.join(remotesRoot, name, version), request.params['*'], IMMUTABLE, cache);
  });

  app.get('/favicon.ico', (request, reply) => sendFile(request, reply, options.shellDist, 'favicon.ico', REVALIDATE));
}
