import { Type } from '@sinclair/typebox';
import { BolCategory, BolEvent, BolEventsQuery, BolLocation, BolVenue, Envelope, Page } from '@mp/shared/contracts';
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
