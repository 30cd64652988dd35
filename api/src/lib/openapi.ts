// The OpenAPI document's shape beyond what the route schemas say: servers, licence, one operationId per operation
// (derived from method and path, so a new route never forgets it and ids never collide), and the client errors each
// operation can answer, derived from what the app enforces on every route (clientErrorsOf). A route's own
// declaration of a status wins. `pnpm --filter @mp/api openapi` lints the result with Redocly (api/redocly.yaml).
import type { SwaggerOptions } from '@fastify/swagger';
import type { AppConfig } from '../config';
import { ErrorBody, ValidationErrorBody } from '@mp/shared/contracts';

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

type RouteSchema = Record<string, unknown> & {
  response?: Record<string, unknown>;
  params?: unknown;
  body?: unknown;
  querystring?: unknown;
  hide?: boolean;
};
type Roles = 'public' | 'authenticated' | 'team' | readonly string[] | undefined;

const described = (schema: object, description: string) => ({ ...schema, description });

/**
 * The client errors the app's shared hooks can answer on a route, whatever its handler does:
 * 400 a body that is not valid JSON (Fastify's parser), 401 no valid token (roles hook, any non-public route),
 * 403 a role not listed (roles hook, routes restricted to roles or to a partner team's permissions),
 * 404 nothing under that path parameter, 422 a body, query or path value the schema or the input hook refuses
 * (field map). A route with none of these (a public read without parameters) gets the generic `4xx`.
 */
export function clientErrorsOf(method: string, url: string, schema: RouteSchema, roles: Roles): Record<string, object> {
  const out: Record<string, object> = {};
  const hasBody = schema.body !== undefined && !['GET', 'HEAD', 'DELETE'].includes(method);
  if (hasBody) out['400'] = described(ErrorBody, 'The body is not well-formed');
  if (roles !== 'public') out['401'] = described(ErrorBody, 'No valid access token');
  if (roles !== 'public' && roles !== 'authenticated')
    out['403'] = described(ErrorBody, 'The caller’s role or team permissions do not allow this');
  if (/\/(:|\*)/.test(url)) out['404'] = described(ErrorBody, 'Nothing found under the path parameter');
  if (hasBody || schema.querystring !== undefined || schema.params !== undefined || /\/(:|\*)/.test(url)) {
    out['422'] = described(ValidationErrorBody, 'A field is invalid: field → messages');
  }
  if (Object.keys(out).length === 0)
    out['4xx'] = described(ErrorBody, 'A client error: malformed request or too many requests');
  return out;
}

export function openApiOptions(config: Pick<AppConfig, 'publicUrl'>): SwaggerOptions {
  return {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Roteiro API',
        version: '0.1.0',
        description:
          'REST API of the Roteiro booking marketplace (spec §7). Answers are `{status, content}` envelopes; lists are Laravel-style pages; a 422 carries `{errors: {field: [messages]}}`.',
        license: { name: 'Proprietary', identifier: 'LicenseRef-Proprietary' },
      },
      servers: [
        {
          url: '/',
          description: `The site origin (${config.publicUrl} in this deployment): the gateway proxies /api to the API`,
        },
      ],
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
      security: [{ bearer: [] }],
    },
    transform: ({ schema, url, route }) => {
      const method = Array.isArray(route.method) ? String(route.method[0]) : String(route.method);
      const documented: RouteSchema = { ...((schema as RouteSchema | undefined) ?? {}) };
      if (!documented.hide) {
        documented.operationId ??= operationIdOf(method, url);
        const roles = (route.config as { roles?: Roles } | undefined)?.roles;
        // A public route needs no token: say so instead of inheriting the document's bearer requirement.
        if (roles === 'public') documented.security ??= [];
        // The route's own declaration of a status wins (its body); it gets the shared description if it has none.
        const own = documented.response ?? {};
        const merged: Record<string, unknown> = { ...own };
        for (const [status, answer] of Object.entries(clientErrorsOf(method, url, documented, roles))) {
          const declared = own[status] as { description?: string } | undefined;
          merged[status] = declared
            ? declared.description
              ? declared
              : { ...declared, description: (answer as { description: string }).description }
            : answer;
        }
        documented.response = merged;
      }
      // Fastify's `*` wildcard is a path parameter named `*`, which OpenAPI cannot name: document it as `{path}`.
      if (url.includes('*')) {
        const params = documented.params as { properties?: Record<string, unknown>; required?: string[] } | undefined;
        if (params?.properties?.['*']) {
          const { '*': wildcard, ...rest } = params.properties;
          documented.params = {
            ...params,
            properties: { ...rest, path: wildcard },
            required: (params.required ?? []).map((p) => (p === '*' ? 'path' : p)),
          };
        } else {
          documented.params = { type: 'object', properties: { path: { type: 'string' } }, required: ['path'] };
        }
        return { schema: documented, url: url.replace('*', '{path}') };
      }
      return { schema: documented, url };
    },
  } as SwaggerOptions;
}
