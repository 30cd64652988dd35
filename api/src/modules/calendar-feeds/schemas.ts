// Schemas of the partner's calendar feed: its state, making or resetting its address, turning it off, and the public
// calendar file the address serves.
import { Type } from '@sinclair/typebox';
import { Envelope, ImpersonateField } from '@mp/shared/contracts';
import { errors } from '../../lib/schemas';

const tags = ['dashboard'];

const CalendarFeedState = Type.Object({
  active: Type.Boolean(),
  created_at: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
});
const CalendarFeedAddress = Type.Object({
  url: Type.String({ description: 'The secret address, answered only when made: only its hash is kept' }),
  created_at: Type.String({ format: 'date-time' }),
});
const ActingBody = Type.Object({ impersonate_id: ImpersonateField });

export const feedStateSchema = {
  tags,
  summary: 'Whether the company has a calendar feed, and since when (never its address)',
  querystring: Type.Object({ impersonate_id: ImpersonateField }),
  response: { 200: Envelope(CalendarFeedState), ...errors(401, 403, 422) },
};

export const createFeedSchema = {
  tags,
  summary: 'Make the company’s calendar feed address, or a new one in place of the old (which stops working)',
  body: ActingBody,
  response: { 200: Envelope(CalendarFeedAddress), ...errors(401, 403, 422) },
};

export const revokeFeedSchema = {
  tags,
  summary: 'Turn the company’s calendar feed off: its address stops working',
  body: ActingBody,
  response: { 200: Envelope(CalendarFeedState), ...errors(401, 403, 422) },
};

export const feedFileSchema = {
  tags: ['calendar-feeds'],
  summary:
    'The calendar (RFC 5545) of a company’s confirmed booking items, for a calendar app; the secret address is the key',
  params: Type.Object({ token: Type.String({ minLength: 20, maxLength: 100, pattern: '^[A-Za-z0-9_-]+$' }) }),
  response: { 200: Type.String({ description: 'text/calendar' }), ...errors(404, 422) },
};
