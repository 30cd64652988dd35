// Back-office sales and dashboards (daily aggregates, ADR 014; spec §7 api/super/sales*, api/super/dash/*). Money in
// cents. Commission is the platform's share at the partner's current rate; partner net is the charge minus it.
import { Type, type Static } from '@sinclair/typebox';
import { Cents, ImpersonateField, UserType } from './common';

const Day = Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$', description: 'YYYY-MM-DD (Lisbon)' });
const Method = Type.String({ maxLength: 20 });

export const SalesQuery = Type.Object({
  page: Type.Optional(Type.Integer({ minimum: 1, default: 1 })),
  per_page: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 15 })),
  from: Type.Optional(Day),
  to: Type.Optional(Day),
  company_id: Type.Optional(Type.Integer({ minimum: 1 })),
  service_id: Type.Optional(Type.Integer({ minimum: 1 })),
  /** A booking item status (pending, confirmed, completed, declined, cancelled). */
  status: Type.Optional(Type.String({ maxLength: 20 })),
  payment_method: Type.Optional(Method),
  sort: Type.Optional(
    Type.Union([Type.Literal('paid_at'), Type.Literal('-paid_at'), Type.Literal('total'), Type.Literal('-total')]),
  ),
  impersonate_id: ImpersonateField,
});
export type SalesQuery = Static<typeof SalesQuery>;

export const SuperSale = Type.Object({
  id: Type.Integer({ description: 'booking item id' }),
  booking_id: Type.Integer(),
  reference: Type.String(),
  paid_at: Type.String({ format: 'date-time' }),
  /** `user_type`: the buyer's account kind (a partner or an affiliate may book too); a customer's page is CLIENT's. */
  customer: Type.Object({
    id: Type.Integer(),
    name: Type.String(),
    email: Type.String(),
    user_type: Type.Optional(UserType),
  }),
  partner: Type.Object({ id: Type.Integer(), name: Type.String() }),
  service: Type.Object({ id: Type.Union([Type.Integer(), Type.Null()]), name: Type.String() }),
  /** The item's status; `cancelled_kept` for one the customer cancelled too late for a refund (its charge is kept). */
  status: Type.String(),
  payment_method: Type.String(),
  quantity: Type.Integer(),
  value_cents: Cents,
  discount_cents: Cents,
  total_cents: Cents,
  refunded_cents: Type.Integer({
    minimum: 0,
    description: 'what partial refunds gave back of total_cents (the item stays as it is)',
  }),
  commission_cents: Cents,
  partner_net_cents: Cents,
});
export type SuperSale = Static<typeof SuperSale>;

/**
 * The figures of docs/money-figures.md: booked (every sold item), cancelled (declined or cancelled), pending (waiting for
 * the partner's answer), net = booked − cancelled − pending (accepted, completed, or cancelled late with its charge kept); commission on the net only.
 */
export const SalesTotal = Type.Object({
  items: Type.Integer({ description: 'items booked' }),
  value_cents: Cents,
  discount_cents: Cents,
  total_cents: Cents,
  cancelled_items: Type.Integer({ description: 'items declined or cancelled' }),
  cancelled_cents: Cents,
  pending_items: Type.Integer({ description: 'items waiting for the partner’s answer' }),
  pending_cents: Cents,
  net_items: Type.Integer({
    description:
      'items kept (accepted, completed, or cancelled late with the charge kept): booked − cancelled − pending',
  }),
  net_cents: Cents,
  commission_cents: Cents,
  partner_net_cents: Cents,
});
export type SalesTotal = Static<typeof SalesTotal>;

export const DashQuery = Type.Object({
  from: Type.Optional(Day),
  to: Type.Optional(Day),
  impersonate_id: ImpersonateField,
});
export type DashQuery = Static<typeof DashQuery>;

/** revenue = the net of docs/money-figures.md (booked − cancelled − pending), items = the items kept, commission on the net. */
export const RevenueDay = Type.Object({
  day: Day,
  revenue_cents: Cents,
  commission_cents: Cents,
  items: Type.Integer(),
});
export type RevenueDay = Static<typeof RevenueDay>;
const RevenueTotals = Type.Object({
  revenue_cents: Cents,
  commission_cents: Cents,
  items: Type.Integer(),
  refunded_cents: Cents,
  pending_cents: Cents,
  booked_cents: Cents,
});

export const DashRevenue = Type.Object({
  from: Day,
  to: Day,
  previous_from: Day,
  previous_to: Day,
  /** One entry per day of the range; the previous period has as many days, ending the day before `from`. */
  current: Type.Array(RevenueDay),
  previous: Type.Array(RevenueDay),
  totals: Type.Object({ current: RevenueTotals, previous: RevenueTotals }),
  top_services: Type.Array(Type.Object({ id: Type.Integer(), name: Type.String(), revenue_cents: Cents })),
  top_partners: Type.Array(Type.Object({ id: Type.Integer(), name: Type.String(), revenue_cents: Cents })),
});
export type DashRevenue = Static<typeof DashRevenue>;

export const ViewsDay = Type.Object({ day: Day, views: Type.Integer() });
export const DashServiceViews = Type.Object({
  from: Day,
  to: Day,
  previous_from: Day,
  previous_to: Day,
  current: Type.Array(ViewsDay),
  previous: Type.Array(ViewsDay),
  totals: Type.Object({ current: Type.Integer(), previous: Type.Integer() }),
  top_services: Type.Array(Type.Object({ id: Type.Integer(), name: Type.String(), views: Type.Integer() })),
});
export type DashServiceViews = Static<typeof DashServiceViews>;

/** A name for a sales filter: the partners or the services whose name holds `search` (the first ones without it). */
export const SalesNamesQuery = Type.Object({
  of: Type.Union([Type.Literal('partners'), Type.Literal('services')]),
  search: Type.Optional(Type.String({ maxLength: 100 })),
  impersonate_id: ImpersonateField,
});
export type SalesNamesQuery = Static<typeof SalesNamesQuery>;
