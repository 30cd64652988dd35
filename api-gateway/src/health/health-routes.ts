// Liveness of the gateway plus what it depends on, for the compose healthcheck and the start script.
import { access } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';

export interface HealthOptions {
  apiUrl: string;
  shellDist: string;
  /** How long to wait for the API before calling it unreachable. */
  timeoutMs?: number;
}

export interface HealthBody {
  status: 'ok';
  api: { reachable: boolean; url: string };
  shell: { built: boolean };
}

async function apiReachable(apiUrl: string, timeoutMs: number): Promise<boolean> {
  try {
    const response = await fetch(`${apiUrl}/api/health`, { signal: AbortSignal.timeout(timeoutMs) });
    await response.body?.cancel();
    return response.ok;
  } catch {
    return false;
  }
}

export async function healthRoutes(app: FastifyInstance, options: HealthOptions): Promise<void> {
  app.get('/health', async (_request, reply): Promise<HealthBody> => {
    const [reachable, built] = await Promise.all([
      apiReachable(options.apiUrl, options.timeoutMs ?? 1500),
      access(path.join(options.shellDist, 'index.html')).then(
        () => true,
        () => false,
      ),
    ]);
    reply.header('cache-control', 'no-store');
    // The gateway itself is up whatever the API says: it still serves pages and assets.
    return { status: 'ok', api: { reachable, url: options.apiUrl }, shell: { built } };
  });
}
