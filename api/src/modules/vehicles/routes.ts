// A transfer partner's vehicles (spec §7 supplier dashboard), behind the team-access hook (`vehicles`).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ok } from '../../lib/wire';
import { partnerOf, requirePartnerAccess } from '../team/access';
import {
  vehicleCreateSchema,
  vehicleSchema,
  vehiclesBulkSchema,
  vehiclesListSchema,
  vehicleUpdateSchema,
} from './schemas';
import { createVehiclesService } from './service';

const VEHICLES = { roles: ['SUPPLIER'] as const, teamPermission: 'vehicles' as const };

const vehicleRoutes: FastifyPluginAsyncTypebox = async (app) => {
  requirePartnerAccess(app);
  const vehicles = createVehiclesService({ db: app.db, cache: app.catalogueCache });
  app.get('/api/dashboard/vehicles', { schema: vehiclesListSchema, config: VEHICLES }, async (request) =>
    ok(await vehicles.list(partnerOf(request).companyId, request.query, request.url)),
  );
  app.post('/api/dashboard/vehicles', { schema: vehicleCreateSchema, config: VEHICLES }, async (request) =>
    ok(await vehicles.create(partnerOf(request).companyId, request.body)),
  );
  app.post('/api/dashboard/vehicles/bulk-update', { schema: vehiclesBulkSchema, config: VEHICLES }, async (request) =>
    ok(await vehicles.bulk(partnerOf(request).companyId, request.body)),
  );
  app.get('/api/dashboard/vehicles/:id', { schema: vehicleSchema, config: VEHICLES }, async (request) =>
    ok(await vehicles.get(partnerOf(request).companyId, request.params.id)),
  );
  app.post('/api/dashboard/vehicles/:id', { schema: vehicleUpdateSchema, config: VEHICLES }, async (request) =>
    ok(await vehicles.update(partnerOf(request).companyId, request.params.id, request.body)),
  );
};

export default vehicleRoutes;
