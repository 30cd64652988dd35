// Fastify's validator coerces types (a multipart field "5" is 5, `?page=2` is 2). Inside `anyOf: [X, null]` ajv
// coerces on the first branch, so a null sent to clear a value reached the route as 0, "" or false: a phone cleared to
// "", a removed vehicle as vehicle 0. Before a route's request schemas are compiled, every union of null with one
// scalar (or with literals of one scalar type) is rewritten as a type list, `type: ['integer', 'null']`, which
// validates null as null and still coerces "5" to 5. The contracts keep their TypeBox unions (the front ends check
// with them); OpenAPI 3.1 shows the type list, which means the same.
import type { RouteOptions } from 'fastify';

const SCALARS = new Set(['string', 'number', 'integer', 'boolean']);
type Schema = Record<string | symbol, unknown>;

const isObject = (v: unknown): v is Schema => typeof v === 'object' && v !== null && !Array.isArray(v);
const scalarType = (s: Schema): string | null => (typeof s.type === 'string' && SCALARS.has(s.type) ? s.type : null);

/** `anyOf`/`oneOf` of null with one scalar schema, or with literals of one scalar type, as a single schema; else null. */
function asTypeList(branches: unknown[]): Schema | null {
  if (!branches.every(isObject)) return null;
  const others = branches.filter((b) => b.type !== 'null');
  if (others.length === branches.length || others.length === 0) return null;
  const type = scalarType(others[0]!);
  if (!type || !others.every((b) => scalarType(b) === type)) return null;
  if (others.length === 1) return { ...others[0]!, type: [type, 'null'] };
  // Several literals of one type (a language, a status): their values, or null.
  if (!others.every((b) => 'const' in b && Object.keys(b).every((k) => ['const', 'type'].includes(k)))) return null;
  return { type: [type, 'null'], enum: [...others.map((b) => b.const), null] };
}

/** A copy of `schema` with every union of null and a scalar written as a type list (the input is not changed). */
export function nullableScalars(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(nullableScalars);
  if (!isObject(schema)) return schema;
  for (const key of ['anyOf', 'oneOf'] as const) {
    const branches = schema[key];
    if (Array.isArray(branches)) {
      const merged = asTypeList(branches);
      if (merged) {
        const { [key]: _union, ...rest } = schema;
        return nullableScalars({ ...rest, ...merged });
      }
    }
  }
  const out: Schema = {};
  for (const key of Reflect.ownKeys(schema))
    out[key] = typeof key === 'string' ? nullableScalars(schema[key]) : schema[key];
  return out;
}

/** onRoute: the route's request schemas (body, query, params) with null kept as null. */
export function keepNullsInRequests(route: RouteOptions): void {
  const schema = route.schema as Record<string, unknown> | undefined;
  if (!schema) return;
  const parts = ['body', 'querystring', 'params'].filter((part) => schema[part] !== undefined);
  if (parts.length === 0) return;
  route.schema = { ...schema, ...Object.fromEntries(parts.map((part) => [part, nullableScalars(schema[part])])) };
}
