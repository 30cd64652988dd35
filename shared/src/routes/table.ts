// The route-ownership table: every page path of spec §2, which front end owns it, who may see it.
// Used by the shell (single-spa activity functions, auth guard), the gateway (which paths are pages,
// which remote to preload, 404 status) and the tests. Patterns carry no locale prefix: every route
// also exists under /pt.

export type RemoteName = 'mf-catalogue' | 'mf-checkout' | 'mf-user-panel' | 'mf-partner-dashboard' | 'mf-super-admin';

/** The shell owns a few screens itself (404). */
export type RouteOwner = RemoteName | 'shell';

export type Role = 'CLIENT' | 'SUPPLIER' | 'AFFILIATE' | 'SUPER';

export type Layout = 'public' | 'user-panel' | 'dashboard' | 'super-admin';

/**
 * A validity check the gateway and the owning remote run before treating the path as a page
 * (spec §2 "a route may carry a validity check; failure gives 404"). It is about the route's `slug`: a route whose
 * optional slug is absent (`/category`) has nothing to check.
 */
export type RouteValidity = 'service-slug' | 'partner-slug' | 'category-slug';

export interface RouteDef<Id extends string = string> {
  /** Stable id; also the i18n key of the page title: `routes.<id>` in the `common` namespace. */
  id: Id;
  /**
   * Path pattern without locale prefix. `:name` is a parameter (one segment), `:name?` an optional
   * trailing parameter, a trailing `/*` matches any deeper path (and the bare prefix).
   */
  pattern: string;
  owner: RouteOwner;
  /** 'public' = anyone, otherwise the roles that may open it (others see "no access"). */
  access: 'public' | readonly Role[];
  layout: Layout;
  validity?: RouteValidity;
}

const pub = <const Id extends string>(
  id: Id,
  pattern: string,
  owner: RouteOwner = 'mf-catalogue',
  validity?: RouteValidity,
): RouteDef<Id> =>
  validity
    ? { id, pattern, owner, access: 'public', layout: 'public', validity }
    : { id, pattern, owner, access: 'public', layout: 'public' };
const client = <const Id extends string>(id: Id, pattern: string): RouteDef<Id> => ({
  id,
  pattern,
  owner: 'mf-user-panel',
  access: ['CLIENT'],
  layout: 'user-panel',
});
const supplier = <const Id extends string>(id: Id, pattern: string): RouteDef<Id> => ({
  id,
  pattern,
  owner: 'mf-partner-dashboard',
  access: ['SUPPLIER'],
  layout: 'dashboard',
});
const affiliate = <const Id extends string>(id: Id, pattern: string): RouteDef<Id> => ({
  id,
  pattern,
  owner: 'mf-partner-dashboard',
  access: ['AFFILIATE'],
  layout: 'dashboard',
});
const admin = <const Id extends string>(id: Id, pattern: string): RouteDef<Id> => ({
  id,
  pattern,
  owner: 'mf-super-admin',
  access: ['SUPER'],
  layout: 'super-admin',
});

