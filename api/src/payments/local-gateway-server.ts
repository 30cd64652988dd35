// The HTTP part every local stand-in of a gateway (PayPal, NOWPayments) shares: read the body, route it, answer a
// routing error the way that gateway answers one, listen on loopback only. Tests and the e2e stack use them.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export async function listenLocally(
  route: (req: IncomingMessage, res: ServerResponse, body: string) => void,
  failed: (res: ServerResponse, error: unknown) => void,
  port = 0,
): Promise<{ server: Server; base: string }> {
  const server = createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString('utf8')));
    req.on('end', () => {
      try {
        route(req, res, body);
      } catch (error) {
        failed(res, error);
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return { server, base: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}

export function closeServer(server: Server | null): Promise<void> {
  return new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
}
