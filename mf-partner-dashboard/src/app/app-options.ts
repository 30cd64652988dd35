import { lazy } from 'react';
import type { RemoteAppOptions } from '@mp/shared/remote';
import en from '../locales/en.json';
import pt from '../locales/pt.json';

/** Supplier dashboard (/dashboard/*) and affiliate area (/affiliates/*), inside the dashboard layout. */
export const appOptions: RemoteAppOptions = {
  name: 'mf-partner-dashboard',
  namespace: 'partnerDashboard',
  resources: { en, pt },
  layouts: { dashboard: lazy(() => import('../features/layout/dashboard-layout')) },
};
