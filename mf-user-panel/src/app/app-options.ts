import { lazy } from 'react';
import type { RemoteAppOptions } from '@mp/shared/remote';
import { UserPanelFrame } from '../features/frame/user-panel-frame';
import { ownedRoutes } from '@mp/shared/remote';
import en from '../locales/en.json';
import pt from '../locales/pt.json';

// The bookings lists fetch (react-query + the API client): their own chunk, so the other frames stay light.
const BookingsPage = lazy(() => import('../features/bookings/bookings-page').then((m) => ({ default: m.BookingsPage })));
const BOOKING_ROUTES = ['user-panel.bookings', 'user-panel.bookings-previous', 'user-panel.bookings-canceled'];

/** The customer user panel (/user-panel/*): every page says whose panel it is; the bookings lists are real. */
export const appOptions: RemoteAppOptions = {
  name: 'mf-user-panel',
  namespace: 'userPanel',
  resources: { en, pt },
  pages: Object.fromEntries(ownedRoutes('mf-user-panel').map((route) => [route.id, BOOKING_ROUTES.includes(route.id) ? BookingsPage : UserPanelFrame])),
};
