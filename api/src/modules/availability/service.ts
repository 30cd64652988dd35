// Service availability: the partner's rules and the public day-by-day read.
import type {
  AvailabilityRules,
  BulkCapacityBody,
  BulkCapacityResult,
  BulkClosureBody,
  BulkClosureResult,
  ClosureBody,
  ClosureResult,
  PartnerAvailability,
  PartnerAvailabilityDay,
  ServiceAvailability,
} from '@mp/shared/contracts';
import type { Db, Tx } from '../../db/client';
import { invalid, notFound, type MessageRef } from '../../lib/errors';
import { isCalendarDate, lisbonToday } from '../../lib/lisbon-time';
import type { TtlCache } from '../catalogue/cache';
import {
  blockedDates,
  blockedSlots,
  bookedBetween,
  calendarFacts,
  calendarServices,
  daysSoldOver,
  rulesById,
  rulesBySlug,
  saveClosedDates,
  saveRules,
  setDailyCapacity,
  setDatesClosed,
  setSlotsClosed,
  toRules,
  type CalendarServiceRow,
} from './repository';
import { datesBetween, dayAvailability, partnerDay, slotKey, unitPriceCents } from './rules';

/** Kinds whose times and places are not the weekly availability's. */
const OWN_PLACES = ['restaurant', 'event'];

/** The longest range one public read answers (two months). */
export const MAX_AVAILABILITY_DAYS = 62;

/** 422 with a field map unless from..to are real dates, in order, at most MAX_AVAILABILITY_DAYS apart. */
function checkRange(from: string, to: string): void {
  const errors: Record<string, MessageRef> = {};
  if (!isCalendarDate(from)) errors.from = { key: 'availability.dateInvalid' };
  if (!isCalendarDate(to)) errors.to = { key: 'availability.dateInvalid' };
  else if (!errors.from) {
    if (to < from) errors.to = { key: 'availability.toBeforeFrom' };
    else if (datesBetween(from, to).length > MAX_AVAILABILITY_DAYS)
      errors.to = { key: 'availability.rangeTooLong', params: { max: MAX_AVAILABILITY_DAYS } };
  }
  if (Object.keys(errors).length) throw invalid(errors);
}

/** The calendar days of some services from..to, keyed by service id. */
async function calendarDays(
  db: Db | Tx,
  services: readonly CalendarServiceRow[],
  from: string,
  to: string,
): Promise<Map<number, PartnerAvailabilityDay[]>> {
  const out = new Map<number, PartnerAvailabilityDay[]>();
  if (services.length === 0) return out;
  const facts = await calendarFacts(
    db,
    services.map((s) => s.id),
    from,
    to,
  );
  const dates = datesBetween(from, to);
  for (const service of services) {
    const rules = {
      ...toRules(
        service,
        facts.dates.filter((d) => d.service_id === service.id).map((d) => d.date),
      ),
      blockedSlots: new Set(
        facts.slots.filter((s) => s.service_id === service.id).map((s) => slotKey(s.date, s.start_time)),
      ),
    };
    const places = new Map(facts.places.filter((p) => p.service_id === service.id).map((p) => [p.date, p]));
    const sold = new Map<string, Map<string, number>>();
    for (const s of facts.sold.filter((x) => x.service_id === service.id)) {
      const byTime = sold.get(s.date) ?? new Map<string, number>();
      // A service without start times is booked at midnight: its places are the day's, not a time's.
      if (service.start_times.length > 0 || service.weekly?.some((w) => w.times.length > 0)) byTime.set(s.time, s.sold);
      sold.set(s.date, byTime);
    }
    out.set(
      service.id,
      dates.map((date) => partnerDay(rules, date, places.get(date), sold.get(date) ?? new Map())),
    );
  }
  return out;
}

/** Places booked in what a closure covers: the slot's own, or the whole day's. */
const bookedIn = (day: PartnerAvailabilityDay, time: string | null) =>
  time === null ? day.sold : (day.slots.find((s) => s.time === time)?.sold ?? 0);

