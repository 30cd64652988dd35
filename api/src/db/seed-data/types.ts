// Shapes of the demo catalogue. The content modules beside this file export arrays of these; the seed loader
// (api/src/db/seed.ts) maps them onto tables with upserts by natural key (slug / code / email), so seeding twice
// changes nothing. Money is integer euro cents. Relative dates (days from "now") keep the demo fresh.

export interface L10n {
  en: string;
  pt: string;
}

export type ServiceKind = 'experience' | 'wellness' | 'transfer' | 'gift_card' | 'event' | 'restaurant';
export type PriceType = 'per_person' | 'per_group';
export type LanguageCode = 'en' | 'pt' | 'es' | 'fr' | 'de' | 'it';

export interface SeedCity {
  slug: string;
  name: string;
  district: string;
  lat: number;
  lng: number;
}

/** Platform countries with cities (the static country list, spec §9). `code` is ISO 3166-1 alpha-2, lower case. */
export interface SeedCountry {
  code: string;
  name: L10n;
  phone_prefix: string;
  cities: SeedCity[];
}

export interface SeedCategory {
  slug: string;
  kind: ServiceKind;
  name: L10n;
  description: L10n;
}

export interface SeedPerson {
  first_name: string;
  last_name: string;
  email: string;
  phone: string; // 9 Portuguese digits, no prefix
}

export interface SeedCompany {
  slug: string;
  business_name: string;
  trade_name: string;
  tax_number: string; // Portuguese NIF, 9 digits with a valid check digit
  iban: string; // PT50 + 21 digits
  bicswift: string;
  address: string;
  zip_code: string; // NNNN-NNN
  city: string; // SeedCity.slug (Portugal)
  country: string; // 'pt'
  number_of_employees: number;
  description: L10n;
  website: string;
  email: string;
  company_type: 'experiences' | 'transfers' | 'both';
  modules: { experiences: boolean; transfers: boolean };
  brand_color: string; // hex, used to draw the generated SVG logo
  owner: SeedPerson; // the SUPPLIER user who runs the company
}

export interface SeedExtraPrice {
  max_capacity: number;
  value_cents: number;
}

export interface SeedService {
  slug: string;
  company: string; // SeedCompany.slug
  kind: ServiceKind;
  category: string; // SeedCategory.slug
  city: string; // SeedCity.slug
  name: L10n;
  short_description: L10n;
  description: L10n;
  highlights: L10n[];
  meeting_point: L10n | null;
  value_cents: number;
  value_discount_cents: number; // 0 = no discount; otherwise the discounted price
  price_type: PriceType;
  max_capacity: number; // people per booking at the base price
  extra_prices: SeedExtraPrice[]; // tiers for groups above max_capacity, ascending
  daily_capacity: number; // places sold per date (all bookings together)
  start_times: string[]; // 'HH:MM' Europe/Lisbon; [] = flexible
  duration_minutes: number;
  languages: LanguageCode[];
  age_start: number;
  age_end: number;
  /** docs/adr/023: children from age_start to child_age_end pay child_value_cents (per_person services only). */
  child_band?: { value_cents: number; age_end: number; alone?: boolean };
  free_cancellation: boolean;
  cancellation_policy_hours: number; // 0 = none
  sponsored: boolean;
  weekly_deal: boolean;
  status: 'active' | 'inactive' | 'draft';
  created_days_ago: number;
  image_hue: number; // 0-359, colours the generated SVG gallery
  gift_card_values_cents?: number[]; // kind 'gift_card' only: the values a buyer can choose
  /** Who confirms a booking (docs/adr/049); left out: the kind's default (instant for a transfer, else the partner). */
  confirmation?: 'partner' | 'instant';
}

export type CarType = 'sedan' | 'executive' | 'van' | 'minibus';

