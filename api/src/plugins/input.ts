// Strings are checked before a route sees them, so no input is a 500: a NUL or another control character (except tab,
// line feed and carriage return) anywhere in the body, the query or the path is a 422 on that field, never a
// PostgreSQL error; every other string is normalised to Unicode NFC, so "é" typed two ways is one value.
// Runs in preValidation after the roles hook, so a caller without the role still gets 401/403 first.
import fp from 'fastify-plugin';
import { MAX_ID } from '@mp/shared/contracts';
import { invalid } from '../lib/errors';

// eslint-disable-next-line no-control-regex
const FORBIDDEN = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;
const MAX_DEPTH = 32;

/** Walks a parsed JSON value; returns the first field path holding a forbidden character, normalising in place. */
export function checkStrings(value: unknown, path: string[] = [], depth = 0): string | null {
  if (depth > MAX_DEPTH) return path.join('.') || 'body';
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i += 1) {
      const item = value[i];
      if (typeof item === 'string') {
        if (FORBIDDEN.test(item)) return [...path, String(i)].join('.');
        value[i] = item.normalize('NFC');
      } else {
        const bad = checkStrings(item, [...path, String(i)], depth + 1);
        if (bad) return bad;
      }
    }
    return null;
  }
  if (value && typeof value === 'object' && !Buffer.isBuffer(value)) {
    const record = value as Record<string, unknown>;
    for (const key of Object.keys(record)) {
      if (FORBIDDEN.test(key)) return [...path, 'key'].join('.') || 'body';
      const item = record[key];
      if (typeof item === 'string') {
        if (FORBIDDEN.test(item)) return [...path, key].join('.');
        record[key] = item.normalize('NFC');
      } else {
        const bad = checkStrings(item, [...path, key], depth + 1);
        if (bad) return bad;
      }
    }
  }
  return null;
}

/** Keys that name a row id (`id`, `booking_id`, `bookingId`, `impersonate_id`). */
const ID_KEY = /(^id$|_id$|[a-z]Id$)/;
/** A string the schema would coerce to a number, written some other way than plain digits: 1e1, 10.0, +10, 0x0a. */
const NUMBER_NOTATION = /^\s*[+-]?(0[xob][0-9a-f]+|[0-9]*\.?[0-9]*(e[+-]?[0-9]+)?)\s*$/i;

/**
 * An id in the path or the query is plain digits that fit PostgreSQL's integer (`1e1` is not user 10,
 * 99999999999 is a 422, not a database error); any number in a body stays within ±MAX_ID unless it is a fraction.
 * Returns the first offending field and its message.
 */
export function checkNumbers(
  part: unknown,
  fromUrl: boolean,
  path: string[] = [],
  depth = 0,
): { field: string; key: string } | null {
  if (!part || typeof part !== 'object' || Buffer.isBuffer(part) || depth > MAX_DEPTH) return null;
  for (const [key, value] of Object.entries(part as Record<string, unknown>)) {
    const here = [...path, key];
    if (typeof value === 'string' && fromUrl && ID_KEY.test(key) && value !== '' && NUMBER_NOTATION.test(value)) {
      if (!/^[0-9]+$/.test(value)) return { field: here.join('.'), key: 'validation.integer' };
      if (Number(value) > MAX_ID) return { field: here.join('.'), key: 'validation.maximum' };
    } else if (typeof value === 'number' && Number.isInteger(value) && Math.abs(value) > MAX_ID) {
      return { field: here.join('.'), key: 'validation.maximum' };
    } else if (value && typeof value === 'object') {
      const bad = checkNumbers(value, fromUrl, here, depth + 1);
      if (bad) return bad;
    }
  }
  return null;
}

interface SchemaNode {
  type?: string | string[];
  anyOf?: SchemaNode[];
  oneOf?: SchemaNode[];
  items?: SchemaNode;
  properties?: Record<string, SchemaNode>;
}

/** Whether a parameter's schema takes a number (an integer, a number, a union or an array with one). */
function takesNumber(schema: SchemaNode | undefined): boolean {
  if (!schema) return false;
  const types = Array.isArray(schema.type) ? schema.type : [schema.type];
  if (types.includes('integer') || types.includes('number')) return true;
  if (types.includes('array')) return takesNumber(schema.items);
  return [...(schema.anyOf ?? []), ...(schema.oneOf ?? [])].some(takesNumber);
}

