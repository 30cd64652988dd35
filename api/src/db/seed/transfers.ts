// Transfers: vehicles and the districts they serve, transfer towns and points of interest.
import { and, eq, gte, notInArray } from 'drizzle-orm';
import { lisbonToday } from '../../lib/lisbon-time';
import type { Tx } from '../client';
import * as t from '../schema';
import type { SeedCatalogue, SeedVehicle } from '../seed-data/types';
import { must, type Ids } from './util';

function vehicleValues(v: SeedVehicle, companyIds: Ids) {
  return {
    companyId: must(companyIds, v.company, 'company').id,
    name: v.name,
    carType: v.car_type,
    seats: v.seats,
    luggage: v.luggage,
    accessibility: v.accessibility,
    valueCents: v.value_cents,
    roundbackValueCents: v.roundback_value_cents,
    valueDiscountCents: v.value_discount_cents,
    babySeatsValueCents: v.baby_seats_value_cents,
    childSeatsValueCents: v.child_seats_value_cents,
    boosterSeatsValueCents: v.booster_seats_value_cents,
    freeCancelation: v.free_cancelation,
    freeCancelationPolicyHours: v.free_cancelation_policy_hours,
    status: v.status,
    units: v.units ?? 1,
    perKmCents: v.per_km_cents ?? null,
    minFareCents: v.min_fare_cents ?? 0,
  };
}

export async function seedVehicles(tx: Tx, catalogue: SeedCatalogue, companyIds: Ids): Promise<void> {
  for (const v of catalogue.vehicles) {
    const values = vehicleValues(v, companyIds);
    const [row] = await tx
      .insert(t.vehicles)
      .values(values)
      .onConflictDoUpdate({ target: [t.vehicles.companyId, t.vehicles.name], set: values })
      .returning({ id: t.vehicles.id });
    if (!row) throw new Error('seed: vehicle upsert returned nothing');
    await tx
      .delete(t.vehicleDistricts)
      .where(
        v.districts.length
          ? and(eq(t.vehicleDistricts.vehicleId, row.id), notInArray(t.vehicleDistricts.district, v.districts))
          : eq(t.vehicleDistricts.vehicleId, row.id),
      );
    for (const district of v.districts) {
      await tx.insert(t.vehicleDistricts).values({ vehicleId: row.id, district }).onConflictDoNothing();
    }
    await seedRoutePricing(tx, row.id, v);
  }
}

/** The vehicle's fixed prices as the seed says, and its blocked days counted from today (docs/adr/052). */
async function seedRoutePricing(tx: Tx, vehicleId: number, v: SeedVehicle): Promise<void> {
  // Rows the seed still names are kept as they are (a second seed changes nothing); others go, missing ones come.
  const wanted = (v.route_prices ?? []).map((r) => ({
    vehicleId,
    kind: r.kind,
    fromPlace: r.from,
    toPlace: r.to,
    oneWayCents: r.one_way_cents,
    roundTripCents: r.round_trip_cents,
  }));
  type Row = Omit<(typeof wanted)[number], 'kind'> & { kind: string };
  const same = (a: Row, b: Row) =>
    a.kind === b.kind &&
    a.fromPlace === b.fromPlace &&
    a.toPlace === b.toPlace &&
    a.oneWayCents === b.oneWayCents &&
    a.roundTripCents === b.roundTripCents;
  const existing = await tx.select().from(t.vehicleRoutePrices).where(eq(t.vehicleRoutePrices.vehicleId, vehicleId));
  for (const row of existing)
    if (!wanted.some((w) => same(w, row)))
      await tx.delete(t.vehicleRoutePrices).where(eq(t.vehicleRoutePrices.id, row.id));
  for (const w of wanted) if (!existing.some((row) => same(w, row))) await tx.insert(t.vehicleRoutePrices).values(w);
  const today = lisbonToday();
  await tx
    .delete(t.vehicleBlockedDates)
    .where(and(eq(t.vehicleBlockedDates.vehicleId, vehicleId), gte(t.vehicleBlockedDates.date, today)));
  for (const days of v.blocked_in_days ?? []) {
    const d = new Date(`${today}T12:00:00Z`);
    d.setUTCDate(d.getUTCDate() + days);
    await tx
      .insert(t.vehicleBlockedDates)
      .values({ vehicleId, date: d.toISOString().slice(0, 10) })
      .onConflictDoNothing();
  }
}

export async function seedTransferPlaces(tx: Tx, catalogue: SeedCatalogue): Promise<void> {
  for (const l of catalogue.transferLocations) {
    const values = {
      name: l.name,
      district: l.district,
      country: l.country,
      mapsId: l.maps_id,
      lat: l.lat,
      lng: l.lng,
    };
    await tx
      .insert(t.transferLocations)
      .values(values)
      .onConflictDoUpdate({ target: t.transferLocations.mapsId, set: values });
  }
  for (const p of catalogue.pointsOfInterest) {
    const values = {
      slug: p.slug,
      nameEn: p.name.en,
      namePt: p.name.pt,
      city: p.city,
      district: p.district,
      mapsId: p.maps_id,
      lat: p.lat,
      lng: p.lng,
    };
    await tx
      .insert(t.pointsOfInterest)
      .values(values)
      .onConflictDoUpdate({ target: t.pointsOfInterest.slug, set: values });
  }
}
