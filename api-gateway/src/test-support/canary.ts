// What a page tells about the canary, and a health beacon as the shell sends it, for the canary tests.
import { request, type RawResponse } from './http';

/** The registry a page inlined, and the visitor cookie it set (if any). */
export function pageFacts(res: RawResponse): {
  versions: Record<string, string>;
  report: Record<string, boolean>;
  cookie: string | null;
} {
  const json = /window\.__MP_REGISTRY__=(\{.*?\})<\/script>/.exec(res.body)?.[1];
  if (!json) throw new Error(`no inlined registry in ${res.status} ${res.body.slice(0, 200)}`);
  const registry = JSON.parse(json) as { remotes: Record<string, { version: string; report?: 1 }> };
  const cookies = ([] as string[]).concat(res.headers['set-cookie'] ?? []);
  const cookie = cookies.find((c) => c.startsWith('mp_canary='));
  return {
    versions: Object.fromEntries(Object.entries(registry.remotes).map(([k, v]) => [k, v.version])),
    report: Object.fromEntries(Object.entries(registry.remotes).map(([k, v]) => [k, v.report === 1])),
    cookie: cookie ? cookie.split(';')[0]! : null,
  };
}

export const beacon = (base: string, items: unknown[], headers: Record<string, string> = {}) =>
  request(base, '/registry/beacon', {
    method: 'POST',
    headers: { 'content-type': 'text/plain;charset=UTF-8', ...headers },
    body: JSON.stringify({ r: items }),
  });
