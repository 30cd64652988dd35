// `pnpm --filter @mp/api openapi` (part of the API's typecheck, so CI runs it): builds the app on an empty in-memory
// database, writes the OpenAPI document it generates from the route schemas to `.openapi/openapi.json`, lints it
// with Redocly's recommended rules (fails on any error), generates TypeScript types from it and compiles the typed
// client in `openapi-client/` against them, so a route whose schema breaks clients fails the build.
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { openDatabase } from '../src/db/client';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const outDir = path.join(root, '.openapi');
const bin = (name: string) => path.join(root, 'node_modules', '.bin', name);

function run(label: string, command: string, args: string[]): void {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' } });
  if (result.status !== 0) {
    process.stderr.write(`[openapi] ${label} failed\n`);
    process.exit(result.status ?? 1);
  }
}

async function main(): Promise<void> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'mp-openapi-'));
  const config = loadConfig({ NODE_ENV: 'test', SEED: 'off', DATA_DIR: dataDir, LOG_LEVEL: 'silent' });
  const database = openDatabase({ databaseUrl: null, pgliteDataDir: 'memory://' });
  const app = await buildApp(config, { database, docsUi: false });
  await app.ready();
  const document = app.swagger();
  await app.close();
  await database.close();
  rmSync(dataDir, { recursive: true, force: true });

  mkdirSync(outDir, { recursive: true });
  const file = path.join(outDir, 'openapi.json');
  writeFileSync(file, `${JSON.stringify(document, null, 2)}\n`);
  process.stdout.write(`[openapi] ${Object.keys((document as { paths: object }).paths).length} paths written to ${path.relative(root, file)}\n`);

  run('redocly lint', bin('redocly'), ['lint', file, '--extends', 'recommended', '--format', 'summary']);
  run('openapi-typescript', bin('openapi-typescript'), [file, '--output', path.join(outDir, 'schema.d.ts'), '--silent']);
  run('typed client compile', bin('tsc'), ['-p', path.join(root, 'openapi-client', 'tsconfig.json')]);
  process.stdout.write('[openapi] lint clean, typed client compiles\n');
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});
