// Route schemas of the cart calls (spec §7 "Cart and checkout"), from @mp/shared/contracts.
import { Type } from '@sinclair/typebox';
import {
  ApplyPointsBody,
  ApplyPromoCodeBody,
  Cart,
  CartBody,
  CartCheck,
  CartCheckBody,
  CartHold,
  GiftCardPreview,
  GiftCardPreviewBody,
  EmptyWriteBody,
  Envelope,
} from '@mp/shared/contracts';
import { errors } from '../../lib/schemas';

const tags = ['cart'];
const headers = Type.Object({ 'x-cart-token': Type.Optional(Type.String({ maxLength: 100 })) });
const answer = { 200: Envelope(Cart), ...errors(401, 403, 422) };

export const getCartSchema = {
  tags,
  summary: 'The caller’s cart, re-priced (guest: X-Cart-Token; a logged-in call with a guest token merges it)',
  headers,
  querystring: Type.Object({ impersonate_id: Type.Optional(Type.String()) }),
  response: answer,
};
export const postCartSchema = {
  tags,
  summary: 'Replace the cart items; prices are recomputed on the server',
  headers,
  body: CartBody,
  response: answer,
};
export const closeCartSchema = {
  tags,
  summary: 'Close (empty) the cart',
  headers,
  body: EmptyWriteBody,
  response: answer,
};
export const applyPromoSchema = {
  tags,
  summary: 'Apply a promo code to the cart',
  headers,
  body: ApplyPromoCodeBody,
  response: answer,
};
export const removePromoSchema = {
  tags,
  summary: 'Remove the promo code',
  headers,
  body: EmptyWriteBody,
  response: answer,
};
export const applyPointsSchema = {
  tags,
  summary: 'Use points on the cart (100 points = €1; logged in)',
  headers,
  body: ApplyPointsBody,
  response: answer,
};
export const removePointsSchema = {
  tags,
  summary: 'Stop using points',
  headers,
  body: EmptyWriteBody,
  response: answer,
};
export const checkCartSchema = {
  tags,
  summary:
    'Check lines before adding them: places left on their date (the caller’s own checkout hold not counted) and why a line cannot be bought; nothing is stored',
  headers,
  body: CartCheckBody,
  response: { 200: Envelope(CartCheck), ...errors(422) },
};
export const giftCardPreviewSchema = {
  tags,
  summary: 'What a gift card would pay of the cart and what is left to pay (nothing is reserved)',
  headers,
  body: GiftCardPreviewBody,
  response: { 200: Envelope(GiftCardPreview), ...errors(401, 403, 422) },
};

const holdAnswer = { 200: Envelope(CartHold), ...errors(401, 403, 422) };
export const getHoldSchema = {
  tags,
  summary: 'The places the caller’s cart holds during checkout and until when (expires_at null: none)',
  headers,
  querystring: Type.Object({ impersonate_id: Type.Optional(Type.String()) }),
  response: holdAnswer,
};
export const postHoldSchema = {
  tags,
  summary:
    'Hold the cart’s places for CART_HOLD_MINUTES (a live hold keeps its end); 422 names each line that cannot be held',
  headers,
  body: EmptyWriteBody,
  response: holdAnswer,
};
export const releaseHoldSchema = {
  tags,
  summary: 'Give the held places back now (the cart is kept)',
  headers,
  body: EmptyWriteBody,
  response: holdAnswer,
};
