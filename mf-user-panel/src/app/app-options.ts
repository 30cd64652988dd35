import type { ComponentType } from 'react';
import { lazyPage, type RemoteAppOptions, type RemotePageProps } from '@mp/shared/remote';
import { UserPanelFrame } from '../features/frame/user-panel-frame';
import { ownedRoutes } from '@mp/shared/remote';

// The bookings lists fetch (react-query + the API client): their own chunk, so the other frames stay light.
const BookingsPage = lazyPage(() =>
  import(/* webpackChunkName: "page-user-panel.bookings" */ '../features/bookings/bookings-page').then((m) => ({
    default: m.BookingsPage,
  })),
);
const BOOKING_ROUTES = ['user-panel.bookings', 'user-panel.bookings-previous', 'user-panel.bookings-canceled'];
// The shared chat screen (@mp/shared/chat), in its own chunk.
const MessagesPage = lazyPage(() => import('../features/messages/messages-page'));
const HelpPage = lazyPage(() => import('../features/help/help-page'));
const PointsPage = lazyPage(() => import('../features/points/points-page'));
const GiftCardsPage = lazyPage(() => import('../features/gift-cards/gift-cards-page'));
const ProfilePage = lazyPage(() => import('../features/profile/profile-page'));
const SettingsPage = lazyPage(() => import('../features/settings/settings-page'));
const ByCategoryPage = lazyPage(() => import('../features/by-category/by-category-page'));
// The panel's section nav around every page (parent route, `<Outlet />`).
const PanelLayout = lazyPage(
  () => import(/* webpackChunkName: "layout-user-panel" */ '../features/layout/panel-layout'),
);
/** Pages with a feature of their own; the others show the panel frame. */
const FEATURE_PAGES: Record<string, ComponentType<RemotePageProps>> = {
  'user-panel.messages': MessagesPage,
  'user-panel.help': HelpPage,
  'user-panel.points-term': PointsPage,
  'user-panel.gift-cards': GiftCardsPage,
  'user-panel.profile': ProfilePage,
  'user-panel.settings': SettingsPage,
  'user-panel.by-category': ByCategoryPage,
};

/** The customer user panel (/user-panel/*): every page says whose panel it is; the bookings lists are real. */
export const appOptions: RemoteAppOptions = {
  name: 'mf-user-panel',
  namespace: 'userPanel',
  // Only the page's language is downloaded; the other when the visitor switches (docs/adr/053).
  resources: {
    en: () => import(/* webpackChunkName: "locale-en" */ '../locales/en.json'),
    pt: () => import(/* webpackChunkName: "locale-pt" */ '../locales/pt.json'),
  },
  layouts: { 'user-panel': PanelLayout },
  pages: Object.fromEntries(
    ownedRoutes('mf-user-panel').map((route) => [
      route.id,
      BOOKING_ROUTES.includes(route.id) ? BookingsPage : (FEATURE_PAGES[route.id] ?? UserPanelFrame),
    ]),
  ),
};
