// The partner dashboard's calls (spec §7 supplier dashboard): team access, services lists and edits.
import { Type, type Static, type TSchema } from '@sinclair/typebox';
import { Cents, GeoPoint, ImpersonateField, Page } from './common';
import { BookingItem } from './bookings';
import { ExtraPrice, PriceType, ServiceAnnotations, ServiceConfirmation, ServiceKind } from './catalogue';
import { CarType, PriceRule } from './transfers';
import { CompanyModules } from './user';

const Nullable = <T extends TSchema>(t: T) => Type.Union([t, Type.Null()]);

/** What a team role may do in its company's dashboard; a company owner may do all of it. */
export const TeamPermission = Type.Union([
  Type.Literal('services'),
  Type.Literal('vehicles'),
  Type.Literal('bookings'),
  Type.Literal('sales'),
  Type.Literal('team'),
  Type.Literal('company'),
]);
export type TeamPermission = Static<typeof TeamPermission>;
export const TEAM_PERMISSIONS: readonly TeamPermission[] = [
  'services',
  'vehicles',
  'bookings',
  'sales',
  'team',
  'company',
];

/** GET /api/roles: each role a partner can give a team member, with what it allows. */
export const TeamRole = Type.Object({
  id: Type.Integer(),
  role_name: Type.String(),
  description: Type.String(),
  permissions: Type.Array(TeamPermission),
});
export type TeamRole = Static<typeof TeamRole>;

/** GET /api/dashboard/access: the signed-in partner's company and what they may do there (the menu follows it). */
export const DashboardAccess = Type.Object({
  company_id: Type.Integer(),
  owner: Type.Boolean(),
  role: Nullable(Type.String()),
  permissions: Type.Array(TeamPermission),
  /** The company's modules: the menu offers vehicles only to a company with transfers (optional for older APIs). */
  modules: Type.Optional(CompanyModules),
});
export type DashboardAccess = Static<typeof DashboardAccess>;

/** The four spec §2 service previews: the three statuses, and the promoted ones (any status). */
export const DashboardServiceList = Type.Union([
  Type.Literal('active'),
  Type.Literal('inactive'),
  Type.Literal('draft'),
  Type.Literal('promoted'),
]);
export type DashboardServiceList = Static<typeof DashboardServiceList>;

export const DashboardServiceStatus = Type.Union([
  Type.Literal('active'),
  Type.Literal('inactive'),
  Type.Literal('draft'),
]);
export type DashboardServiceStatus = Static<typeof DashboardServiceStatus>;

export const DashboardServicesQuery = Type.Object({
  status: Type.Optional(DashboardServiceList),
  /** Text in either language's name. */
  q: Type.Optional(Type.String({ maxLength: 100 })),
  sort: Type.Optional(
    Type.Union([Type.Literal('name'), Type.Literal('price'), Type.Literal('created_at'), Type.Literal('status')], {
      default: 'created_at',
    }),
  ),
  order: Type.Optional(Type.Union([Type.Literal('asc'), Type.Literal('desc')], { default: 'desc' })),
  page: Type.Optional(Type.Integer({ minimum: 1, default: 1 })),
  per_page: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 15 })),
});
export type DashboardServicesQuery = Static<typeof DashboardServicesQuery>;

export const DashboardServiceRow = Type.Object({
  id: Type.Integer(),
  slug: Type.String(),
  name: Type.String(),
  kind: ServiceKind,
  status: DashboardServiceStatus,
  promoted: Type.Boolean(),
  value_cents: Cents,
  value_discount_cents: Cents,
  image_url: Nullable(Type.String()),
  /** Who confirms its bookings (docs/adr/049); optional for answers made before the setting. */
  confirmation: Type.Optional(ServiceConfirmation),
  created_at: Type.String({ format: 'date-time' }),
});
export type DashboardServiceRow = Static<typeof DashboardServiceRow>;

export const DashboardServiceIdParams = Type.Object({ id: Type.Integer({ minimum: 1 }) });
export type DashboardServiceIdParams = Static<typeof DashboardServiceIdParams>;