export interface SeedVehicle {
  company: string; // SeedCompany.slug (a transfers company)
  name: string; // e.g. 'Mercedes-Benz V-Class'
  car_type: CarType;
  seats: number;
  luggage: number;
  accessibility: boolean;
  districts: string[]; // districts it serves; an offer needs both pickup and drop-off districts here
  value_cents: number; // one way
  roundback_value_cents: number; // round trip
  value_discount_cents: number; // 0 = none
  baby_seats_value_cents: number;
  child_seats_value_cents: number;
  booster_seats_value_cents: number;
  free_cancelation: boolean;
  free_cancelation_policy_hours: number;
  status: 'active' | 'inactive';
  /** Priced by route (docs/adr/052); without these the vehicle sells at its flat value. */
  units?: number; // cars of this kind, default 1
  per_km_cents?: number;
  min_fare_cents?: number;
  /** Fixed prices either direction: two maps ids (`route`) or two districts (`zone`); null round trip = 2 × one way. */
  route_prices?: {
    kind: 'route' | 'zone';
    from: string;
    to: string;
    one_way_cents: number;
    round_trip_cents: number | null;
  }[];
  /** Days from the seed's day on which the vehicle is not for sale. */
  blocked_in_days?: number[];
}

/** The fixed list of ~110 transfer towns (spec §5). `maps_id` is our stable place id. */
export interface SeedTransferLocation {
  name: string;
  district: string;
  country: 'pt' | 'es';
  maps_id: string;
  lat: number;
  lng: number;
}

/** The 7 fixed points of interest of spec §9. */
export interface SeedPointOfInterest {
  slug: string;
  name: L10n;
  city: string;
  district: string;
  maps_id: string;
  lat: number;
  lng: number;
}

export interface SeedReview {
  service: string; // SeedService.slug
  author_first_name: string;
  author_last_name: string;
  author_country: string;
  stars: 1 | 2 | 3 | 4 | 5;
  language: 'en' | 'pt';
  text: string;
  days_ago: number;
  /** The company's answer, written `days_ago` days before today (after the review). */
  reply?: { text: string; days_ago: number };
}

export interface SeedBolCategory {
  slug: string;
  name: L10n;
}
export interface SeedBolVenue {
  slug: string;
  name: string;
  city: string; // SeedCity.slug
  address: string;
  capacity: number;
}
export interface SeedBolEvent {
  slug: string;
  name: L10n;
  description: L10n;
  category: string; // SeedBolCategory.slug
  venue: string; // SeedBolVenue.slug
  starts_in_days: number;
  start_time: string; // 'HH:MM'
  price_from_cents: number;
  image_hue: number;
}

export interface SeedRestaurant {
  slug: string;
  name: string;
  city: string; // SeedCity.slug
  country: string;
  address: string;
  cuisine: L10n;
  description: L10n;
  price_level: 1 | 2 | 3 | 4;
  rating: number; // 0-5, one decimal
  phone: string;
  image_hue: number;
}

export interface SeedPromoCode {
  code: string;
  kind: 'percent' | 'fixed';
  value: number; // percent 1-100, or cents
  valid_from_days: number; // relative to now (negative = past)
  valid_to_days: number;
  max_uses: number | null;
  status: 'requested' | 'assigned' | 'used';
}

export interface SeedTeamRole {
  role_name: string;
  description: L10n;
}

export interface SeedChatbotConfig {
  language: 'en' | 'pt';
  greeting: string;
  fallback: string;
  faq: { question: string; answer: string }[];
}

export interface SeedDemoAccount extends SeedPerson {
  user_type: 'CLIENT' | 'SUPPLIER' | 'AFFILIATE' | 'SUPER';
  password: string;
  company?: string; // SUPPLIER: SeedCompany.slug it owns
}

/** What `api/src/db/seed-data/index.ts` exports (one object, so the loader has one import). */
export interface SeedCatalogue {
  countries: SeedCountry[];
  categories: SeedCategory[];
  companies: SeedCompany[];
  services: SeedService[];
  vehicles: SeedVehicle[];
  transferLocations: SeedTransferLocation[];
  pointsOfInterest: SeedPointOfInterest[];
  reviews: SeedReview[];
  bolCategories: SeedBolCategory[];
  bolVenues: SeedBolVenue[];
  bolEvents: SeedBolEvent[];
  restaurants: SeedRestaurant[];
  promoCodes: SeedPromoCode[];
  teamRoles: SeedTeamRole[];
  chatbotConfigs: SeedChatbotConfig[];
  demoAccounts: SeedDemoAccount[];
}
