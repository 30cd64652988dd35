// The OpenAPI document's shape beyond what the route schemas say: servers, licence, one operationId per operation
// (derived from method and path, so a new route never forgets it and ids never collide), and the generic client
// error answer every operation can give (malformed request, unknown parameter value, too many requests).
// `pnpm --filter @mp/api openapi` lints the result with Redocly's recommended rules.
import type { SwaggerOptions } from '@fastify/swagger';
import type { AppConfig } from '../config';
import { ErrorBody } from '@mp/shared/contracts';

/** `GET /api/dashboard/services/:id` → `getDashboardServicesById`; a wildcard is the `path` parameter. */
export function operationIdOf(method: string, url: string): string {
  const words = url
    .replace(/^\/api\/?/, '')
    .split('/')
    .filter(Boolean)
    .map((segment) => {
      if (segment === '*') return 'by-path';
      if (segment.startsWith(':')) return `by-${segment.slice(1).replace(/\?$/, '')}`;
      return segment;
    })
    .join('-')
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean);
  const camel = words.map((w) => w.charAt(0).toUpperCase() + w.slice(1)).join('');
  return `${method.toLowerCase()}${camel || 'Root'}`;
}

type RouteSchema = Record<string, unknown> & { response?: Record<string, unknown>; params?: unknown; hide?: boolean };

function hasClientError(response: Record<string, unknown> | undefined): boolean {
  return Object.keys(response ?? {}).some((status) => /^4(\d\d|xx|XX)$/.test(status));
}

export function openApiOptions(config: Pick<AppConfig, 'publicUrl'>): SwaggerOptions {
  return {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Roteiro API',
        version: '0.1.0',
        description: 'REST API of the Roteiro booking marketplace (spec §7). Answers are `{status, content}` envelopes; lists are Laravel-style pages; a 422 carries `{errors: {field: [messages]}}`.',
        license: { name: 'Proprietary', identifier: 'LicenseRef-Proprietary' },
      },
      servers: [{ url: '/', description: `The site origin (${config.publicUrl} in this deployment): the gateway proxies /api to the API` }],
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
      security: [{ bearer: [] }],
    },
    transform: ({ schema, url, route }) => {
      const method = Array.isArray(route.method) ? String(route.method[0]) : String(route.method);
      const documented: RouteSchema = { ...((schema as RouteSchema | undefined) ?? {}) };
      if (!documented.hide) {
        documented.operationId ??= operationIdOf(method, url);
        if (!hasClientError(documented.response)) {
          documented.response = { ...(documented.response ?? {}), '4xx': { ...ErrorBody, description: 'A client error: malformed request, unknown route or too many requests' } };
        }
      }
      // Fastify's `*` wildcard is a path parameter named `*`, which OpenAPI cannot name: document it as `{path}`.
      if (url.includes('*')) {
        const params = documented.params as { properties?: Record<string, unknown>; required?: string[] } | undefined;
        if (params?.properties?.['*']) {
          const { '*': wildcard, ...rest } = params.properties;
          documented.params = { ...params, properties: { ...rest, path: wildcard }, required: (params.required ?? []).map((p) => (p === '*' ? 'path' : p)) };
        } else {
          documented.params = { type: 'object', properties: { path: { type: 'string' } }, required: ['path'] };
        }
        return { schema: documented, url: url.replace('*', '{path}') };
      }
      return { schema: documented, url };
    },
  } as SwaggerOptions;
}