/** POST /api/dashboard/services/{id}/status */
export const ServiceStatusBody = Type.Object({
  service_status: DashboardServiceStatus,
  impersonate_id: ImpersonateField,
});
export type ServiceStatusBody = Static<typeof ServiceStatusBody>;

/** POST /api/dashboard/services/bulk-update: one action over many services of the company, all or nothing. */
export const ServicesBulkUpdateBody = Type.Object({
  ids: Type.Array(Type.Integer({ minimum: 1 }), { minItems: 1, maxItems: 200 }),
  action: Type.Union([Type.Literal('activate'), Type.Literal('deactivate'), Type.Literal('change_price')]),
  /** change_price only, or `percent`: the new list price (0.01 € to 9,999,999.99 €; the server names the limits). */
  value_cents: Type.Optional(Type.Integer()),
  /** change_price only, or `value_cents`: raise (+) or lower (−) every list price by this percentage (−90 to +500). */
  percent: Type.Optional(Type.Number()),
  /** change_price only: an existing discount stays the same percentage off the new list price, or is removed. */
  discount: Type.Optional(Type.Union([Type.Literal('keep_percent'), Type.Literal('remove')])),
  /** change_price only: answer the changes without making them; the same body without it makes exactly those. */
  preview: Type.Optional(Type.Boolean()),
  impersonate_id: ImpersonateField,
});
export type ServicesBulkUpdateBody = Static<typeof ServicesBulkUpdateBody>;

const ServicePrices = Type.Object({
  value_cents: Cents,
  value_discount_cents: Cents,
  /** The child band's price (docs/adr/023); null: the service has none. */
  child_value_cents: Type.Union([Cents, Type.Null()]),
  /** The prices of larger groups (spec §5 extra prices), by the group size each is for. */
  tiers: Type.Array(Type.Object({ max_capacity: Type.Integer({ minimum: 1 }), value_cents: Cents })),
});
/**
 * One service's prices before and after a bulk price change; a discount of 0 is none. The child and larger-group prices
 * move by the same share as the list price, so a service's prices keep their order.
 */
export const ServicePriceChange = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  price_type: PriceType,
  before: ServicePrices,
  after: ServicePrices,
});
export type ServicePriceChange = Static<typeof ServicePriceChange>;

export const ServicesBulkUpdateResult = Type.Object({
  /** 0 for a preview. */
  updated: Type.Integer({ minimum: 0 }),
  /** change_price only: every service's prices, in the order of `ids`. */
  changes: Type.Optional(Type.Array(ServicePriceChange)),
});
export type ServicesBulkUpdateResult = Static<typeof ServicesBulkUpdateResult>;

const Localised = Type.Object({ en: Type.String({ maxLength: 200 }), pt: Type.String({ maxLength: 200 }) });

/** GET /api/dashboard/services/{id}: every editable spec §3 field, both languages. */
/** One photo of a service as the editor shows it: its file, and the alt text in each language ('' when none). */
export const DashboardServicePhoto = Type.Object({
  id: Type.Integer(),
  url: Type.String(),
  alt: Type.Object({ en: Type.String(), pt: Type.String() }),
});
export type DashboardServicePhoto = Static<typeof DashboardServicePhoto>;

