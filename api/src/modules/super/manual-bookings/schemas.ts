import { Envelope, ManualBookingBody, ManualBookingCreated } from '@mp/shared/contracts';
import { errors } from '../../../lib/schemas';

export const createSchema = {
  tags: ['back office'],
  summary:
    'A GIFT booking for any customer by e-mail (existing, or new from the address): the lines are priced and checked against the places left; the customer pays nothing (spec §7 POST api/super/manual-bookings)',
  body: ManualBookingBody,
  response: { 201: Envelope(ManualBookingCreated), ...errors(401, 403, 422) },
};
