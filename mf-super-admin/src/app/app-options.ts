import { lazy } from 'react';
import type { RemoteAppOptions } from '@mp/shared/remote';
import en from '../locales/en.json';
import pt from '../locales/pt.json';

/** The back office (/super-admin/*), inside the super-admin layout. */
export const appOptions: RemoteAppOptions = {
  name: 'mf-super-admin',
  namespace: 'superAdmin',
  resources: { en, pt },
  layouts: { 'super-admin': lazy(() => import('../features/layout/back-office-layout')) },
};