export const DashboardServiceDetail = Type.Object({
  id: Type.Integer(),
  slug: Type.String(),
  kind: ServiceKind,
  status: DashboardServiceStatus,
  promoted: Type.Boolean(),
  category_id: Type.Integer(),
  city_id: Nullable(Type.Integer()),
  /** The category's and the city's slugs: the values of the service form's options. */
  category: Type.String(),
  city: Nullable(Type.String()),
  name: Localised,
  short_description: Type.Object({ en: Type.String(), pt: Type.String() }),
  description: Type.Object({ en: Type.String(), pt: Type.String() }),
  annotations: ServiceAnnotations,
  languages: Type.Array(Type.String()),
  priceType: PriceType,
  maxCapacity: Type.Integer(),
  value_cents: Cents,
  value_discount_cents: Cents,
  extraPrices: Type.Array(ExtraPrice),
  duration: Type.Integer(),
  age_start: Type.Integer(),
  age_end: Type.Integer(),
  /** The child band (docs/adr/023): what a child pays and the age children are priced up to; both null: one price for all. */
  child_value_cents: Nullable(Cents),
  child_age_end: Nullable(Type.Integer()),
  /** Whether children may book without an adult. */
  children_alone: Type.Boolean(),
  /** Where the customer meets the partner, in both languages; null: none given. */
  meeting_point: Nullable(Type.Object({ en: Type.String(), pt: Type.String() })),
  /** Where the meeting point is on a map; null: not given. */
  meeting_position: Nullable(GeoPoint),
  image_urls: Type.Array(Type.String()),
  /** The photos in the storefront's order, each with its description for screen readers in both languages. */
  photos: Type.Array(DashboardServicePhoto),
  /** Places sold per day and the start times, as the service form set them. */
  daily_capacity: Type.Integer(),
  start_times: Type.Array(Type.String()),
  /** The service form's required fields still unanswered (a draft resumes at the first step holding one). */
  missing: Type.Array(Type.String()),
  /**
   * Who confirms its bookings (docs/adr/049): the partner, or `instant` on payment. A restaurant's tables follow its
   * table rules and an event's tickets are always confirmed on payment, so those two kinds do not edit it here.
   */
  confirmation: ServiceConfirmation,
});
export type DashboardServiceDetail = Static<typeof DashboardServiceDetail>;

/** POST /api/dashboard/services/{id}/photos/arrange: the photos kept, in order, with their alt text; the others go. */
export const ServicePhotosArrangeBody = Type.Object({
  photos: Type.Array(
    Type.Object({
      id: Type.Integer({ minimum: 1, maximum: 2_147_483_647 }),
      alt_en: Type.String({ maxLength: 1000 }),
      alt_pt: Type.String({ maxLength: 1000 }),
    }),
    { maxItems: 50 },
  ),
  impersonate_id: ImpersonateField,
});
export type ServicePhotosArrangeBody = Static<typeof ServicePhotosArrangeBody>;

/** POST /api/dashboard/services/{id}/photos (multipart): pictures added after the service's own, as `pictures[]`. */
export const ServicePhotosAddBody = Type.Object({ impersonate_id: ImpersonateField }, { additionalProperties: true });
export type ServicePhotosAddBody = Static<typeof ServicePhotosAddBody>;

/** An integer or null (null clears: the API keeps a null as null, api/src/lib/nullable-scalars.ts). */
const IntegerOrNull = (limits: { minimum: number; maximum: number }) => Type.Union([Type.Integer(limits), Type.Null()]);

/** POST /api/dashboard/services/{id}: the fields sent change; the others stay. */
export const DashboardServiceUpdateBody = Type.Object({
  name_en: Type.Optional(Type.String({ minLength: 1, maxLength: 200 })),
  name_pt: Type.Optional(Type.String({ minLength: 1, maxLength: 200 })),
  short_description_en: Type.Optional(Type.String({ maxLength: 500 })),
  short_description_pt: Type.Optional(Type.String({ maxLength: 500 })),
  description_en: Type.Optional(Type.String({ maxLength: 10000 })),
  description_pt: Type.Optional(Type.String({ maxLength: 10000 })),
  annotations: Type.Optional(ServiceAnnotations),
  languages: Type.Optional(Type.Array(Type.String({ minLength: 2, maxLength: 5 }), { maxItems: 20 })),
  priceType: Type.Optional(PriceType),
  maxCapacity: Type.Optional(Type.Integer({ minimum: 1, maximum: 10000 })),
  value_cents: Type.Optional(Type.Integer({ minimum: 0, maximum: 100_000_000 })),
  value_discount_cents: Type.Optional(Type.Integer({ minimum: 0, maximum: 100_000_000 })),
  extraPrices: Type.Optional(Type.Array(ExtraPrice, { maxItems: 20 })),
  duration: Type.Optional(Type.Integer({ minimum: 0, maximum: 100_000 })),
  age_start: Type.Optional(Type.Integer({ minimum: 0, maximum: 120 })),
  age_end: Type.Optional(Type.Integer({ minimum: 0, maximum: 120 })),
  /** The child band: set both to set or change it, both null to remove it (a half-set band is a 422). */
  child_value_cents: Type.Optional(IntegerOrNull({ minimum: 0, maximum: 100_000_000 })),
  child_age_end: Type.Optional(IntegerOrNull({ minimum: 0, maximum: 120 })),
  children_alone: Type.Optional(Type.Boolean()),
  /**
   * A category and a city by slug, as the service form's options name them: a category of the service's own kind (a
   * tour stays a tour); one the form does not offer is a 422 on the field.
   */
  category: Type.Optional(Type.String({ minLength: 1, maxLength: 100 })),
  city: Type.Optional(Type.String({ minLength: 1, maxLength: 100 })),
  /** Both languages, or null to remove it (each at most 200 characters, like the form's text fields). */
  meeting_point: Type.Optional(
    Type.Union([
      Type.Object({ en: Type.String({ maxLength: 1000 }), pt: Type.String({ maxLength: 1000 }) }),
      Type.Null(),
    ]),
  ),
  /** Where the meeting point is on a map, or null to remove it. */
  meeting_position: Type.Optional(Nullable(GeoPoint)),
  /** Who confirms its bookings: experiences, wellness and transfers only (another kind's value is a 422 on the field). */
  confirmation: Type.Optional(ServiceConfirmation),
  impersonate_id: ImpersonateField,
});
export type DashboardServiceUpdateBody = Static<typeof DashboardServiceUpdateBody>;

