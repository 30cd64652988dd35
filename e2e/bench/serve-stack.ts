// `node --import tsx bench/serve-stack.ts`: the journeys' private stack (a seeded API on a fresh PGlite, every built
// remote published into a temporary deploy folder, the gateway in front), kept up until Ctrl+C, so the benches can
// measure this checkout's build while a developer's `npm start` holds 8080/3000. Run it in two checkouts (e.g. a
// `git worktree` of main beside a branch) and give `pnpm bench:startup` both URLs (BASE_URL, BENCH_BASE_URL) to
// compare two builds side by side in one run.
//   PORT   the gateway's port (default: a free one); the API always takes a free one
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { missingBuilds, remoteCli, repoRoot, startApi, startGateway } from '../support/stack';

async function main(): Promise<void> {
  const missing = missingBuilds();
  if (missing.length > 0) throw new Error(`build the front ends first; missing: ${missing.join(', ')}`);
  const root = mkdtempSync(join(tmpdir(), 'mp-bench-'));
  const logDir = join(root, 'logs');
  mkdirSync(logDir, { recursive: true });
  const port = Number(process.env.PORT) || undefined;
  const publicPort = port ?? 0;
  const api = await startApi({ dataDir: join(root, 'data'), logDir, publicUrl: `http://127.0.0.1:${publicPort}` });
  const deployDir = join(root, 'deploy');
  const deployed = await remoteCli(['deploy-all', '--no-build'], deployDir);
  if (deployed.code !== 0) throw new Error(`remote deploy-all failed:\n${deployed.output}`);
  const gateway = await startGateway({ deployDir, apiUrl: api.url, logDir, ...(port ? { port } : {}) });
  console.log(`[bench] ${repoRoot}: gateway ${gateway.url}, API ${api.url}, logs ${logDir}`);
  const stop = async () => {
    await gateway.stop();
    await api.stop();
    rmSync(root, { recursive: true, force: true });
    process.exit(0);
  };
  process.once('SIGINT', () => void stop());
  process.once('SIGTERM', () => void stop());
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
