import type { ComponentType } from 'react';
import { queryClient } from '@mp/shared/api';
import { lazyPage, type RemoteAppOptions, type RemotePageProps } from '@mp/shared/remote';
import { localeStore } from '@mp/shared/stores';
import { prefetchWebsiteHome } from '../features/home/api/get-website-home';
import { prefetchExperiences } from '../features/listing/prefetch';
import { CatalogueProviders } from './providers';

type Page = ComponentType<RemotePageProps>;

/**
 * Each screen is its own chunk, which starts loading when the catalogue mounts on that page, beside its data; the
 * gateway preloads the page's chunk with the remote's entry (`page-<route id>`, preload-chunks.json), so it is not
 * one round trip later. The home is a chunk too: in the entry, every catalogue page evaluated the home's modules.
 */
function page<M>(load: () => Promise<M>, pick: (m: M) => Page): Page {
  return lazyPage(() => load().then((m) => ({ default: pick(m) })));
}

const Home = page(
  () => import(/* webpackChunkName: "page-home" */ '../features/home/home-page'),
  (m) => m.HomePage,
);
const listing = () => import(/* webpackChunkName: "page-experiences" */ '../features/listing/listing-pages');
// The listing's first screen renders once, when its code and its data are both in (the server-drawn page shows until
// then), not once per answer.
const Experiences = page(
  () => Promise.all([listing(), prefetchExperiences()]).then(([m]) => m),
  (m) => m.ExperiencesPage,
);
const GiftCards = page(listing, (m) => m.GiftCardsListingPage);
const Service = page(
  () => import(/* webpackChunkName: "page-service" */ '../features/service/service-page'),
  (m) => m.ServicePage,
);
const Search = page(
  () => import('../features/search/search-page'),
  (m) => m.SearchPage,
);
const transfers = () => import('../features/transfers/transfers-pages');
const Transfers = page(transfers, (m) => m.TransfersPage);
const TransferOffers = page(transfers, (m) => m.TransferOffersPage);
const TransferOffer = page(transfers, (m) => m.TransferOfferPage);
const QuoteRequest = page(
  () => import('../features/transfers/quote-request-page'),
  (m) => m.TransferQuoteRequestPage,
);
const Events = page(
  () => import('../features/events/events-page'),
  (m) => m.EventsPage,
);
const Restaurants = page(
  () => import('../features/restaurants/restaurants-page'),
  (m) => m.RestaurantsPage,
);
const Partner = page(
  () => import('../features/partner-page/partner-page'),
  (m) => m.PartnerPage,
);
const PartnerSignup = page(
  () => import('../features/partner-signup/partner-signup-page'),
  (m) => m.PartnerSignupPage,
);
const Register = page(
  () => import('../features/accounts/register-page'),
  (m) => m.RegisterPage,
);
const RegisterComplete = page(
  () => import('../features/accounts/register-complete-page'),
  (m) => m.RegisterCompletePage,
);
const PasswordReset = page(
  () => import('../features/accounts/password-reset-page'),
  (m) => m.PasswordResetPage,
);
const AffiliateSignup = page(
  () => import('../features/accounts/affiliate-signup-page'),
  (m) => m.AffiliateSignupPage,
);
const Static = page(
  () => import('../features/static-pages/static-page'),
  (m) => m.StaticContentPage,
);

export const STATIC_PAGE_IDS = [
  'about-us',
  'affiliate',
  'affiliate-terms',
  'business',
  'faqs',
  'luggage',
  'press-kit',
  'privacy-policy',
  'terms-and-conditions',
  'suggestions',
] as const;

/** Everything public (spec §2): route id → screen. */
export const appOptions: RemoteAppOptions = {
  name: 'mf-catalogue',
  namespace: 'catalogue',
  // Only the page's language is downloaded; the other when the visitor switches (docs/adr/053).
  resources: {
    en: () => import(/* webpackChunkName: "locale-en" */ '../locales/en.json'),
    pt: () => import(/* webpackChunkName: "locale-pt" */ '../locales/pt.json'),
  },
  providers: CatalogueProviders,
  pages: {
    home: Home,
    experiences: Experiences,
    wellness: Experiences,
    category: Experiences,
    'gift-cards': GiftCards,
    service: Service,
    search: Search,
    transfers: Transfers,
    'transfers-offers': TransferOffers,
    'transfers-offer': TransferOffer,
    'transfers-quote-request': QuoteRequest,
    events: Events,
    restaurants: Restaurants,
    partner: Partner,
    'be-a-partner': PartnerSignup,
    'be-an-affiliate': AffiliateSignup,
    register: Register,
    'register-complete': RegisterComplete,
    'password-reset': PasswordReset,
    ...Object.fromEntries(STATIC_PAGE_IDS.map((id) => [id, Static])),
  },
  // Mounted on the home: its hero's words are asked for before React renders (none when the gateway inlined them).
  prefetch: {
    home: () => prefetchWebsiteHome(queryClient, localeStore.getState().locale),
  },
};