/** GET /api/dashboard/service-views?days=: views of the company's services per day (Lisbon dates), oldest first. */
export const ServiceViewsQuery = Type.Object({
  days: Type.Optional(Type.Integer({ minimum: 1, maximum: 365, default: 30 })),
});
export type ServiceViewsQuery = Static<typeof ServiceViewsQuery>;
export const ServiceViewsDay = Type.Object({ date: Type.String(), views: Type.Integer({ minimum: 0 }) });
export type ServiceViewsDay = Static<typeof ServiceViewsDay>;
export const ServiceViews = Type.Object({ total: Type.Integer({ minimum: 0 }), days: Type.Array(ServiceViewsDay) });
export type ServiceViews = Static<typeof ServiceViews>;

/** GET /api/dashboard/revenue: what the company's paid items are worth, this calendar month and the one before. */
/**
 * The net of docs/money-figures.md (items kept: accepted, completed, or cancelled late with the charge kept) by payment month, Lisbon time, and this month's items
 * still waiting for the partner's answer apart.
 */
export const DashboardRevenue = Type.Object({
  this_month_cents: Cents,
  last_month_cents: Cents,
  this_month_pending_cents: Cents,
  currency: Type.Literal('EUR'),
});
export type DashboardRevenue = Static<typeof DashboardRevenue>;

// How many items of each list the dashboard home shows: a domain constant (front ends import values from
// @mp/shared/domain, never from the contracts, which would put TypeBox in their first load).
export { DASHBOARD_HOME_ITEMS } from '../domain';

/**
 * GET api/dashboard/home: what the home shows, in one answer (one round trip before the first paint), as far as the
 * member's role allows (null where it does not): their access, the first items waiting for an answer (newest first)
 * and the next accepted ones (`sort=asc`), this month's revenue and 30 days of service views. Each part is the very
 * answer of its own call.
 */
export const DashboardHome = Type.Object({
  access: DashboardAccess,
  new: Nullable(Page(BookingItem)),
  accepted: Nullable(Page(BookingItem)),
  revenue: Nullable(DashboardRevenue),
  views: Nullable(ServiceViews),
});
export type DashboardHome = Static<typeof DashboardHome>;

/** The service edit screen's details form: the texts, group size, duration and ages of DashboardServiceUpdateBody. */
export const DashboardServiceDetailsForm = Type.Pick(DashboardServiceUpdateBody, [
  'name_en',
  'name_pt',
  'short_description_en',
  'short_description_pt',
  'description_en',
  'description_pt',
  'maxCapacity',
  'duration',
  'age_start',
  'age_end',
]);
export type DashboardServiceDetailsForm = Static<typeof DashboardServiceDetailsForm>;

