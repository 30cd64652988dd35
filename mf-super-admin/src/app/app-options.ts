import { lazy } from 'react';
import type { RemoteAppOptions } from '@mp/shared/remote';
import en from '../locales/en.json';
import pt from '../locales/pt.json';
import { BackOfficeProviders } from './providers';

/** The back office (/super-admin/*), inside the super-admin layout. */
export const appOptions: RemoteAppOptions = {
  name: 'mf-super-admin',
  namespace: 'superAdmin',
  resources: { en, pt },
  providers: BackOfficeProviders,
  layouts: { 'super-admin': lazy(() => import('../features/layout/back-office-layout')) },
  pages: {
    'super-admin.dashboard': lazy(() => import('../features/dashboard/dashboard-page')),
    'super-admin.sales': lazy(() => import('../features/sales/sales-page')),
    'super-admin.team': lazy(() => import('../features/team/team-page')),
    'super-admin.audit-log': lazy(() => import('../features/audit-log/audit-log-page')),
    'super-admin.promo-codes': lazy(() => import('../features/promo-codes/promo-codes-page')),
    'super-admin.partners': lazy(() => import('../features/people/partners-page')),
    'super-admin.affiliates': lazy(() => import('../features/people/affiliates-page')),
    'super-admin.customers': lazy(() => import('../features/people/customers-page')),
    'super-admin.services': lazy(() => import('../features/services/services-page')),
    'super-admin.bookings-and-quotes': lazy(() => import('../features/bookings/bookings-page')),
    'super-admin.booking-item': lazy(() => import('../features/bookings/booking-item-page')),
    'super-admin.create-booking': lazy(() => import('../features/manual-booking/create-booking-page')),
    'super-admin.booking-success': lazy(() => import('../features/manual-booking/booking-success-page')),
    'super-admin.chatbot-config': lazy(() => import('../features/chatbot/chatbot-config-page')),
    'super-admin.reviews': lazy(() => import('../features/reviews/reviews-page')),
    'super-admin.invoices': lazy(() => import('../features/invoices/invoices-page')),
    'super-admin.website': lazy(() => import('../features/website/website-page')),
  },
};