export function createAvailabilityService(deps: { db: Db; cache: TtlCache; now?: () => Date }) {
  const { db, cache } = deps;
  const clock = deps.now ?? (() => new Date());

  return {
    /** `ownCarts`: the asking traveller's carts, whose checkout hold is theirs (shown as places they still have). */
    async publicDays(
      slug: string,
      from: string,
      to: string,
      ownCarts: readonly number[] = [],
    ): Promise<ServiceAvailability> {
      checkRange(from, to);
      const row = await rulesBySlug(db, slug);
      if (!row || row.status !== 'active') throw notFound('availability.serviceNotFound');
      const [blocked, slots, booked] = await Promise.all([
        blockedDates(db, row.id, from, to),
        blockedSlots(db, row.id, from, to),
        bookedBetween(db, row.id, from, to, ownCarts),
      ]);
      const rules = { ...toRules(row, blocked), blockedSlots: slots };
      const now = clock();
      const today = lisbonToday(now);
      const price = unitPriceCents({
        value_cents: row.value_cents,
        value_discount_cents: row.value_discount_cents,
        priceType: row.price_type === 'per_group' ? 'per_group' : 'per_person',
        maxCapacity: row.max_capacity,
        extraPrices: [],
      });
      return {
        service_id: row.id,
        days: datesBetween(from, to).map((date) => dayAvailability(rules, date, booked.get(date), today, now, price)),
      };
    },

    async rules(companyId: number, serviceId: number): Promise<AvailabilityRules> {
      const row = await rulesById(db, serviceId);
      if (!row || row.company_id !== companyId) throw notFound('dashboard.serviceNotFound');
      const blocked = await blockedDates(db, serviceId, lisbonToday(clock()));
      // Without rules a service is open every day at its start times: shown as such, so saving keeps it so.
      const weekly =
        row.weekly ?? [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({ weekday, times: [...row.start_times].sort() }));
      return {
        weekly,
        daily_capacity: row.daily_capacity,
        blocked_dates: blocked,
        cutoff_hours: row.cutoff_hours ?? 0,
      };
    },

    async save(companyId: number, serviceId: number, body: AvailabilityRules): Promise<AvailabilityRules> {
      const errors: Record<string, MessageRef> = {};
      const weekdays = body.weekly.map((w) => w.weekday);
      if (new Set(weekdays).size !== weekdays.length) errors.weekly = { key: 'availability.weekdayTwice' };
      body.blocked_dates.forEach((d, i) => {
        if (!isCalendarDate(d)) errors[`blocked_dates.${i}`] = { key: 'availability.dateInvalid' };
      });
      if (Object.keys(errors).length) throw invalid(errors);
      const row = await rulesById(db, serviceId);
      if (!row || row.company_id !== companyId) throw notFound('dashboard.serviceNotFound');
      // A restaurant's times and covers come from its table rules (ADR 044), an event's from its sessions (ADR 043):
      // of the weekly editor only its closed dates apply, so a daily capacity of 0 never empties their days.
      if (OWN_PLACES.includes(row.kind))
        await db.transaction((tx) => saveClosedDates(tx, serviceId, body.blocked_dates));
      else await db.transaction((tx) => saveRules(tx, serviceId, body, lisbonToday(clock())));
      cache.clear();
      return this.rules(companyId, serviceId);
    },

    /** The partner's calendar: per service, per day, the places and per start time what sold and what is closed. */
    async calendar(
      companyId: number,
      from: string,
      to: string,
      serviceId: number | undefined,
    ): Promise<PartnerAvailability> {
      checkRange(from, to);
      const services = await calendarServices(db, companyId, serviceId ? [serviceId] : null);
      if (serviceId && services.length === 0) throw notFound('dashboard.serviceNotFound');
      const days = await calendarDays(db, services, from, to);
      return {
        services: services.map((s) => ({
          service_id: s.id,
          name_en: s.name_en,
          name_pt: s.name_pt,
          days: days.get(s.id) ?? [],
        })),
      };
    },

    /** Closes or reopens one start time or one whole day of a service; bookings already made stand. */
    async setClosure(companyId: number, serviceId: number, body: ClosureBody): Promise<ClosureResult> {
      const { date, start_time: time, closed } = body;
      if (!isCalendarDate(date)) throw invalid({ date: 'availability.dateInvalid' });
      if (closed && date < lisbonToday(clock())) throw invalid({ date: 'availability.datePast' });
      const result = await db.transaction(async (tx) => {
        const [service] = await calendarServices(tx, companyId, [serviceId], true);
        if (!service) throw notFound('dashboard.serviceNotFound');
        const before = (await calendarDays(tx, [service], date, date)).get(service.id)![0]!;
        if (time !== null && closed && !before.slots.some((s) => s.time === time))
          throw invalid({ start_time: 'availability.timeNotOffered' });
        if (time === null) await setDatesClosed(tx, service.id, [date], closed);
        else await setSlotsClosed(tx, service.id, [date], time, closed);
        const after = (await calendarDays(tx, [service], date, date)).get(service.id)![0]!;
        return { service_id: service.id, booked_places: bookedIn(after, time), day: after };
      });
      cache.clear();
      return result;
    },

    /**
     * The same closure over several of the company's services and a range of dates, in one transaction: a service
     * that is not the company's (or not on the calendar) refuses the whole change. `preview` changes nothing.
     */
    async bulkClosure(companyId: number, body: BulkClosureBody): Promise<BulkClosureResult> {
      checkRange(body.from, body.to);
      if (body.closed && body.from < lisbonToday(clock())) throw invalid({ from: 'availability.datePast' });
      const ids = [...new Set(body.service_ids)].sort((a, b) => a - b);
      const time = body.start_time ?? null;
      const preview = body.preview === true;
      const result = await db.transaction(async (tx) => {
        const services = await calendarServices(tx, companyId, ids, !preview);
        if (services.length !== ids.length) throw notFound('dashboard.serviceNotFound');
        const days = await calendarDays(tx, services, body.from, body.to);
        const out: BulkClosureResult['services'] = [];
        for (const service of services) {
          const list = days.get(service.id) ?? [];
          // What changes: a day (or the start time on a day) that is not already as asked. Closing a start time
          // touches only the days it is scheduled on.
          const changing = list.filter((day) => {
            if (time === null)
              return body.closed ? day.closed_reason !== 'closed_date' : day.closed_reason === 'closed_date';
            const slot = day.slots.find((s) => s.time === time);
            if (body.closed) return !!slot && !slot.closed;
            return slot?.closed_reason === 'blocked_slot';
          });
          const dates = changing.map((d) => d.date);
          if (!preview) {
            if (time === null) await setDatesClosed(tx, service.id, dates, body.closed);
            else await setSlotsClosed(tx, service.id, dates, time, body.closed);
          }
          out.push({
            service_id: service.id,
            name_en: service.name_en,
            name_pt: service.name_pt,
            changes: dates.length,
            booked_places: body.closed ? changing.reduce((n, d) => n + bookedIn(d, time), 0) : 0,
          });
        }
        return { preview, services: out };
      });
      if (!preview) cache.clear();
      return result;
    },

    /**
     * The same places per day for several of the company's services, in one transaction (services locked in id
     * order): a service that is not the company's (or not on the calendar: events and restaurants have their own
     * places) refuses the whole change. `preview` changes nothing.
     */
    async bulkCapacity(companyId: number, body: BulkCapacityBody): Promise<BulkCapacityResult> {
      const ids = [...new Set(body.service_ids)].sort((a, b) => a - b);
      const preview = body.preview === true;
      const today = lisbonToday(clock());
      const result = await db.transaction(async (tx) => {
        const services = await calendarServices(tx, companyId, ids, !preview);
        if (services.length !== ids.length) throw notFound('dashboard.serviceNotFound');
        const over = await daysSoldOver(tx, ids, body.daily_capacity, today);
        if (!preview) for (const s of services) await setDailyCapacity(tx, s.id, body.daily_capacity, today);
        return {
          preview,
          services: services.map((s) => ({
            service_id: s.id,
            name_en: s.name_en,
            name_pt: s.name_pt,
            before: s.daily_capacity,
            after: body.daily_capacity,
            days_over: over.get(s.id) ?? 0,
          })),
        };
      });
      if (!preview) cache.clear();
      return result;
    },
  };
}
