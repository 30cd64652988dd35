import { Type } from '@sinclair/typebox';
import {
  BookingItem,
  BookingItemIdParams,
  BookingItemUpdateBody,
  DashboardBookingItemsQuery,
  DashboardHome,
  EmptyWriteBody,
  Envelope,
  ImpersonateField,
  Page,
} from '@mp/shared/contracts';
import { errors } from '../../lib/schemas';

const tags = ['supplier-bookings'];
export const dashboardItemsSchema = {
  tags,
  summary:
    'The partner’s booking items: new (pending), accepted (confirmed), archived (completed, declined, cancelled)',
  querystring: DashboardBookingItemsQuery,
  response: { 200: Envelope(Page(BookingItem)), ...errors(401, 403, 422) },
};
export const dashboardHomeSchema = {
  tags,
  summary:
    'The dashboard home in one answer: access, the items waiting for an answer, the next accepted ones, revenue and 30 days of views (null where the role does not allow)',
  querystring: Type.Object({ impersonate_id: ImpersonateField }),
  response: { 200: Envelope(DashboardHome), ...errors(401, 403) },
};
export const updateItemSchema = {
  tags,
  summary:
    'Accept (confirmed), decline (declined: refund + release), complete (after its date; earns points) or cancel a booking item',
  params: BookingItemIdParams,
  body: BookingItemUpdateBody,
  response: { 200: Envelope(BookingItem), ...errors(401, 403, 404, 422) },
};
export const historySchema = {
  tags,
  summary: 'A customer’s booking items with the partner’s company, newest first',
  params: Type.Object({ id: Type.Integer({ minimum: 1 }) }),
  querystring: Type.Object({
    items: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 15 })),
    page: Type.Optional(Type.Integer({ minimum: 1, default: 1 })),
  }),
  response: { 200: Envelope(Page(BookingItem)), ...errors(401, 403, 422) },
};
export const sweepItemsSchema = {
  tags,
  summary:
    'Decline and refund pending items past their answer deadline, and mail partners their new items (also runs on an interval)',
  body: EmptyWriteBody,
  response: { 200: Envelope(Type.Object({ declined: Type.Integer(), notified: Type.Integer() })), ...errors(401, 403) },
};
const TokenParams = Type.Object({ token: Type.String({ minLength: 20, maxLength: 100, pattern: '^[A-Za-z0-9_-]+$' }) });
const html = Type.String({ description: 'HTML page' });
export const answerPageSchema = {
  tags,
  summary:
    'The page a mailed accept/decline link opens (no sign-in): one button, so a mail scanner fetching it changes nothing',
  params: TokenParams,
  querystring: Type.Object({ lang: Type.Optional(Type.Union([Type.Literal('en'), Type.Literal('pt')])) }),
  response: { 200: html, ...errors(422) },
};
export const answerSchema = {
  tags,
  summary: 'Answer a booking item through its mailed single-use link',
  params: TokenParams,
  querystring: Type.Object({ lang: Type.Optional(Type.Union([Type.Literal('en'), Type.Literal('pt')])) }),
  body: Type.Object({ reason: Type.Optional(Type.String({ maxLength: 500 })) }),
  response: { 200: html, ...errors(422) },
};
