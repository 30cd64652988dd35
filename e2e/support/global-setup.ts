// Starts the stack the journeys run against: a seeded API on a fresh PGlite folder, every remote published into a
// private deploy folder with the real CLI, and the gateway in front. Everything lives in one temp folder that the
// returned teardown removes (set E2E_KEEP=1 to keep it, with the server logs, for a post-mortem).
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort, missingBuilds, remoteCli, startApi, startGateway } from './stack';

export default async function globalSetup(): Promise<() => Promise<void>> {
  const missing = missingBuilds();
  if (missing.length > 0) {
    throw new Error(
      `The journeys need built front ends; missing: ${missing.join(', ')}.\n` +
        'Build them with: node_modules/.bin/pnpm -r --filter ./shell --filter "./mf-*" run build',
    );
  }

  const root = mkdtempSync(join(tmpdir(), 'mp-e2e-'));
  const logDir = join(root, 'logs');
  const deployDir = join(root, 'deploy');
  const authDir = join(root, 'auth');
  mkdirSync(logDir, { recursive: true });
  mkdirSync(authDir, { recursive: true });

  const gatewayPort = await freePort();
  const api = await startApi({ dataDir: join(root, 'data'), logDir, publicUrl: `http://127.0.0.1:${gatewayPort}` });
  let gateway;
  try {
    const deployed = await remoteCli(['deploy-all', '--no-build'], deployDir);
    if (deployed.code !== 0) throw new Error(`remote deploy-all failed:\n${deployed.output}`);
    gateway = await startGateway({ deployDir, apiUrl: api.url, logDir, port: gatewayPort });
  } catch (error) {
    await api.stop();
    throw error;
  }

  // Workers inherit the runner's environment, which is how the journeys find this stack.
  process.env.E2E_BASE_URL = gateway.url;
  process.env.E2E_API_URL = api.url;
  process.env.E2E_DEPLOY_DIR = deployDir;
  process.env.E2E_STACK_DIR = root;
  process.env.E2E_AUTH_DIR = authDir;
  process.env.E2E_LOG_DIR = logDir;
  console.log(`[e2e] stack up: gateway ${gateway.url}, API ${api.url}, folder ${root}`);

  return async () => {
    await gateway.stop();
    await api.stop();
    if (process.env.E2E_KEEP === '1') console.log(`[e2e] kept ${root}`);
    else rmSync(root, { recursive: true, force: true });
  };
}
