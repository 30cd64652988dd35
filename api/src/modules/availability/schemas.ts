import {
  BulkCapacityBody,
  BulkCapacityResult,
  BulkClosureBody,
  BulkClosureResult,
  ClosureBody,
  ClosureResult,
  PartnerAvailability,
  PartnerAvailabilityQuery,
  AvailabilityQuery,
  AvailabilityRules,
  AvailabilitySlugParams,
  DashboardServiceIdParams,
  Envelope,
  ImpersonateField,
  ServiceAvailability,
} from '@mp/shared/contracts';
import { Type } from '@sinclair/typebox';
import { errors } from '../../lib/schemas';

const tags = ['availability'];
export const publicAvailabilitySchema = {
  tags,
  summary:
    'A live service’s days from..to (at most 62): state, places left and bookable start times; the caller’s own checkout hold (session or X-Cart-Token) counts as theirs',
  headers: Type.Object({ 'x-cart-token': Type.Optional(Type.String({ maxLength: 100 })) }),
  params: AvailabilitySlugParams,
  querystring: AvailabilityQuery,
  response: { 200: Envelope(ServiceAvailability), ...errors(404, 422) },
};
export const rulesSchema = {
  tags,
  summary:
    'One of the company’s services’ weekly opening times, daily capacity, blocked dates (from today) and cut-off',
  params: DashboardServiceIdParams,
  response: { 200: Envelope(AvailabilityRules), ...errors(401, 403, 404, 422) },
};
export const saveRulesSchema = {
  tags,
  summary: 'Replace a service’s availability rules (the storefront and the cart follow at once)',
  params: DashboardServiceIdParams,
  body: Type.Composite([AvailabilityRules, Type.Object({ impersonate_id: ImpersonateField })]),
  response: { 200: Envelope(AvailabilityRules), ...errors(401, 403, 404, 422) },
};
export const partnerCalendarSchema = {
  tags,
  summary:
    'The company’s services (or one) day by day from..to (at most 62): capacity, places sold, held in carts and left, and per start time the places sold and whether it is closed',
  querystring: PartnerAvailabilityQuery,
  response: { 200: Envelope(PartnerAvailability), ...errors(401, 403, 404, 422) },
};
export const closureSchema = {
  tags,
  summary:
    'Close or reopen one start time (or, start_time null, the whole day) of a service; bookings already made stand and are counted in the answer',
  params: DashboardServiceIdParams,
  body: ClosureBody,
  response: { 200: Envelope(ClosureResult), ...errors(401, 403, 404, 422) },
};
export const bulkCapacitySchema = {
  tags,
  summary:
    'The same places per day for several of the company’s services from today on, all or nothing (days that sold more keep what they sold); preview answers without changing',
  body: BulkCapacityBody,
  response: { 200: Envelope(BulkCapacityResult), ...errors(401, 403, 404, 422) },
};

export const bulkClosureSchema = {
  tags,
  summary:
    'Close or reopen the same dates (or one start time on them) of several of the company’s services, all or nothing; preview answers without changing',
  body: BulkClosureBody,
  response: { 200: Envelope(BulkClosureResult), ...errors(401, 403, 404, 422) },
};