/**
 * The edit screen's child band as the partner types it (docs/adr/023): the child price in euros (`25` or `12,50`; empty
 * with an empty age: one price for all), the age children are priced up to, and whether they may come alone. The
 * screen turns it into `child_value_cents`/`child_age_end`/`children_alone` of DashboardServiceUpdateBody.
 */
export const DashboardServiceBandForm = Type.Object({
  child_value: Type.Optional(Type.String({ pattern: '^\\s*\\d{1,6}([.,]\\d{1,2})?\\s*$' })),
  child_age_end: Type.Optional(Type.Integer({ minimum: 0, maximum: 120 })),
  children_alone: Type.Optional(Type.Boolean()),
});
export type DashboardServiceBandForm = Static<typeof DashboardServiceBandForm>;

/** The service edit screen's whole form: the details and the child band. */
export const DashboardServiceEditForm = Type.Composite([DashboardServiceDetailsForm, DashboardServiceBandForm]);
export type DashboardServiceEditForm = Static<typeof DashboardServiceEditForm>;

/** POST /api/team-members and POST /api/team-members/{id}/update (the e-mail is fixed once invited). */
export const TeamMemberBody = Type.Object({
  first_name: Type.String({ minLength: 1, maxLength: 100 }),
  last_name: Type.String({ minLength: 1, maxLength: 100 }),
  email: Type.String({ format: 'email', maxLength: 200 }),
  phone: Type.Optional(Type.Union([Type.String({ maxLength: 30 }), Type.Null()])),
  role_id: Type.Integer({ minimum: 1 }),
  impersonate_id: ImpersonateField,
});
export type TeamMemberBody = Static<typeof TeamMemberBody>;
export const TeamMemberUpdateBody = Type.Omit(TeamMemberBody, ['email']);
export type TeamMemberUpdateBody = Static<typeof TeamMemberUpdateBody>;
/** POST /api/team-members/{id}/role */
export const TeamMemberRoleBody = Type.Object({
  role_id: Type.Integer({ minimum: 1 }),
  impersonate_id: ImpersonateField,
});
export type TeamMemberRoleBody = Static<typeof TeamMemberRoleBody>;

export const TeamMember = Type.Object({
  id: Type.Integer(),
  first_name: Type.String(),
  last_name: Type.String(),
  email: Type.String(),
  phone: Nullable(Type.String()),
  role: Type.Object({ id: Type.Integer(), role_name: Type.String(), description: Type.String() }),
  /** Whether they have set a password from the invitation yet. */
  joined: Type.Boolean(),
  /** The company's owner: their role is fixed and nobody on the team removes them. */
  is_owner: Type.Boolean(),
  created_at: Type.String({ format: 'date-time' }),
});
export type TeamMember = Static<typeof TeamMember>;
export const TeamMemberIdParams = Type.Object({ id: Type.Integer({ minimum: 1 }) });
export type TeamMemberIdParams = Static<typeof TeamMemberIdParams>;

// ---------- vehicles (transfer partners) ----------

export const VehicleStatus = Type.Union([Type.Literal('active'), Type.Literal('inactive'), Type.Literal('draft')]);
export type VehicleStatus = Static<typeof VehicleStatus>;

const Money = Type.Integer({ minimum: 0, maximum: 10_000_000 });
/** Every spec §3 Vehicle field the partner edits, plus the districts it serves. */
export const VehicleBody = Type.Object({
  name: Type.String({ minLength: 1, maxLength: 100 }),
  car_type: CarType,
  seats: Type.Integer({ minimum: 1, maximum: 60 }),
  luggage: Type.Integer({ minimum: 0, maximum: 60 }),
  accessibility: Type.Boolean(),
  value_cents: Money,
  roundback_value_cents: Money,
  value_discount_cents: Money,
  baby_seats_value_cents: Money,
  child_seats_value_cents: Money,
  booster_seats_value_cents: Money,
  free_cancelation: Type.Boolean(),
  free_cancelation_policy_hours: Type.Integer({ minimum: 0, maximum: 720 }),
  vehicle_status: VehicleStatus,
  districts: Type.Array(Type.String({ minLength: 1, maxLength: 100 }), { maxItems: 30 }),
  impersonate_id: ImpersonateField,
});
export type VehicleBody = Static<typeof VehicleBody>;