/** Order matters: the first match wins, so the `/:slug` catch-all is last. */
const TABLE = [
  // Public storefront (mf-catalogue)
  pub('home', '/'),
  pub('about-us', '/about-us'),
  pub('affiliate-terms', '/affiliate-terms'),
  pub('affiliate', '/affiliate'),
  pub('be-a-partner', '/be-a-partner'),
  pub('be-an-affiliate', '/be-an-affiliate'),
  pub('business', '/business'),
  pub('events', '/events'),
  pub('experiences', '/experiences'),
  pub('faqs', '/faqs'),
  pub('gift-cards', '/gift-cards'),
  pub('luggage', '/luggage'),
  pub('partner', '/partner/:slug', 'mf-catalogue', 'partner-slug'),
  pub('password-reset', '/password/reset'),
  pub('press-kit', '/press-kit'),
  pub('privacy-policy', '/privacy-policy'),
  pub('register', '/register'),
  pub('register-complete', '/register-complete'),
  pub('restaurants', '/restaurants'),
  pub('search', '/search/:term'),
  pub('suggestions', '/suggestions'),
  pub('terms-and-conditions', '/terms-and-conditions'),
  pub('transfers', '/transfers'),
  pub('transfers-quote-request', '/transfers-quote-request'),
  pub('transfers-offers', '/transfers/offers'),
  pub('transfers-offer', '/transfers/offers/:id'),
  pub('wellness', '/wellness'),
  pub('category', '/category/:slug?', 'mf-catalogue', 'category-slug'),
  pub('not-found', '/not-found', 'shell'),

  // Cart and checkout (mf-checkout)
  pub('cart', '/cart', 'mf-checkout'),
  pub('checkout-personal-data', '/checkout/personal-data', 'mf-checkout'),
  pub('checkout-payment', '/checkout/payment', 'mf-checkout'),
  pub('purchase-complete', '/purchase-complete', 'mf-checkout'),
  pub('booking-voucher', '/booking/:reference', 'mf-checkout'),
  pub('booking-manage', '/manage-booking', 'mf-checkout'),
  pub('transfer-offer', '/transfer-offer', 'mf-checkout'),

  // Customer user panel (mf-user-panel)
  client('user-panel.bookings', '/user-panel/bookings'),
  client('user-panel.bookings-previous', '/user-panel/bookings/previous'),
  client('user-panel.bookings-canceled', '/user-panel/bookings/canceled'),
  client('user-panel.gift-cards', '/user-panel/gift-cards'),
  client('user-panel.help', '/user-panel/help'),
  client('user-panel.messages', '/user-panel/messages/:id?'),
  client('user-panel.points-term', '/user-panel/points-term'),
  client('user-panel.profile', '/user-panel/profile'),
  client('user-panel.settings', '/user-panel/settings'),
  // "Any other user-panel path shows booking items grouped by category" (spec §2).
  client('user-panel.by-category', '/user-panel/*'),

  // Affiliate dashboard (mf-partner-dashboard)
  affiliate('affiliates.dashboard', '/affiliates'),
  affiliate('affiliates.dashboard', '/affiliates/dashboard'),
  affiliate('affiliates.info', '/affiliates/info'),
  affiliate('affiliates.profile', '/affiliates/profile'),
  affiliate('affiliates.profile-edit', '/affiliates/profile/edit'),
  affiliate('affiliates.profile-settings', '/affiliates/profile/settings'),

  // Supplier dashboard (mf-partner-dashboard)
  supplier('dashboard.home', '/dashboard'),
  supplier('dashboard.calendar-and-bookings', '/dashboard/calendar-and-bookings'),
  supplier('dashboard.profile', '/dashboard/profile'),
  supplier('dashboard.profile-edit', '/dashboard/profile/edit'),
  supplier('dashboard.profile-reviews', '/dashboard/profile/reviews'),
  supplier('dashboard.profile-settings', '/dashboard/profile/settings'),
  supplier('dashboard.team', '/dashboard/profile/team'),
  supplier('dashboard.team-create', '/dashboard/profile/team/create'),
  supplier('dashboard.team-edit', '/dashboard/profile/team/edit/:id'),
  supplier('dashboard.promoter-area', '/dashboard/promoter-area'),
  supplier('dashboard.promoter-area-info', '/dashboard/promoter-area/info'),
  supplier('dashboard.messages', '/dashboard/messages'),
  supplier('dashboard.sales', '/dashboard/sales'),
  supplier('dashboard.reviews', '/dashboard/reviews'),
  supplier('dashboard.services-new', '/dashboard/services/new'),
  supplier('dashboard.services-edit', '/dashboard/services/edit/:id'),
  supplier('dashboard.services-preview', '/dashboard/services/preview'),
  supplier('dashboard.services-preview-draft', '/dashboard/services/preview/draft'),
  supplier('dashboard.services-preview-inactive', '/dashboard/services/preview/inactive'),
  supplier('dashboard.services-preview-promoted', '/dashboard/services/preview/promoted'),
  supplier('dashboard.vehicles-new', '/dashboard/vehicles/new'),
  supplier('dashboard.vehicles-edit', '/dashboard/vehicles/edit/:id'),
  supplier('dashboard.vehicles-preview', '/dashboard/vehicles/preview'),
  supplier('dashboard.vehicles-preview-inactive', '/dashboard/vehicles/preview/inactive'),
  supplier('dashboard.vehicles-preview-draft', '/dashboard/vehicles/preview/draft'),

  // Super-admin back office (mf-super-admin)
  admin('super-admin.dashboard', '/super-admin'),
  admin('super-admin.affiliates', '/super-admin/affiliates'),
  admin('super-admin.audit-log', '/super-admin/audit-log'),
  admin('super-admin.booking-item', '/super-admin/booking-item/:id'),
  admin('super-admin.booking-success', '/super-admin/booking-success'),
  admin('super-admin.bookings-and-quotes', '/super-admin/bookings-and-quotes'),
  admin('super-admin.chatbot-config', '/super-admin/chatbot-config'),
  admin('super-admin.create-booking', '/super-admin/create-booking'),
  admin('super-admin.customer', '/super-admin/customers/:id'),
  admin('super-admin.customers', '/super-admin/customers'),
  admin('super-admin.dashboard', '/super-admin/dashboard'),
  admin('super-admin.invoices', '/super-admin/invoices'),
  admin('super-admin.mail-previews', '/super-admin/mail-previews'),
  admin('super-admin.messages', '/super-admin/messages/:id?'),
  admin('super-admin.my-settings', '/super-admin/my-settings'),
  admin('super-admin.partners', '/super-admin/partners'),
  admin('super-admin.promo-codes', '/super-admin/promo-codes'),
  admin('super-admin.reconciliation', '/super-admin/reconciliation'),
  admin('super-admin.reviews', '/super-admin/reviews'),
  admin('super-admin.sales', '/super-admin/sales'),
  admin('super-admin.services', '/super-admin/services'),
  admin('super-admin.team', '/super-admin/team'),
  admin('super-admin.website', '/super-admin/website'),

  // Catch-all: a service page by slug (spec "/{slug} (catch-all page)").
  pub('service', '/:slug', 'mf-catalogue', 'service-slug'),
] as const;

/** The id of a row of the table (a page title key, and what `pathTo` takes). */
export type RouteId = (typeof TABLE)[number]['id'];

/** The route table (see `TABLE`): every row, in matching order. */
export const routes: readonly RouteDef<RouteId>[] = TABLE;
