import { Type } from '@sinclair/typebox';
import {
  BolCategory,
  BolEvent,
  BolEventsQuery,
  BolLocation,
  BolVenue,
  DashboardServiceIdParams,
  Envelope,
  EventOffer,
  ImpersonateField,
  Page,
  PartnerEventOffer,
  PartnerEventOfferInput,
} from '@mp/shared/contracts';
import { errors } from '../../lib/schemas';

const tags = ['events'];

export const eventsSchema = {
  tags,
  summary: 'Upcoming BOL events, soonest first',
  querystring: BolEventsQuery,
  response: { 200: Envelope(Page(BolEvent)), ...errors(422) },
};
export const categoriesSchema = {
  tags,
  summary: 'BOL event categories with their number of upcoming events',
  response: { 200: Envelope(Type.Array(BolCategory)), ...errors() },
};
export const venuesSchema = {
  tags,
  summary: 'BOL venues',
  response: { 200: Envelope(Type.Array(BolVenue)), ...errors() },
};
export const locationsSchema = {
  tags,
  summary: 'Cities with upcoming BOL events',
  response: { 200: Envelope(Type.Array(BolLocation)), ...errors() },
};
export const eventOfferSchema = {
  tags,
  summary:
    'An event on sale: its sessions not yet begun with the places left (sold-out ones marked; the caller’s own checkout hold not counted) and its ticket types',
  headers: Type.Object({ 'x-cart-token': Type.Optional(Type.String({ maxLength: 100 })) }),
  params: Type.Object({ slug: Type.String({ minLength: 1, maxLength: 200 }) }),
  response: { 200: Envelope(EventOffer), ...errors(404) },
};
export const partnerOfferSchema = {
  tags,
  summary:
    'One of the company’s event services’ sessions (with the places sold on each day) and ticket types (with the tickets sold)',
  params: DashboardServiceIdParams,
  response: { 200: Envelope(PartnerEventOffer), ...errors(401, 403, 404, 422) },
};
export const savePartnerOfferSchema = {
  tags,
  summary:
    'Replace an event service’s sessions and ticket types in one transaction (one session a day; a session or ticket type with sales cannot be removed; the storefront follows at once)',
  params: DashboardServiceIdParams,
  body: Type.Composite([PartnerEventOfferInput, Type.Object({ impersonate_id: ImpersonateField })]),
  response: { 200: Envelope(PartnerEventOffer), ...errors(401, 403, 404, 422) },
};