export const DashboardVehicle = Type.Composite([
  Type.Omit(VehicleBody, ['impersonate_id']),
  Type.Object({
    id: Type.Integer(),
    /** How it is priced by route and how many cars (docs/adr/052); set on the vehicle's "Prices by route". */
    units: Type.Optional(Type.Integer()),
    per_km_cents: Type.Optional(Type.Union([Type.Integer(), Type.Null()])),
    min_fare_cents: Type.Optional(Type.Integer()),
    /** How many fixed-route and zone prices it has (the list says a trip may not cost the flat price). */
    route_price_count: Type.Optional(Type.Integer({ minimum: 0 })),
  }),
]);
export type DashboardVehicle = Static<typeof DashboardVehicle>;

/** The vehicle screen's form: VehicleBody with each price typed in euros (0 to 99,999.99); the screen sends cents. */
const Euros = Type.String({ pattern: '^\\d{1,5}([.,]\\d{1,2})?$' });
export const DashboardVehicleForm = Type.Composite([
  Type.Omit(VehicleBody, [
    'value_cents',
    'roundback_value_cents',
    'value_discount_cents',
    'baby_seats_value_cents',
    'child_seats_value_cents',
    'booster_seats_value_cents',
    'impersonate_id',
  ]),
  Type.Object({
    value_cents: Euros,
    roundback_value_cents: Euros,
    value_discount_cents: Euros,
    baby_seats_value_cents: Euros,
    child_seats_value_cents: Euros,
    booster_seats_value_cents: Euros,
  }),
]);
export type DashboardVehicleForm = Static<typeof DashboardVehicleForm>;

// ---------- a vehicle's prices by route, units and blocked days (docs/adr/052) ----------

export const RoutePriceKind = Type.Union([Type.Literal('route'), Type.Literal('zone')]);
export type RoutePriceKind = Static<typeof RoutePriceKind>;

/** A fixed price either direction: two places of the fixed list (maps ids, `route`) or two districts (`zone`). */
export const VehicleRoutePrice = Type.Object({
  kind: RoutePriceKind,
  from_place: Type.String({ minLength: 1, maxLength: 100 }),
  to_place: Type.String({ minLength: 1, maxLength: 100 }),
  one_way_cents: Type.Integer({ minimum: 1, maximum: 10_000_000 }),
  /** Null: twice the one-way price. */
  round_trip_cents: Type.Union([Type.Integer({ minimum: 1, maximum: 20_000_000 }), Type.Null()]),
});
export type VehicleRoutePrice = Static<typeof VehicleRoutePrice>;

const VehicleDate = Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$' });
/** POST /api/dashboard/vehicles/{id}/pricing: the whole of a vehicle's route pricing, units and blocked days. */
export const VehiclePricingBody = Type.Object({
  units: Type.Integer({ minimum: 1, maximum: 100 }),
  /** Price per road kilometre; null = not priced by distance. */
  per_km_cents: Type.Union([Type.Integer({ minimum: 1, maximum: 100_000 }), Type.Null()]),
  min_fare_cents: Money,
  route_prices: Type.Array(VehicleRoutePrice, { maxItems: 200 }),
  blocked_dates: Type.Array(VehicleDate, { maxItems: 366 }),
  impersonate_id: ImpersonateField,
});
export type VehiclePricingBody = Static<typeof VehiclePricingBody>;

export const VehiclePricing = Type.Omit(VehiclePricingBody, ['impersonate_id']);
export type VehiclePricing = Static<typeof VehiclePricing>;

/** GET /api/dashboard/vehicles/{id}/price-preview: what a trip between two places of the fixed list costs. */
export const VehiclePricePreviewQuery = Type.Object({
  from: Type.String({ minLength: 1, maxLength: 100 }),
  to: Type.String({ minLength: 1, maxLength: 100 }),
});
export type VehiclePricePreviewQuery = Static<typeof VehiclePricePreviewQuery>;

