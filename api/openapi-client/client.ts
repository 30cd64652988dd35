// A typed client over the generated OpenAPI types (`.openapi/schema.d.ts`, written by `pnpm --filter @mp/api openapi`).
// It is what a partner integration or another service would write; compiling it in CI proves the document describes
// the API well enough to build on (paths, parameters, bodies and answers all typed).
import type { paths } from '../.openapi/schema';

type Method = 'get' | 'post';
type Operation<P extends keyof paths, M extends Method> = paths[P] extends Record<M, infer O> ? O : never;
type Json<T> = T extends { content: { 'application/json': infer B } } ? B : never;
type Params<O> = O extends { parameters: infer Q } ? Q : never;
type Body<O> = O extends { requestBody?: infer R } ? Json<NonNullable<R>> : never;
type Ok<O> = O extends { responses: { 200: infer R } } ? Json<R> : unknown;

/** Fills `{name}` segments of a documented path. */
export function fillPath(template: string, path: Record<string, string | number> = {}): string {
  return template.replace(/\{([^}]+)\}/g, (_, name: string) => encodeURIComponent(String(path[name] ?? '')));
}

export function createClient(baseUrl: string, token?: string) {
  async function call<P extends keyof paths & string, M extends Method>(
    method: M,
    path: P,
    init: { params?: Params<Operation<P, M>>; body?: Body<Operation<P, M>> } = {},
  ): Promise<Ok<Operation<P, M>>> {
    const params = (init.params ?? {}) as { path?: Record<string, string | number>; query?: Record<string, unknown> };
    const url = new URL(fillPath(path, params.path), baseUrl);
    for (const [key, value] of Object.entries(params.query ?? {}))
      if (value !== undefined) url.searchParams.set(key, String(value));
    const response = await fetch(url, {
      method: method.toUpperCase(),
      headers: {
        accept: 'application/json',
        ...(init.body ? { 'content-type': 'application/json' } : {}),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      ...(init.body ? { body: JSON.stringify(init.body) } : {}),
    });
    return (await response.json()) as Ok<Operation<P, M>>;
  }
  return {
    get: <P extends keyof paths & string>(path: P, init?: { params?: Params<Operation<P, 'get'>> }) =>
      call('get', path, init),
    post: <P extends keyof paths & string>(
      path: P,
      init?: { params?: Params<Operation<P, 'post'>>; body?: Body<Operation<P, 'post'>> },
    ) => call('post', path, init),
  };
}

/** Typed uses of a few calls: this only has to compile (a schema change that breaks them fails CI). */
export async function examples(client: ReturnType<typeof createClient>): Promise<void> {
  const categories = await client.get('/api/categories');
  const first: string | undefined = categories.content[0]?.name;
  const login = await client.post('/api/login', { body: { email: 'client@demo.pt', password: 'Demo1234!' } });
  void login.status;
  const services = await client.get('/api/services', { params: { query: { page: 1 } } });
  void services;
  void first;
}
