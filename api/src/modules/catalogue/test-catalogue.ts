// Test support for the catalogue modules: an app on a fresh database loaded with the demo catalogue, and typed reads.
import type { LightMyRequestResponse } from 'fastify';
import { loadCatalogue, seedCatalogue } from '../../db/seed';
import { LocalStorage } from '../../plugins/storage';
import { buildTestApp, type TestApp } from '../../../test/helpers';

export async function seededApp(): Promise<TestApp> {
  const t = await buildTestApp();
  await seedCatalogue(t.database.db, new LocalStorage(t.config.uploadsDir), await loadCatalogue());
  return t;
}

export interface Got<T> {
  status: number;
  body: { status: boolean; content: T; message?: string; errors?: Record<string, string[]> };
  res: LightMyRequestResponse;
}

export async function getJson<T>(t: TestApp, url: string, headers: Record<string, string> = {}): Promise<Got<T>> {
  const res = await t.app.inject({ method: 'GET', url, headers: { 'accept-language': 'en', ...headers } });
  return { status: res.statusCode, body: res.json() as Got<T>['body'], res };
}

/** Raw SQL rows for assertions computed independently of the code under test. */
export async function sqlRows<T>(t: TestApp, query: Parameters<TestApp['database']['db']['execute']>[0]): Promise<T[]> {
  const result = await t.database.db.execute(query);
  return (result as unknown as { rows: T[] }).rows;
}
