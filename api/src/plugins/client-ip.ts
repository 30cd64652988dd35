// Who the client is. The login and other attempt limits count per client address, and behind the gateway every
// request comes from the gateway's address, so the gateway names the client in X-Forwarded-For. That header is taken
// only from the gateway: the peer must be a trusted proxy address (TRUST_PROXY, Fastify's trustProxy) AND the request
// must carry the secret the gateway and the API share (GATEWAY_SECRET). Anything else on the same host (a script on
// loopback, another service) reaching the API directly cannot choose its address by sending the header.
import { timingSafeEqual } from 'node:crypto';
import fp from 'fastify-plugin';

/** The header the gateway proves itself with (api-gateway/src/proxy/api-proxy.ts sets it on every request). */
export const GATEWAY_SECRET_HEADER = 'x-gateway-secret';
const FORWARDING = ['x-forwarded-for', 'x-forwarded-proto', 'x-forwarded-host', 'forwarded', 'x-real-ip'] as const;

function sameSecret(sent: string | string[] | undefined, expected: Buffer): boolean {
  if (typeof sent !== 'string') return false;
  const given = Buffer.from(sent);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

export default fp(
  async (app) => {
    const expected = Buffer.from(app.config.gatewaySecret);
    app.addHook('onRequest', async (request) => {
      const headers = request.raw.headers;
      const fromGateway = sameSecret(headers[GATEWAY_SECRET_HEADER], expected);
      // The secret never goes further than here (handlers, logs).
      delete headers[GATEWAY_SECRET_HEADER];
      if (!fromGateway) for (const name of FORWARDING) delete headers[name];
    });
  },
  { name: 'client-ip' },
);
