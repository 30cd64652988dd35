// Real HTTP against a gateway listening on port 0. Why not Fastify inject: light-my-request needs
// `cookie` 2, which is ESM-only, and Jest cannot require ESM from CJS on Node 20. A real socket
// also tests what browsers get (raw compressed bytes, WebSocket upgrades).
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';

export interface RawResponse {
  status: number;
  headers: http.IncomingHttpHeaders;
  raw: Buffer;
  body: string;
  json: () => unknown;
}

export async function listen(app: FastifyInstance): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  return `http://127.0.0.1:${port}`;
}

/** One request; the path is sent exactly as given (no normalisation of `..` or `%2e`). */
export function request(
  base: string,
  pathAndQuery: string,
  options: { method?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<RawResponse> {
  const url = new URL(base);
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: url.hostname,
        port: url.port,
        method: options.method ?? 'GET',
        path: pathAndQuery,
        headers: options.headers,
        agent: false,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          const raw = Buffer.concat(chunks);
          const body = raw.toString('utf8');
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            raw,
            body,
            json: () => JSON.parse(body) as unknown,
          });
        });
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(options.body);
  });
}
