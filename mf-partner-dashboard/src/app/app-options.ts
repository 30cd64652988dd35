import { lazy } from 'react';
import type { RemoteAppOptions } from '@mp/shared/remote';
import en from '../locales/en.json';
import pt from '../locales/pt.json';
import { DashboardProviders } from './providers';

const HomePage = lazy(() => import('../features/home/home-page'));
const ServicesPage = lazy(() => import('../features/services/services-page'));
const ServiceEditPage = lazy(() => import('../features/service-edit/service-edit-page'));
const TeamPage = lazy(() => import('../features/team/team-page'));
const InviteMemberPage = lazy(() => import('../features/team/member-pages').then((m) => ({ default: m.InviteMemberPage })));
const EditMemberPage = lazy(() => import('../features/team/member-pages').then((m) => ({ default: m.EditMemberPage })));
const BookingItemsPage = lazy(() => import('../features/bookings/booking-items-page'));

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
    'dashboard.services-edit': ServiceEditPage,
    'dashboard.calendar-and-bookings': BookingItemsPage,
    'dashboard.team': TeamPage,
    'dashboard.team-create': InviteMemberPage,
    'dashboard.team-edit': EditMemberPage,
  },
  providers: DashboardProviders,
};
