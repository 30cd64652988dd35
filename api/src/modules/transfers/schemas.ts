import { Type } from '@sinclair/typebox';
import {
  Envelope,
  ImpersonateQuery,
  Page,
  TransferExists,
  TransferIdParams,
  TransferLocation,
  TransferOffer,
  TransferQuoteRequest,
  TransferQuoteRequestBody,
  TransferQuoteRequestsQuery,
  TransferSearchQuery,
  TransferQuoteAnswerBody,
  TransferQuoteOffer,
  TransferQuotePartner,
  TransferQuoteCloseBody,
  TransferOfferTokenParams,
  IdParams,
} from '@mp/shared/contracts';
import { errors } from '../../lib/schemas';

const tags = ['transfers'];

export const locationsSchema = {
  tags,
  summary: 'The fixed pickup/drop-off list: 7 points of interest (spec §9), then ~110 towns (spec §5)',
  response: { 200: Envelope(Type.Array(TransferLocation)), ...errors() },
};

const SearchWithPaging = Type.Composite([
  TransferSearchQuery,
  Type.Object({
    page: Type.Optional(Type.Integer({ minimum: 1, default: 1 })),
    per_page: Type.Optional(Type.Integer({ minimum: 1, maximum: 48, default: 20 })),
  }),
]);

export const searchSchema = {
  tags,
  summary: 'Vehicle offers for a trip, cheapest first, each priced by spec §9',
  querystring: SearchWithPaging,
  response: { 200: Envelope(Page(TransferOffer)), ...errors(422) },
};

export const offerSchema = {
  tags,
  summary: 'One vehicle offer priced for the trip in the query',
  params: TransferIdParams,
  querystring: TransferSearchQuery,
  response: { 200: Envelope(TransferOffer), ...errors(404, 422) },
};

export const existsSchema = {
  tags,
  summary: 'Whether any vehicle serves the pickup and drop-off (and the passengers/luggage if given)',
  querystring: TransferSearchQuery,
  response: { 200: Envelope(TransferExists), ...errors(422) },
};

export const quoteRequestSchema = {
  tags,
  summary: 'Ask for a quote when no offer exists (staff see it in the back office)',
  body: TransferQuoteRequestBody,
  response: { 201: Envelope(TransferQuoteRequest), ...errors(422) },
};

export const quoteRequestsSchema = {
  tags: ['super'],
  summary: 'Transfer quote requests, newest first (SUPER)',
  querystring: Type.Composite([TransferQuoteRequestsQuery, ImpersonateQuery]),
  response: { 200: Envelope(Page(TransferQuoteRequest)), ...errors(401, 403, 422) },
};

export const answerQuoteSchema = {
  tags,
  summary:
    'Staff answer a quote request with a priced offer (a partner vehicle, a price, valid until); the customer is mailed a single-use link; audited',
  params: IdParams,
  body: TransferQuoteAnswerBody,
  response: { 200: Envelope(TransferQuoteOffer), ...errors(401, 403, 404, 422) },
};

export const offerByTokenSchema = {
  tags,
  summary: 'The priced offer a quote link names (its token); 410 once booked or expired',
  params: TransferOfferTokenParams,
  response: { 200: Envelope(TransferQuoteOffer), ...errors(404, 410) },
};

export const quotePartnersSchema = {
  tags,
  summary: 'Transfer partners and their active vehicles, for answering a quote request (with a price each suggests)',
  querystring: Type.Object({ request_id: Type.Optional(Type.Integer({ minimum: 1 })) }),
  response: { 200: Envelope(Type.Array(TransferQuotePartner)), ...errors(401, 403) },
};

export const closeQuoteSchema = {
  tags,
  summary: 'Staff close a quote request with a reason (audited)',
  params: IdParams,
  body: TransferQuoteCloseBody,
  response: {
    200: Envelope(Type.Object({ id: Type.Integer(), status: Type.Literal('closed') })),
    ...errors(401, 403, 404, 422),
  },
};
