import { Type } from '@sinclair/typebox';
import {
  Envelope,
  ImpersonateQuery,
  NameMatch,
  Page,
  SuperBookingItemDetail,
  SuperBookingItemRow,
  SuperBookingItemNamesQuery,
  SuperBookingItemsQuery,
  SuperItemActionBody,
  SuperPartialRefundBody,
  SuperPartialRefundPreview,
  SuperPartialRefundPreviewQuery,
  RefundLine,
  TransferQuoteRequestsQuery,
} from '@mp/shared/contracts';
import { csvExportSchema } from '../../../lib/csv';
import { errors } from '../../../lib/schemas';

const tags = ['back office'];
const IdParams = Type.Object({ id: Type.Integer({ minimum: 1 }) });

export const listSchema = {
  tags,
  summary:
    'Every booking item, newest first (filters: search by reference, customer or service; status, company_id, service_id, user_id, payment_method, from/to on the service date; sort)',
  querystring: SuperBookingItemsQuery,
  response: { 200: Envelope(Page(SuperBookingItemRow)), ...errors(401, 403, 422) },
};

export const namesSchema = {
  tags,
  summary:
    'Partners, services or customers who booked, by name or address, for the booking items filters (of=partners|services|customers, search): the first 20 by name',
  querystring: SuperBookingItemNamesQuery,
  response: { 200: Envelope(Type.Array(NameMatch)), ...errors(401, 403, 422) },
};

export const exportSchema = csvExportSchema(
  'Every booking item matching the filters of GET api/super/booking-items as CSV, streamed (no page, newest first)',
  SuperBookingItemsQuery,
);

export const quotesExportSchema = csvExportSchema(
  'Every transfer quote request with the status of GET api/super/transfer-quote-requests as CSV, streamed (no page, newest first)',
  TransferQuoteRequestsQuery,
);

export const getSchema = {
  tags,
  summary:
    'One booking item with its booking, payments and refunds, the customer, the partner, its history and what staff may do now',
  params: IdParams,
  querystring: ImpersonateQuery,
  response: { 200: Envelope(SuperBookingItemDetail), ...errors(401, 403, 404, 422) },
};

export const actionSchema = {
  tags,
  summary:
    "Staff accept, decline or refund an item on the partner's behalf (reason required; refunds and mails as the partner's own answer; audited)",
  params: IdParams,
  body: SuperItemActionBody,
  response: { 200: Envelope(SuperBookingItemDetail), ...errors(401, 403, 404, 422) },
};

export const partialRefundSchema = {
  tags,
  summary:
    "Finance gives back part of a sold item's charge with a reason, over the methods that paid (amount in euros as typed in the page's language; never more than is left; the item keeps its status; audited; the customer is mailed)",
  params: IdParams,
  body: SuperPartialRefundBody,
  response: { 200: Envelope(Type.Array(RefundLine)), ...errors(401, 403, 404, 422) },
};

export const partialRefundPreviewSchema = {
  tags,
  summary: 'What a partial refund of the amount would give back now and where (the dialog shows it before confirming)',
  params: IdParams,
  querystring: SuperPartialRefundPreviewQuery,
  response: { 200: Envelope(SuperPartialRefundPreview), ...errors(401, 403, 404, 422) },
};
