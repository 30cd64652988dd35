import { lazyPage, type RemoteAppOptions } from '@mp/shared/remote';
import { DashboardProviders } from './providers';
import { prefetchHome } from '../features/home/prefetch';

const HomePage = lazyPage(() => import(/* webpackChunkName: "page-dashboard.home" */ '../features/home/home-page'));
const ServicesPage = lazyPage(() => import('../features/services/services-page'));
const ServiceEditPage = lazyPage(() => import('../features/service-edit/service-edit-page'));
const ServiceNewPage = lazyPage(() => import('../features/service-new/service-new-page'));
const TeamPage = lazyPage(() => import('../features/team/team-page'));
const InviteMemberPage = lazyPage(() =>
  import('../features/team/member-pages').then((m) => ({ default: m.InviteMemberPage })),
);
const EditMemberPage = lazyPage(() =>
  import('../features/team/member-pages').then((m) => ({ default: m.EditMemberPage })),
);
const BookingItemsPage = lazyPage(
  () =>
    import(/* webpackChunkName: "page-dashboard.calendar-and-bookings" */ '../features/bookings/booking-items-page'),
);
const MessagesPage = lazyPage(() => import('../features/messages/messages-page'));
const SalesPage = lazyPage(() => import(/* webpackChunkName: "page-dashboard.sales" */ '../features/sales/sales-page'));
const VehiclesPage = lazyPage(() => import('../features/vehicles/vehicles-page'));
const NewVehiclePage = lazyPage(() =>
  import('../features/vehicles/vehicle-pages').then((m) => ({ default: m.NewVehiclePage })),
);
const EditVehiclePage = lazyPage(() =>
  import('../features/vehicles/vehicle-pages').then((m) => ({ default: m.EditVehiclePage })),
);
const ProfilePage = lazyPage(() => import('../features/profile/profile-page'));
const ProfileEditPage = lazyPage(() => import('../features/profile/profile-edit-page'));
const ProfileSettingsPage = lazyPage(() => import('./profile-settings-page'));
const ProfileReviewsPage = lazyPage(() => import('../features/profile/profile-reviews-page'));
const ReviewsPage = lazyPage(() => import('../features/reviews/reviews-page'));
const PromoterPage = lazyPage(() => import('../features/promoter/promoter-page'));
const PromoterInfoPage = lazyPage(() => import('../features/promoter/promoter-info-page'));
const AffiliateDashboardPage = lazyPage(() => import('../features/affiliates/affiliate-dashboard-page'));
const AffiliateProfilePage = lazyPage(() =>
  import('../features/affiliates/affiliate-profile-pages').then((m) => ({ default: m.AffiliateProfilePage })),
);
const AffiliateProfileEditPage = lazyPage(() =>
  import('../features/affiliates/affiliate-profile-pages').then((m) => ({ default: m.AffiliateProfileEditPage })),
);
const AffiliateSettingsPage = lazyPage(() =>
  import('../features/affiliates/affiliate-profile-pages').then((m) => ({ default: m.AffiliateSettingsPage })),
);
const AffiliateInfoPage = lazyPage(() => import('../features/affiliates/affiliate-info-page'));

/** Supplier dashboard (/dashboard/*) and affiliate area (/affiliates/*), inside the dashboard layout. */
export const appOptions: RemoteAppOptions = {
  name: 'mf-partner-dashboard',
  namespace: 'partnerDashboard',
  // Only the page's language is downloaded; the other when the visitor switches (docs/adr/053).
  resources: {
    en: () => import(/* webpackChunkName: "locale-en" */ '../locales/en.json'),
    pt: () => import(/* webpackChunkName: "locale-pt" */ '../locales/pt.json'),
  },
  layouts: {
    dashboard: lazyPage(() => import(/* webpackChunkName: "layout-dashboard" */ '../features/layout/dashboard-layout')),
  },
  pages: {
    'dashboard.home': HomePage,
    'dashboard.services-preview': ServicesPage,
    'dashboard.services-preview-inactive': ServicesPage,
    'dashboard.services-preview-draft': ServicesPage,
    'dashboard.services-preview-promoted': ServicesPage,
    'dashboard.services-new': ServiceNewPage,
    'dashboard.services-edit': ServiceEditPage,
    'dashboard.calendar-and-bookings': BookingItemsPage,
    'dashboard.messages': MessagesPage,
    'dashboard.sales': SalesPage,
    'dashboard.vehicles-preview': VehiclesPage,
    'dashboard.vehicles-preview-inactive': VehiclesPage,
    'dashboard.vehicles-preview-draft': VehiclesPage,
    'dashboard.vehicles-new': NewVehiclePage,
    'dashboard.vehicles-edit': EditVehiclePage,
    'dashboard.team': TeamPage,
    'dashboard.team-create': InviteMemberPage,
    'dashboard.team-edit': EditMemberPage,
    'dashboard.profile': ProfilePage,
    'dashboard.profile-edit': ProfileEditPage,
    'dashboard.profile-settings': ProfileSettingsPage,
    'dashboard.profile-reviews': ProfileReviewsPage,
    'dashboard.reviews': ReviewsPage,
    'dashboard.promoter-area': PromoterPage,
    'dashboard.promoter-area-info': PromoterInfoPage,
    'affiliates.dashboard': AffiliateDashboardPage,
    'affiliates.info': AffiliateInfoPage,
    'affiliates.profile': AffiliateProfilePage,
    'affiliates.profile-edit': AffiliateProfileEditPage,
    'affiliates.profile-settings': AffiliateSettingsPage,
  },
  providers: DashboardProviders,
  // The home's figures are asked for at mount, while its code loads.
  prefetch: { 'dashboard.home': prefetchHome },
};
