// The least a Node hop to the API can cost, for `pnpm bench:api` (BENCH_HOP_FLOOR=1, ADR 016): a bare node:http server
// that forwards each request on the same kind of undici Pool the gateway uses and writes the whole answer back, with
// no framework, no checks and no security headers. Never a server to run for real: it exists so the gateway's
// figures can be read against the floor measured at the same time on the same machine.
import { createServer } from 'node:http';
import { Pool } from 'undici';

const upstream = process.env.API_URL ?? 'http://127.0.0.1:3000';
const pool = new Pool(upstream, { connections: 32, pipelining: 1 });
const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'transfer-encoding']);

createServer((req, res) => {
  pool
    .request({
      path: req.url ?? '/',
      method: 'GET',
      headers: { accept: req.headers.accept ?? '*/*', 'accept-language': req.headers['accept-language'] ?? '' },
    })
    .then(async (answer) => {
      const body = Buffer.from(await answer.body.arrayBuffer());
      const headers: Record<string, string | string[]> = {};
      for (const [name, value] of Object.entries(answer.headers))
        if (value !== undefined && !HOP_BY_HOP.has(name)) headers[name] = value;
      res.writeHead(answer.statusCode, headers).end(body);
    })
    .catch(() => res.writeHead(502).end());
}).listen(Number(process.env.PORT ?? 0), process.env.HOST ?? '127.0.0.1');
