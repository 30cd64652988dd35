// Where the PayPal SDK's requests go. The SDK knows only PayPal's two hosts (Sandbox, Production); PAYPAL_API_BASE
// points it elsewhere (the local PayPal server the tests and the browser journeys run) through the HTTPS agent it
// accepts: every connection is opened to that base instead, in plain HTTP when the base is http://.
import { Agent as HttpsAgent } from 'node:https';
import net from 'node:net';
import tls from 'node:tls';

export function redirectingAgent(base: string): HttpsAgent {
  const url = new URL(base);
  const secure = url.protocol === 'https:';
  const port = Number(url.port || (secure ? 443 : 80));
  class Redirecting extends HttpsAgent {
    override createConnection(): net.Socket {
      return secure
        ? tls.connect({ host: url.hostname, port, servername: url.hostname })
        : net.connect({ host: url.hostname, port });
    }
  }
  return new Redirecting({ keepAlive: false });
}
