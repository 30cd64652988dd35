// The dashboard home's figures (issue 13 §2): service views per day and revenue this month vs last.
import { sql } from 'drizzle-orm';
import type { DashboardRevenue, ServiceViews } from '@mp/shared/contracts';
import type { Conn } from '../cart/sql';
import { one, rows } from '../cart/sql';
import { lisbonToday } from '../../lib/lisbon-time';
import { datesBetween } from '../availability/rules';

export async function serviceViews(db: Conn, companyId: number, days: number, now = new Date()): Promise<ServiceViews> {
  const to = lisbonToday(now);
  const start = new Date(`${to}T12:00:00Z`);
  start.setUTCDate(start.getUTCDate() - (days - 1));
  const from = start.toISOString().slice(0, 10);
  const counted = await rows<{ date: string; views: number }>(
    db,
    sql`select to_char((v.viewed_at at time zone 'Europe/Lisbon')::date, 'YYYY-MM-DD') as date, count(*)::int as views
          from service_views v join services s on s.id = v.service_id
         where s.company_id = ${companyId} and v.viewed_at >= (${from}::date::timestamp at time zone 'Europe/Lisbon')
         group by 1`,
  );
  const byDate = new Map(counted.map((c) => [c.date, c.views]));
  const list = datesBetween(from, to).map((date) => ({ date, views: byDate.get(date) ?? 0 }));
  return { total: list.reduce((s, d) => s + d.views, 0), days: list };
}

/** Items paid for (pending, accepted or completed) by the month they were booked in, Lisbon time. */
export async function revenue(db: Conn, companyId: number, now = new Date()): Promise<DashboardRevenue> {
  const today = lisbonToday(now);
  const thisMonth = `${today.slice(0, 7)}-01`;
  const r = await one<{ this_month: number; last_month: number }>(
    db,
    sql`with m as (select ${thisMonth}::date as this_start, (${thisMonth}::date - interval '1 month')::date as last_start)
        select coalesce(sum(case when (bi.created_at at time zone 'Europe/Lisbon')::date >= m.this_start then bi.value_cents - bi.discount_cents end), 0)::int as this_month,
               coalesce(sum(case when (bi.created_at at time zone 'Europe/Lisbon')::date < m.this_start then bi.value_cents - bi.discount_cents end), 0)::int as last_month
          from booking_items bi, m
         where bi.company_id = ${companyId} and bi.status in ('pending', 'confirmed', 'completed')
           and bi.created_at >= (m.last_start::timestamp at time zone 'Europe/Lisbon')`,
  );
  return { this_month_cents: r?.this_month ?? 0, last_month_cents: r?.last_month ?? 0, currency: 'EUR' };
}
