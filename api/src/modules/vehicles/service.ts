// A transfer partner's vehicles: lists by status, create, edit, bulk (de)activation. Transfer offers and
// cart pricing read the vehicles table directly, so a change applies at once; the public answer cache is cleared.
import type {
  DashboardVehicle,
  DashboardVehiclesQuery,
  PageOf,
  VehicleBody,
  VehiclesBulkUpdateBody,
} from '@mp/shared/contracts';
import type { Db } from '../../db/client';
import { invalid, notFound, type MessageRef } from '../../lib/errors';
import { page } from '../../lib/wire';
import type { TtlCache } from '../catalogue/cache';
import {
  bulkStatus,
  insertVehicle,
  listVehicles,
  nameTaken,
  replaceDistricts,
  updateVehicle,
  vehicleOf,
} from './repository';

export function createVehiclesService(deps: { db: Db; cache: TtlCache }) {
  const { db, cache } = deps;

  async function check(companyId: number, b: VehicleBody, id: number | null): Promise<void> {
    const errors: Record<string, MessageRef> = {};
    if (await nameTaken(db, companyId, b.name, id)) errors.name = { key: 'vehicles.nameTaken' };
    if (b.value_discount_cents > 0 && b.value_discount_cents >= b.value_cents)
      errors.value_discount_cents = { key: 'dashboard.discountBelowPrice' };
    if (b.roundback_value_cents > 0 && b.roundback_value_cents < b.value_cents)
      errors.roundback_value_cents = { key: 'vehicles.roundbackBelowOneWay' };
    if (Object.keys(errors).length) throw invalid(errors);
  }

  async function get(companyId: number, id: number): Promise<DashboardVehicle> {
    const v = await vehicleOf(db, companyId, id);
    if (!v) throw notFound('vehicles.notFound');
    return v;
  }

  return {
    get,
    async list(companyId: number, q: DashboardVehiclesQuery, url: string): Promise<PageOf<DashboardVehicle>> {
      const req = { page: q.page ?? 1, perPage: q.per_page ?? 15 };
      const { total, list } = await listVehicles(
        db,
        companyId,
        q.vehicle_status,
        req.perPage,
        (req.page - 1) * req.perPage,
      );
      return page(url, req, total, list);
    },
    async create(companyId: number, b: VehicleBody): Promise<DashboardVehicle> {
      await check(companyId, b, null);
      const id = await db.transaction(async (tx) => {
        const made = await insertVehicle(tx, companyId, b);
        await replaceDistricts(tx, made, b.districts);
        return made;
      });
      cache.clear();
      return get(companyId, id);
    },
    async update(companyId: number, id: number, b: VehicleBody): Promise<DashboardVehicle> {
      await get(companyId, id);
      await check(companyId, b, id);
      await db.transaction(async (tx) => {
        if (!(await updateVehicle(tx, companyId, id, b))) throw notFound('vehicles.notFound');
        await replaceDistricts(tx, id, b.districts);
      });
      cache.clear();
      return get(companyId, id);
    },
    async bulk(companyId: number, b: VehiclesBulkUpdateBody): Promise<{ updated: number }> {
      const ids = [...new Set(b.ids)].sort((x, y) => x - y);
      const updated = await db.transaction((tx) =>
        bulkStatus(tx, companyId, ids, b.action === 'activate' ? 'active' : 'inactive'),
      );
      if (updated < 0) throw notFound('vehicles.notFound');
      cache.clear();
      return { updated };
    },
  };
}
