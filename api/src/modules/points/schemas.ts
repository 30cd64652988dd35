import { Type } from '@sinclair/typebox';
import { Envelope, UserPoints } from '@mp/shared/contracts';
import { errors } from '../../lib/schemas';

export const userPointsSchema = {
  tags: ['points'],
  summary: 'The customer’s points balance, its value and recent history (100 points = €1; 1 point per € earned)',
  querystring: Type.Object({ impersonate_id: Type.Optional(Type.String()) }),
  response: { 200: Envelope(UserPoints), ...errors(401, 403) },
};
