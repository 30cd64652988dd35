import { lazyPage, type RemoteAppOptions } from '@mp/shared/remote';
import { BackOfficeProviders } from './providers';
import { prefetchDashboard } from '../features/dashboard/prefetch';
import { withPermission } from '../features/layout/require-permission';

/** The back office (/super-admin/*), inside the super-admin layout. */
export const appOptions: RemoteAppOptions = {
  name: 'mf-super-admin',
  namespace: 'superAdmin',
  // Only the page's language is downloaded; the other when the visitor switches (docs/adr/053).
  resources: {
    en: () => import(/* webpackChunkName: "locale-en" */ '../locales/en.json'),
    pt: () => import(/* webpackChunkName: "locale-pt" */ '../locales/pt.json'),
  },
  providers: BackOfficeProviders,
  // The dashboard's figures are asked for at mount, while its code loads, so they do not wait for it (ADR 026).
  prefetch: { 'super-admin.dashboard': prefetchDashboard },
  layouts: {
    'super-admin': lazyPage(
      () => import(/* webpackChunkName: "layout-super-admin" */ '../features/layout/back-office-layout'),
    ),
  },
  // Each page only for a role that may use it (features/layout/require-permission.tsx).
  pages: {
    'super-admin.dashboard': withPermission(
      'super-admin.dashboard',
      lazyPage(
        () => import(/* webpackChunkName: "page-super-admin.dashboard" */ '../features/dashboard/dashboard-page'),
      ),
    ),
    'super-admin.sales': withPermission(
      'super-admin.sales',
      lazyPage(() => import('../features/sales/sales-page')),
    ),
    'super-admin.team': withPermission(
      'super-admin.team',
      lazyPage(() => import('../features/team/team-page')),
    ),
    'super-admin.audit-log': withPermission(
      'super-admin.audit-log',
      lazyPage(() => import('../features/audit-log/audit-log-page')),
    ),
    'super-admin.promo-codes': withPermission(
      'super-admin.promo-codes',
      lazyPage(() => import('../features/promo-codes/promo-codes-page')),
    ),
    'super-admin.reconciliation': withPermission(
      'super-admin.reconciliation',
      lazyPage(() => import('../features/reconciliation/reconciliation-page')),
    ),
    'super-admin.partners': withPermission(
      'super-admin.partners',
      lazyPage(() => import('../features/people/partners-page')),
    ),
    'super-admin.affiliates': withPermission(
      'super-admin.affiliates',
      lazyPage(() => import('../features/people/affiliates-page')),
    ),
    'super-admin.customers': withPermission(
      'super-admin.customers',
      lazyPage(() => import('../features/people/customers-page')),
    ),
    'super-admin.customer': withPermission(
      'super-admin.customer',
      lazyPage(() => import('../features/customer/customer-page')),
    ),
    'super-admin.services': withPermission(
      'super-admin.services',
      lazyPage(() => import('../features/services/services-page')),
    ),
    'super-admin.bookings-and-quotes': withPermission(
      'super-admin.bookings-and-quotes',
      lazyPage(() => import('../features/bookings/bookings-page')),
    ),
    'super-admin.booking-item': withPermission(
      'super-admin.booking-item',
      lazyPage(() => import('../features/bookings/booking-item-page')),
    ),
    'super-admin.create-booking': withPermission(
      'super-admin.create-booking',
      lazyPage(() => import('../features/manual-booking/create-booking-page')),
    ),
    'super-admin.booking-success': withPermission(
      'super-admin.booking-success',
      lazyPage(() => import('../features/manual-booking/booking-success-page')),
    ),
    'super-admin.messages': withPermission(
      'super-admin.messages',
      lazyPage(() => import('../features/messages/messages-page')),
    ),
    'super-admin.chatbot-config': withPermission(
      'super-admin.chatbot-config',
      lazyPage(() => import('../features/chatbot/chatbot-config-page')),
    ),
    'super-admin.reviews': withPermission(
      'super-admin.reviews',
      lazyPage(() => import('../features/reviews/reviews-page')),
    ),
    'super-admin.invoices': withPermission(
      'super-admin.invoices',
      lazyPage(() => import('../features/invoices/invoices-page')),
    ),
    'super-admin.mail-previews': withPermission(
      'super-admin.mail-previews',
      lazyPage(() => import('../features/mail-previews/mail-previews-page')),
    ),
    'super-admin.my-settings': withPermission(
      'super-admin.my-settings',
      lazyPage(() => import('../features/my-settings/my-settings-page')),
    ),
    'super-admin.website': withPermission(
      'super-admin.website',
      lazyPage(() => import('../features/website/website-page')),
    ),
  },
};
