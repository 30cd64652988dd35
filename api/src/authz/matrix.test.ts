// The authorization matrix (docs/SECURITY.md "Authorization matrix"): every operation of the OpenAPI document, sent
// as every identity of identities.ts (and as staff acting as a customer or a partner) with the request its row in
// rules.ts describes, answers as the row's rule says. An allowed caller never gets 401/403; a denied one gets 401/403
// (or the 404/422 the rule names); nobody gets a 5xx. An operation without a row fails, and so does a row for an
// operation that is gone.
import type { LightMyRequestResponse } from 'fastify';
import { bearer, buildTestApp, multipart, TINY_PNG, type TestApp } from '../../test/helpers';
import { authzWorld, type World } from '../../test/authz-fixtures';
import { ACTING, IDENTITIES, STAFF_MAY_ACT_AS, type Identity } from './identities';
import { PUBLIC, RULES, type Fixtures, type Row } from './rules';

interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  format?: string;
  minimum?: number;
  minLength?: number;
  minItems?: number;
}
interface Operation {
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
  parameters?: { in: string; name: string; required?: boolean; schema?: JsonSchema }[];
}
type Document = { paths: Record<string, Record<string, Operation>> };

const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;

let unique = 0;
/** A plausible value of a schema: what a well-behaved caller would send when the row does not say. */
function sample(schema: JsonSchema | undefined, name = ''): unknown {
  if (!schema) return 'a';
  if (schema.const !== undefined) return schema.const;
  if (schema.enum?.length) return schema.enum[0];
  const branches = schema.anyOf ?? schema.oneOf;
  if (branches?.length) return sample(branches.find((b) => b.type !== 'null') ?? branches[0], name);
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
  switch (type) {
    case 'object': {
      const out: Record<string, unknown> = {};
      for (const key of schema.required ?? []) out[key] = sample(schema.properties?.[key], key);
      return out;
    }
    case 'array':
      return Array.from({ length: schema.minItems ?? 0 }, () => sample(schema.items, name));
    case 'integer':
    case 'number':
      return Math.max(1, schema.minimum ?? 1);
    case 'boolean':
      return false;
    default:
      if (schema.format === 'email' || /email/.test(name)) return `matrix-${++unique}@example.pt`;
      if (schema.format === 'date' || /date/.test(name)) return '2030-06-15';
      if (schema.format === 'date-time') return '2030-06-15T10:00:00Z';
      if (/password/.test(name)) return 'Matrix-Passw0rd-42';
      if (/phone/.test(name)) return '912345678';
      return 'a'.repeat(Math.max(1, schema.minLength ?? 1));
  }
}

let t: TestApp;
let world: World;
let doc: Document;
const tokens = {} as Record<Identity, string>;

beforeAll(async () => {
  // The matrix signs every identity in more often than a person would, and asks for reset mail for one address.
  t = await buildTestApp({
    LOGIN_RATE_LIMIT: '1000000',
    MAIL_RATE_LIMIT: '1000000',
    CHAT_MESSAGES_PER_MINUTE: '100000',
  });
  world = await authzWorld(t.app, t.database, t.config.voucherSecret);
  for (const identity of IDENTITIES) if (identity !== 'anonymous') tokens[identity] = await world.signIn(identity);
  doc = t.app.swagger() as unknown as Document;
}, 120_000);
afterAll(async () => t.close());

/** Every operation of the document as `METHOD /path` (the rule table's keys). */
function documentedOperations(): string[] {
  const out: string[] = [];
  for (const [path, operations] of Object.entries(doc.paths)) {
    for (const method of METHODS) if (operations[method]) out.push(`${method.toUpperCase()} ${path}`);
  }
  return out;
}

/** A caller of the matrix: an identity, or a staff identity acting as another one. */
interface Caller {
  name: string;
  identity: Identity;
  actingAs?: Identity;
}
const CALLERS: readonly Caller[] = [
  ...IDENTITIES.map((identity) => ({ name: identity, identity })),
  ...ACTING.map((a) => ({ name: a.name, identity: a.by, actingAs: a.as })),
];

function mayCall(row: Row, caller: Caller): boolean {
  if (!caller.actingAs) return row.rule.allow.includes(caller.identity);
  const by = caller.identity as keyof typeof STAFF_MAY_ACT_AS;
  return (
    !row.rule.selfOnly &&
    row.rule.allow.includes(caller.actingAs) &&
    STAFF_MAY_ACT_AS[by].some((as) => as === caller.actingAs)
  );
}