export const VehiclePricePreview = Type.Object({
  one_way_price_cents: Type.Integer(),
  round_trip_price_cents: Type.Integer(),
  price_rule: PriceRule,
  distance_km: Type.Union([Type.Integer(), Type.Null()]),
});
export type VehiclePricePreview = Static<typeof VehiclePricePreview>;

export const DashboardVehiclesQuery = Type.Object({
  vehicle_status: Type.Optional(VehicleStatus),
  page: Type.Optional(Type.Integer({ minimum: 1, default: 1 })),
  per_page: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 15 })),
});
export type DashboardVehiclesQuery = Static<typeof DashboardVehiclesQuery>;

export const VehiclesBulkUpdateBody = Type.Object({
  ids: Type.Array(Type.Integer({ minimum: 1 }), { minItems: 1, maxItems: 200 }),
  action: Type.Union([Type.Literal('activate'), Type.Literal('deactivate')]),
  impersonate_id: ImpersonateField,
});
export type VehiclesBulkUpdateBody = Static<typeof VehiclesBulkUpdateBody>;

/** GET /api/dashboard/sales: the company's sales over a Lisbon day range, grouped by day, week or month. */
const SalesDay = Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$', description: 'YYYY-MM-DD (Lisbon)' });
export const DASHBOARD_SALES_GROUPS = ['day', 'week', 'month'] as const;
export const DashboardSalesGroup = Type.Union([Type.Literal('day'), Type.Literal('week'), Type.Literal('month')]);
export type DashboardSalesGroup = Static<typeof DashboardSalesGroup>;
export const DashboardSalesQuery = Type.Object({
  from: Type.Optional(SalesDay),
  to: Type.Optional(SalesDay),
  group: Type.Optional(DashboardSalesGroup),
});
export type DashboardSalesQuery = Static<typeof DashboardSalesQuery>;
/**
 * The figures of docs/money-figures.md for the partner's own items: booked (every item paid), cancelled (declined or
 * cancelled: the money went back), pending (waiting for the partner's answer), gross = the net that was kept (accepted
 * or completed: booked − cancelled − pending), commission on it, net = what is owed to the partner (gross − commission).
 */
const SalesFigures = {
  gross_cents: Cents,
  commission_cents: Cents,
  net_cents: Cents,
  bookings: Type.Integer({
    minimum: 0,
    description: 'booking items kept (accepted, completed, or cancelled late with the charge kept)',
  }),
  booked_cents: Cents,
  booked_items: Type.Integer({ minimum: 0 }),
  cancelled_cents: Cents,
  cancelled_items: Type.Integer({ minimum: 0 }),
  pending_cents: Cents,
  pending_items: Type.Integer({ minimum: 0 }),
};
export const DashboardSalesFigures = Type.Object(SalesFigures);
export type DashboardSalesFigures = Static<typeof DashboardSalesFigures>;
export const DashboardSalesPeriod = Type.Object(
  { period: SalesDay, ...SalesFigures },
  { description: 'period is the first day of the day, ISO week or month' },
);
export type DashboardSalesPeriod = Static<typeof DashboardSalesPeriod>;
export const DashboardSalesByService = Type.Object({
  service_id: Type.Integer({ minimum: 0 }),
  name: Type.Union([Type.String(), Type.Null()]),
  ...SalesFigures,
});
export type DashboardSalesByService = Static<typeof DashboardSalesByService>;
export const DashboardSalesByMethod = Type.Object({ payment_method: Type.String(), ...SalesFigures });
export type DashboardSalesByMethod = Static<typeof DashboardSalesByMethod>;
export const DashboardSales = Type.Object({
  from: SalesDay,
  to: SalesDay,
  group: DashboardSalesGroup,
  currency: Type.Literal('EUR'),
  totals: DashboardSalesFigures,
  periods: Type.Array(DashboardSalesPeriod),
  services: Type.Array(DashboardSalesByService),
  methods: Type.Array(DashboardSalesByMethod),
});
export type DashboardSales = Static<typeof DashboardSales>;
