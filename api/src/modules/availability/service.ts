// Service availability: the partner's rules and the public day-by-day read.
import type { AvailabilityRules, ServiceAvailability } from '@mp/shared/contracts';
import type { Db } from '../../db/client';
import { invalid, notFound, type MessageRef } from '../../lib/errors';
import { isCalendarDate, lisbonToday } from '../../lib/lisbon-time';
import type { TtlCache } from '../catalogue/cache';
import { blockedDates, bookedBetween, rulesById, rulesBySlug, saveClosedDates, saveRules, toRules } from './repository';

/** Kinds whose times and places are not the weekly availability's. */
const OWN_PLACES = ['restaurant', 'event'];
import { datesBetween, dayAvailability, unitPriceCents } from './rules';

/** The longest range one public read answers (two months). */
export const MAX_AVAILABILITY_DAYS = 62;

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
      const errors: Record<string, MessageRef> = {};
      if (!isCalendarDate(from)) errors.from = { key: 'availability.dateInvalid' };
      if (!isCalendarDate(to)) errors.to = { key: 'availability.dateInvalid' };
      else if (!errors.from) {
        const days = datesBetween(from, to).length;
        if (to < from) errors.to = { key: 'availability.toBeforeFrom' };
        else if (days > MAX_AVAILABILITY_DAYS)
          errors.to = { key: 'availability.rangeTooLong', params: { max: MAX_AVAILABILITY_DAYS } };
      }
      if (Object.keys(errors).length) throw invalid(errors);
      const row = await rulesBySlug(db, slug);
      if (!row || row.status !== 'active') throw notFound('availability.serviceNotFound');
      const [blocked, booked] = await Promise.all([
        blockedDates(db, row.id, from, to),
        bookedBetween(db, row.id, from, to, ownCarts),
      ]);
      const rules = toRules(row, blocked);
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
  };
}
