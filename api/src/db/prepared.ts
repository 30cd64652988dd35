// Named prepared statements on PostgreSQL. node-postgres sends a statement with values unnamed, so the server parses
// and plans it again on every call; for the partner's list page (a seven-table join over a union of index scans)
// planning cost about three times what running it did (bench:api part lists: 2.5 ms of server CPU per call unnamed,
// 0.8 ms named), and a booking's statements spend about half their server time being parsed and planned.
// The pool's clients name each such statement by a hash of its text: a pooled connection parses it once, and after
// five runs PostgreSQL keeps a generic plan where that costs no more than planning each call (plan_cache_mode auto).
// postgres.js and Npgsql do the same by default. PGlite runs in-process and is left as it is.
import { createHash } from 'node:crypto';
import pg from 'pg';

/**
 * Each connection keeps every statement it prepared until it closes (an idle pooled connection closes after 10 s), so
 * only statements of a bounded number of shapes are named: at most this many distinct texts per process, none longer
 * than MAX_PREPARED_TEXT characters or with more than MAX_PREPARED_PARAMS values (bulk inserts built per row count).
 * Past the cap the rest run unnamed, as before.
 */
export const MAX_PREPARED_TEXTS = 2_000;
export const MAX_PREPARED_TEXT = 16_000;
export const MAX_PREPARED_PARAMS = 100;
const names = new Map<string, string>();

/** The statement's name: a hash of its text, so one name never stands for two texts (node-postgres refuses that). */
export function preparedName(text: string): string | undefined {
  let name = names.get(text);
  if (name === undefined && names.size < MAX_PREPARED_TEXTS && text.length <= MAX_PREPARED_TEXT) {
    name = `mp_${createHash('sha1').update(text).digest('hex').slice(0, 32)}`;
    names.set(text, name);
  }
  return name;
}

interface QueryConfigLike {
  name?: string;
  text?: unknown;
  values?: unknown[];
  submit?: unknown;
}

/**
 * The query config with a name, when it is a plain statement with values (drizzle's shape: `{ text, types }` plus a
 * values array) and has none. Statements without values keep the simple protocol, which allows several commands in
 * one text (migrations).
 */
export function namedConfig(config: unknown, values: unknown): unknown {
  if (!config || typeof config !== 'object') return config;
  const c = config as QueryConfigLike;
  if (c.name !== undefined || typeof c.text !== 'string' || typeof c.submit === 'function') return config;
  const params = Array.isArray(values) ? values : c.values;
  if (!params || params.length === 0 || params.length > MAX_PREPARED_PARAMS) return config;
  const name = preparedName(c.text);
  return name === undefined ? config : { ...c, name };
}

/** The pool's client (pg.Pool's `Client` option): every eligible statement runs named (see namedConfig). */
export class PreparingClient extends pg.Client {
  // pg's overloads (text or config, values, callback) all arrive here; only the config object changes.
  override query(...args: unknown[]): never {
    const [config, values] = args;
    return (super.query as (...a: unknown[]) => never)(namedConfig(config, values), ...args.slice(1));
  }
}
