import type { FastifyRequest } from 'fastify';

/** The site's own origin as the visitor reached it (X-Forwarded-* are honoured when the gateway trusts its proxy). */
export function originOf(request: FastifyRequest): string {
  return `${request.protocol}://${request.host}`;
}
