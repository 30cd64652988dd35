import { ClientGiftCard, ClientGiftCardsQuery, Envelope, Page } from '@mp/shared/contracts';
import { errors } from '../../lib/schemas';

export const clientGiftCardsSchema = {
  tags: ['gift-cards'],
  summary: 'Gift cards the customer bought or owns, with balances (orderBy asc|desc, default desc)',
  querystring: ClientGiftCardsQuery,
  response: { 200: Envelope(Page(ClientGiftCard)), ...errors(401, 403, 422) },
};
