// `pnpm --filter @mp/api openapi` (part of the API's typecheck, so CI runs it): builds the app on an empty in-memory
// database without listening, writes the OpenAPI document it generates from the route schemas to
// `.openapi/openapi.json`, lints it with Redocly (`redocly.yaml`: the recommended rules, operation ids, 4xx answers
// and unambiguous paths as errors; fails on any error) while generating TypeScript types from it, then compiles the
// typed client in `openapi-client/` against them, so a route whose schema breaks clients fails the build.
import { spawn } from 'node:child_process';
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

/** Runs a tool; resolves with its label when it exits 0, rejects otherwise (its output goes to the terminal). */
function run(label: string, command: string, args: string[], cwd = root): Promise<string> {
  const started = Date.now();
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      cwd,
      stdio: 'inherit',
      env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
    });
    child.on('error', reject);
    child.on('exit', (code) => {
      if (code === 0) resolve(`${label} ${((Date.now() - started) / 1000).toFixed(1)} s`);
      else reject(new Error(`[openapi] ${label} failed (exit ${code})`));
    });
  });
}

async function main(): Promise<void> {
  const started = Date.now();
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
  const built = Date.now();
  process.stdout.write(
    `[openapi] ${Object.keys((document as { paths: object }).paths).length} paths written to ${path.relative(root, file)}\n`,
  );

  // The lint and the type generation only read the document: run them side by side.
  const settled = await Promise.allSettled([
    run('redocly lint', bin('redocly'), [
      'lint',
      file,
      '--config',
      path.join(root, 'redocly.yaml'),
      '--format',
      'summary',
    ]),
    // From .openapi/, so it does not apply redocly.yaml's lint a second time (without its ignore file).
    run(
      'openapi-typescript',
      bin('openapi-typescript'),
      [file, '--output', path.join(outDir, 'schema.d.ts'), '--silent'],
      outDir,
    ),
  ]);
  const failed = settled.find((r): r is PromiseRejectedResult => r.status === 'rejected');
  if (failed) throw failed.reason;
  const done = [
    `document ${((built - started) / 1000).toFixed(1)} s`,
    ...settled.map((r) => (r as PromiseFulfilledResult<string>).value),
  ];
  done.push(await run('typed client compile', bin('tsc'), ['-p', path.join(root, 'openapi-client', 'tsconfig.json')]));
  process.stdout.write(`[openapi] ${done.join(', ')}\n`);
  process.stdout.write('[openapi] lint clean, typed client compiles\n');
}

main().catch((error: unknown) => {
  process.stderr.write(
    `${error instanceof Error ? (error.message.startsWith('[openapi]') ? error.message : (error.stack ?? error.message)) : String(error)}\n`,
  );
  process.exit(1);
});
