// GET /api/files/<key>: files from the Storage interface (logos, galleries, avatars).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { errors } from '../../lib/schemas';
import { notFound } from '../../lib/errors';
import { isValidKey } from '../../plugins/storage';

const CONTENT_TYPES: Record<string, string> = {
  svg: 'image/svg+xml',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
  avif: 'image/avif',
  pdf: 'application/pdf',
  csv: 'text/csv; charset=utf-8',
};

const filesRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/api/files/*',
    {
      schema: {
        tags: ['files'],
        summary: 'A stored file',
        params: Type.Object({ '*': Type.String({ maxLength: 300 }) }),
        response: { 200: Type.Unsafe<Buffer>({ type: 'string', format: 'binary' }), ...errors(404) },
      },
      config: { roles: 'public' },
    },
    async (request, reply) => {
      const key = request.params['*'];
      // `private/` files (partner invoices) are served only by the calls that check who may read them.
      if (!isValidKey(key) || key.startsWith('private/')) throw notFound('errors.fileNotFound');
      const data = await app.storage.get(key);
      if (!data) throw notFound('errors.fileNotFound');
      const ext = key.split('.').pop() ?? '';
      // Keys are [a-z0-9._-] segments (isValidKey), so the last one is already a safe file name.
      const name = key.split('/').pop() ?? 'file';
      // Stored keys are never overwritten (new uploads get new keys), so a long cache is safe. SVGs are served
      // with a CSP that forbids scripts so an uploaded SVG cannot run code on our origin.
      return reply
        .header('content-type', CONTENT_TYPES[ext] ?? 'application/octet-stream')
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('x-content-type-options', 'nosniff')
        .header('content-disposition', `inline; filename="${name}"`)
        .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox")
        .send(data);
    },
  );
};

export default filesRoutes;
