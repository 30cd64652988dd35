// A transfer partner's vehicles: lists by status, create, edit, bulk (de)activation. Transfer offers and
// cart pricing read the vehicles table directly, so a change applies at once; the public answer cache is cleared.
import type {
  DashboardVehicle,
  DashboardVehiclesQuery,
  PageOf,
  VehicleBody,
  VehiclesBulkUpdateBody,
  VehiclePricePreview,
  VehiclePricePreviewQuery,
  VehiclePricing,
  VehiclePricingBody,
} from '@mp/shared/contracts';
import { isCalendarDate, lisbonToday } from '../../lib/lisbon-time';
import { priceTransfer } from '../transfers/pricing';
import type { TransferPlaces } from '../transfers/service';
import type { Db } from '../../db/client';
import { invalid, notFound, type MessageRef } from '../../lib/errors';
import { page } from '../../lib/wire';
import type { TtlCache } from '../catalogue/cache';
import {
  bulkStatus,
  insertVehicle,
  listVehicles,
  nameTaken,
  pricedVehicleOf,
  pricingOf,
  replaceDistricts,
  replacePricing,
  updateVehicle,
  vehicleOf,
} from './repository';

/** How far ahead a vehicle's day can be blocked. */
const MAX_BLOCK_DAYS = 730;

export function createVehiclesService(deps: { db: Db; cache: TtlCache; places: () => Promise<TransferPlaces> }) {
  const { db, cache } = deps;

  /**
   * The pricing as it will be stored: places as their maps ids, blocked days from today on, sorted and once each.
   * Bad input is a 422 field map (`route_prices.2.to_place`, `blocked_dates.0`).
   */
  async function checkPricing(b: VehiclePricingBody): Promise<VehiclePricing> {
    const places = await deps.places();
    const districts = new Set(places.list('en').map((p) => p.district));
    const errors: Record<string, MessageRef> = {};
    const seen = new Set<string>();
    const routes = b.route_prices.map((r, i) => {
      const field = `route_prices.${i}`;
      let from = r.from_place.trim();
      let to = r.to_place.trim();
      if (r.kind === 'route') {
        const a = places.resolve(from, 'en');
        const z = places.resolve(to, 'en');
        if (!a) errors[`${field}.from_place`] = { key: 'vehicles.unknownPlace' };
        if (!z) errors[`${field}.to_place`] = { key: 'vehicles.unknownPlace' };
        from = a?.mapsId ?? from;
        to = z?.mapsId ?? to;
        if (a && z && from === to) errors[`${field}.to_place`] = { key: 'vehicles.samePlace' };
      } else {
        if (!districts.has(from)) errors[`${field}.from_place`] = { key: 'vehicles.unknownDistrict' };
        if (!districts.has(to)) errors[`${field}.to_place`] = { key: 'vehicles.unknownDistrict' };
      }
      if (r.round_trip_cents !== null && r.round_trip_cents < r.one_way_cents)
        errors[`${field}.round_trip_cents`] = { key: 'vehicles.roundbackBelowOneWay' };
      const pair = `${r.kind}|${[from, to].sort().join('|')}`;
      if (seen.has(pair)) errors[`${field}.to_place`] ??= { key: 'vehicles.duplicateRoute' };
      seen.add(pair);
      return { ...r, from_place: from, to_place: to };
    });
    const today = lisbonToday();
    const last = new Date(`${today}T12:00:00Z`);
    last.setUTCDate(last.getUTCDate() + MAX_BLOCK_DAYS);
    const lastDay = last.toISOString().slice(0, 10);
    b.blocked_dates.forEach((d, i) => {
      if (!isCalendarDate(d)) errors[`blocked_dates.${i}`] = { key: 'validation.date' };
      else if (d > lastDay) errors[`blocked_dates.${i}`] = { key: 'vehicles.dateTooFar' };
    });
    if (Object.keys(errors).length) throw invalid(errors);
    return {
      units: b.units,
      per_km_cents: b.per_km_cents,
      min_fare_cents: b.min_fare_cents,
      route_prices: routes,
      // A day already past cannot be sold any more: it is not kept.
      blocked_dates: [...new Set(b.blocked_dates.filter((d) => d >= today))].sort(),
    };
  }

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

  async function pricing(companyId: number, id: number): Promise<VehiclePricing> {
    const found = await pricingOf(db, companyId, id);
    if (!found) throw notFound('vehicles.notFound');
    return found;
  }

  return {
    get,
    pricing,
    async updatePricing(companyId: number, id: number, b: VehiclePricingBody): Promise<VehiclePricing> {
      await pricing(companyId, id);
      const clean = await checkPricing(b);
      const done = await db.transaction((tx) => replacePricing(tx, companyId, id, clean));
      if (!done) throw notFound('vehicles.notFound');
      cache.clear();
      return pricing(companyId, id);
    },
    /** What the vehicle charges between two places of the fixed list, by the same function as the offers and cart. */
    async preview(companyId: number, id: number, q: VehiclePricePreviewQuery): Promise<VehiclePricePreview> {
      const vehicle = await pricedVehicleOf(db, companyId, id);
      if (!vehicle) throw notFound('vehicles.notFound');
      const places = await deps.places();
      const pickup = places.resolve(q.from, 'en');
      const dropOff = places.resolve(q.to, 'en');
      const errors: Record<string, MessageRef> = {};
      if (!pickup) errors.from = { key: 'vehicles.unknownPlace' };
      if (!dropOff) errors.to = { key: 'vehicles.unknownPlace' };
      if (pickup && dropOff && pickup.mapsId === dropOff.mapsId) errors.to = { key: 'vehicles.samePlace' };
      if (Object.keys(errors).length || !pickup || !dropOff) throw invalid(errors);
      const seats = { babySeats: 0, childSeats: 0, boosterSeats: 0, isRoundtrip: false };
      const price = priceTransfer(vehicle, seats, { pickup, dropOff });
      return {
        one_way_price_cents: price.one_way_price_cents,
        round_trip_price_cents: price.round_trip_price_cents,
        price_rule: price.price_rule,
        distance_km: price.distance_km,
      };
    },
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
