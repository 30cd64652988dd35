import { lazy } from 'react';
import type { RemoteAppOptions } from '@mp/shared/remote';
import en from '../locales/en.json';
import pt from '../locales/pt.json';
import { DashboardProviders } from './providers';

const HomePage = lazy(() => import('../features/home/home-page'));
const ServicesPage = lazy(() => import('../features/services/services-page'));
const ServiceEditPage = lazy(() => import('../features/service-edit/service-edit-page'));
const ServiceNewPage = lazy(() => import('../features/service-new/service-new-page'));
const TeamPage = lazy(() => import('../features/team/team-page'));
const InviteMemberPage = lazy(() => import('../features/team/member-pages').then((m) => ({ default: m.InviteMemberPage })));
const EditMemberPage = lazy(() => import('../features/team/member-pages').then((m) => ({ default: m.EditMemberPage })));
const BookingItemsPage = lazy(() => import('../features/bookings/booking-items-page'));
const SalesPage = lazy(() => import('../features/sales/sales-page'));
const VehiclesPage = lazy(() => import('../features/vehicles/vehicles-page'));
const NewVehiclePage = lazy(() => import('../features/vehicles/vehicle-pages').then((m) => ({ default: m.NewVehiclePage })));
const EditVehiclePage = lazy(() => import('../features/vehicles/vehicle-pages').then((m) => ({ default: m.EditVehiclePage })));
const ProfilePage = lazy(() => import('../features/profile/profile-page'));
const ProfileEditPage = lazy(() => import('../features/profile/profile-edit-page'));
const ProfileSettingsPage = lazy(() => import('../features/profile/profile-settings-page'));
const ProfileReviewsPage = lazy(() => import('../features/profile/profile-reviews-page'));
const PromoterPage = lazy(() => import('../features/promoter/promoter-page'));
const PromoterInfoPage = lazy(() => import('../features/promoter/promoter-info-page'));
const AffiliateDashboardPage = lazy(() => import('../features/affiliates/affiliate-dashboard-page'));
const AffiliateProfilePage = lazy(() => import('../features/affiliates/affiliate-profile-pages').then((m) => ({ default: m.AffiliateProfilePage })));
const AffiliateProfileEditPage = lazy(() => import('../features/affiliates/affiliate-profile-pages').then((m) => ({ default: m.AffiliateProfileEditPage })));
const AffiliateSettingsPage = lazy(() => import('../features/affiliates/affiliate-profile-pages').then((m) => ({ default: m.AffiliateSettingsPage })));
const AffiliateInfoPage = lazy(() => import('../features/affiliates/affiliate-info-page'));

/** Supplier dashboard (/dashboard/*) and affiliate area (/affiliates/*), inside the dashboard layout. */
export const appOptions: RemoteAppOptions = {
  name: 'mf-partner-dashboard',
  namespace: 'partnerDashboard',
  resources: { en, pt },
  layouts: { dashboard: lazy(() => import('../features/layout/dashboard-layout')) },
  pages: {
    'dashboard.home': HomePage,
    'dashboard.services-preview': ServicesPage,
    'dashboard.services-preview-inactive': ServicesPage,
    'dashboard.services-preview-draft': ServicesPage,
    'dashboard.services-preview-promoted': ServicesPage,
    'dashboard.services-new': ServiceNewPage,
    'dashboard.services-edit': ServiceEditPage,
    'dashboard.calendar-and-bookings': BookingItemsPage,
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
    'dashboard.promoter-area': PromoterPage,
    'dashboard.promoter-area-info': PromoterInfoPage,
    'affiliates.dashboard': AffiliateDashboardPage,
    'affiliates.info': AffiliateInfoPage,
    'affiliates.profile': AffiliateProfilePage,
    'affiliates.profile-edit': AffiliateProfileEditPage,
    'affiliates.profile-settings': AffiliateSettingsPage,
  },
  providers: DashboardProviders,
};