async function send(key: string, row: Row, f: Fixtures, caller: Caller): Promise<LightMyRequestResponse> {
  const identity = caller.identity;
  const [method, path] = key.split(' ') as [string, string];
  const operation = doc.paths[path]?.[method.toLowerCase()];
  if (!operation) throw new Error(`${key} is not in the OpenAPI document`);
  const req = row.req?.(f, caller.actingAs ?? identity) ?? {};
  const url = path.replace(/\{(\w+)\}/g, (_m, name: string) => {
    const value = req.params?.[name];
    if (value === undefined) throw new Error(`${key}: the row gives no value for {${name}}`);
    return encodeURIComponent(String(value));
  });
  const query: Record<string, string> = {};
  for (const p of operation.parameters ?? [])
    if (p.in === 'query' && p.required) query[p.name] = String(sample(p.schema, p.name));
  for (const [name, value] of Object.entries(req.query ?? {})) query[name] = String(value);
  // In the query on reads and writes alike (the auth plugin reads it there for both).
  if (caller.actingAs) query.impersonate_id = String(f.user[caller.actingAs]);

  let token = '';
  if (identity !== 'anonymous') token = row.ownSession ? await world.signIn(identity) : tokens[identity];
  const headers: Record<string, string> = { ...(token ? bearer(token) : {}), ...req.headers };
  if (method === 'GET') return t.app.inject({ method: 'GET', url, query, headers });

  const content = operation.requestBody?.content ?? {};
  const json = content['application/json']?.schema;
  const form = content['multipart/form-data']?.schema;
  if (!json && form) {
    const fileField = Object.keys(form.properties ?? {}).find((k) => ['file', 'logo'].includes(k)) ?? 'file';
    const fields: Record<string, string> = {};
    for (const [name, value] of Object.entries({ ...(sample(form) as Record<string, unknown>), ...req.body })) {
      if (name !== fileField) fields[name] = String(value);
    }
    const body = multipart({ field: fileField, filename: 'matrix.png', data: TINY_PNG, type: 'image/png' }, fields);
    return t.app.inject({
      method: method as 'POST',
      url,
      query,
      headers: { ...headers, ...body.headers },
      payload: body.payload,
    });
  }
  const payload = { ...((json ? sample(json) : {}) as Record<string, unknown>), ...req.body };
  return t.app.inject({
    method: method as 'POST',
    url,
    query,
    headers: { ...headers, 'content-type': 'application/json' },
    payload: JSON.stringify(payload),
  });
}

describe('the rule table', () => {
  it('has a row for every operation of the OpenAPI document (a new route states who may call it)', () => {
    expect(documentedOperations().filter((key) => !RULES[key])).toEqual([]);
  });

  it('has no row for an operation the document no longer has', () => {
    const documented = new Set(documentedOperations());
    expect(Object.keys(RULES).filter((key) => !documented.has(key))).toEqual([]);
  });
});

describe('updates', () => {
  // An update must change something: `{}` is a 422 saying so (or naming the fields it needs), never a silent 200.
  const updates = Object.entries(RULES).filter(([key]) => /^POST \S+\/update$/.test(key));
  it.each(updates)('%s refuses an empty body', async (key, row) => {
    const caller = CALLERS.find((c) => !c.actingAs && mayCall(row, c))!;
    const path = key.slice('POST '.length);
    const req = row.req?.(world.fixtures, caller.identity) ?? {};
    const url = path.replace(/\{(\w+)\}/g, (_m, name: string) => encodeURIComponent(String(req.params?.[name])));
    const res = await t.app.inject({
      method: 'POST',
      url,
      headers: { ...bearer(tokens[caller.identity]), 'content-type': 'application/json' },
      payload: '{}',
    });
    expect([res.statusCode, key]).toEqual([422, key]);
  });
});

// Rows that end a session or remove a row other requests name run after the rest.
const ordered = [
  ...Object.entries(RULES).filter(([, row]) => !row.last),
  ...Object.entries(RULES).filter(([, row]) => row.last),
];

describe('every operation × every identity', () => {
  it.each(ordered)('%s', async (key, row) => {
    // Denied callers first, all at once, then the allowed ones: a request an allowed caller sends may change the row
    // (confirm, cancel, remove), and a denied one must be refused on the row as it was. Allowed writes go one at a
    // time: two callers acting as one customer on one row at once test a race, not who may call the route. Reads and
    // public calls (no shared row; several wait out a fixed answer time) go together.
    const denied = CALLERS.filter((c) => !mayCall(row, c));
    const allowed = new Set(CALLERS.filter((c) => mayCall(row, c)));
    const answers = await Promise.all(denied.map((caller) => send(key, row, world.fixtures, caller)));
    if (key.startsWith('GET ') || row.rule === PUBLIC) {
      answers.push(...(await Promise.all([...allowed].map((caller) => send(key, row, world.fixtures, caller)))));
    } else {
      for (const caller of allowed) answers.push(await send(key, row, world.fixtures, caller));
    }
    const wrong: string[] = [];
    for (const [index, caller] of [...denied, ...allowed].entries()) {
      const res = answers[index]!;
      const status = res.statusCode;
      const ok = allowed.has(caller)
        ? status !== 401 && status !== 403 && status < 500
        : status === 401 || status === 403 || (row.rule.deniedAlso ?? []).some((s) => s === status);
      if (!ok) {
        const expected = allowed.has(caller)
          ? 'allowed (not 401/403/5xx)'
          : `denied (${[401, 403, ...(row.rule.deniedAlso ?? [])].join('/')})`;
        wrong.push(
          `${caller.name}: got ${status}, expected ${expected} — ${row.rule.says}${status >= 400 ? ` — ${res.body.slice(0, 160)}` : ''}`,
        );
      }
    }
    // AUTHZ_MATRIX_VERBOSE=1 prints every answer, e.g. to see that an allowed caller's request reached its handler.
    if (process.env.AUTHZ_MATRIX_VERBOSE) {
      console.log(
        `${key}\n${[...denied, ...allowed].map((c, i) => `  ${allowed.has(c) ? '+' : '-'} ${c.name}: ${answers[i]!.statusCode}`).join('\n')}`,
      );
    }
    expect(wrong).toEqual([]);
  });
});
