// A transfer partner's vehicles (spec §7 supplier dashboard), behind the team-access hook (`vehicles`).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ok } from '../../lib/wire';
import { partnerOf, requirePartnerAccess } from '../team/access';
import {
  vehiclePricePreviewSchema,
  vehiclePricingSchema,
  vehiclePricingUpdateSchema,
  vehicleCreateSchema,
  vehicleSchema,
  vehiclesBulkSchema,
  vehiclesListSchema,
  vehicleUpdateSchema,
} from './schemas';
import { createVehiclesService } from './service';
import { TransferPlaces } from '../transfers/service';

// Vehicles are sold as transfers: a company without the transfers module has none to keep.
const VEHICLES = {
  roles: ['SUPPLIER'] as const,
  teamPermission: 'vehicles' as const,
  companyModule: 'transfers' as const,
};

const vehicleRoutes: FastifyPluginAsyncTypebox = async (app) => {
  requirePartnerAccess(app);
  // The fixed list of places changes only with a new seed: shared with the transfer routes through the catalogue cache.
  const places = () => app.catalogueCache.get('transfer-places', () => TransferPlaces.load(app.db));
  const vehicles = createVehiclesService({ db: app.db, cache: app.catalogueCache, places });
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
  app.get('/api/dashboard/vehicles/:id/pricing', { schema: vehiclePricingSchema, config: VEHICLES }, async (request) =>
    ok(await vehicles.pricing(partnerOf(request).companyId, request.params.id)),
  );
  app.post(
    '/api/dashboard/vehicles/:id/pricing',
    { schema: vehiclePricingUpdateSchema, config: VEHICLES },
    async (request) => ok(await vehicles.updatePricing(partnerOf(request).companyId, request.params.id, request.body)),
  );
  app.get(
    '/api/dashboard/vehicles/:id/price-preview',
    { schema: vehiclePricePreviewSchema, config: VEHICLES },
    async (request) => ok(await vehicles.preview(partnerOf(request).companyId, request.params.id, request.query)),
  );
};

export default vehicleRoutes;