/**
 * Every number a path or a query parameter takes is bounded, whatever the route's own schema says: a value that
 * reads as a number past ±MAX_ID (`2147483648`, `99999999999999999999`) or not finite (`1e309` is Infinity, which
 * Ajv's coercion lets through as an "integer") is a 422 on that field before the schema or a handler sees it, so
 * no page, price or count reaches PostgreSQL out of its `integer` range. Done here once for every route rather
 * than route by route, so a new route cannot forget it.
 */
export function checkUrlNumbers(part: unknown, schema: unknown): string | null {
  const properties = (schema as SchemaNode | undefined)?.properties;
  if (!part || typeof part !== 'object' || !properties) return null;
  for (const [key, raw] of Object.entries(part as Record<string, unknown>)) {
    if (!takesNumber(properties[key])) continue;
    for (const value of Array.isArray(raw) ? raw : [raw]) {
      if (typeof value !== 'string' || value.trim() === '' || !NUMBER_NOTATION.test(value)) continue;
      const n = Number(value);
      if (!Number.isFinite(n) || Math.abs(n) > MAX_ID) return key;
    }
  }
  return null;
}

/**
 * A POST with nothing to send (an action such as `…/destroy` or `…/approve`) may come with no body at all or with an
 * empty one labelled JSON, as many HTTP clients send it: both read as `{}` when the route's body has no required
 * field, instead of a 400 "could not be read" or a 422 on `body`.
 */
function bodyMayBeEmpty(schema: unknown): boolean {
  if (!schema || typeof schema !== 'object') return false;
  const { type, required } = schema as { type?: unknown; required?: unknown };
  return type === 'object' && (!Array.isArray(required) || required.length === 0);
}

/** A JSON object naming no field but the acting-as id (which says who acts, not what changes). */
function isEmptyUpdate(body: unknown): boolean {
  return (
    typeof body === 'object' &&
    body !== null &&
    !Array.isArray(body) &&
    Object.keys(body).every((key) => key === 'impersonate_id')
  );
}

export default fp(
  async (app) => {
    app.addHook('onRequest', async (request) => {
      // An empty JSON body is not JSON: read it as no body (the length says so before any byte is parsed).
      if (
        request.headers['content-length'] === '0' &&
        /^application\/json\b/i.test(request.headers['content-type'] ?? '')
      ) {
        delete request.headers['content-type'];
      }
    });
    app.addHook('preValidation', async (request) => {
      if (request.is404) return;
      if (request.body === undefined && bodyMayBeEmpty(request.routeOptions.schema?.body)) request.body = {};
      // An update (`POST …/:id/update`, the spec's one form for them) must change something: `{}` is a 422 on every
      // such route, rather than a 200 that wrote nothing or whatever the route's own fields happen to default to.
      if (request.method === 'POST' && request.routeOptions.url?.endsWith('/update') && isEmptyUpdate(request.body)) {
        throw invalid({ body: 'validation.nothingToUpdate' });
      }
      for (const part of [request.params, request.query, request.body]) {
        if (typeof part === 'string') {
          if (FORBIDDEN.test(part)) throw invalid({ body: 'validation.controlCharacters' });
          continue;
        }
        const bad = checkStrings(part);
        if (bad) throw invalid({ [bad]: 'validation.controlCharacters' });
      }
      const schema = request.routeOptions.schema;
      const outOfBounds =
        checkUrlNumbers(request.params, schema?.params) ?? checkUrlNumbers(request.query, schema?.querystring);
      if (outOfBounds) throw invalid({ [outOfBounds]: { key: 'validation.maximum', params: { limit: MAX_ID } } });
      const badNumber =
        checkNumbers(request.params, true) ?? checkNumbers(request.query, true) ?? checkNumbers(request.body, false);
      if (badNumber) throw invalid({ [badNumber.field]: { key: badNumber.key, params: { limit: MAX_ID } } });
    });
  },
  { name: 'input', dependencies: ['roles'] },
);
