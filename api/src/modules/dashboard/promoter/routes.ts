// GET and POST /api/dashboard/promo-code-requests: the partner's promo code requests. Registered inside the dashboard
// plugin, behind its team-access hook (members whose role allows `services`); every statement is scoped to the company.
import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { ok } from '../../../lib/wire';
import { partnerOf } from '../../team/access';
import { promoRequestCreateSchema, promoRequestsListSchema } from './schemas';
import { createPromoRequest, listPromoRequests } from './service';

export function promoterRoutes(app: FastifyInstance): void {
  const r = app.withTypeProvider<TypeBoxTypeProvider>();
  const config = { roles: ['SUPPLIER'] as ['SUPPLIER'], teamPermission: 'services' as const };
  r.get('/api/dashboard/promo-code-requests', { schema: promoRequestsListSchema, config }, async (request) =>
    ok(await listPromoRequests(app.db, partnerOf(request).companyId, request.query, request.url, request.locale)),
  );
  r.post('/api/dashboard/promo-code-requests', { schema: promoRequestCreateSchema, config }, async (request, reply) =>
    reply.code(201).send(ok(await createPromoRequest(app.db, partnerOf(request), request.body, request.locale))),
  );
}
