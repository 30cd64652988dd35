// POST /api/cart, GET /api/cart, close-cart, apply/remove promo code and points (spec §7), the checkout
// hold (ADR 022). Public: a guest cart is identified by X-Cart-Token; a logged-in CLIENT's cart by the user.
import { refusedField } from '../auth/login-limiter';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { CART_TOKEN_HEADER } from '@mp/shared/contracts';
import { ApiError } from '../../lib/errors';
import { ok } from '../../lib/wire';
import type { CartCaller, CartService } from './service';
import {
  applyPointsSchema,
  applyPromoSchema,
  checkCartSchema,
  closeCartSchema,
  getCartSchema,
  getHoldSchema,
  giftCardPreviewSchema,
  postCartSchema,
  postHoldSchema,
  releaseHoldSchema,
  removePointsSchema,
  removePromoSchema,
} from './schemas';

/**
 * Who the cart belongs to. A bearer token that no longer opens a session (signed out elsewhere, expired) is a 401,
 * not a guest: treated as a guest, the customer's cart looks empty at Pay.
 */
export function cartCaller(request: FastifyRequest): CartCaller {
  if (/^Bearer\s+\S+$/i.test(request.headers.authorization ?? '') && !request.realUser)
    throw new ApiError(401, { key: 'checkout.sessionEnded' });
  const header = request.headers[CART_TOKEN_HEADER];
  const token = typeof header === 'string' && /^[A-Za-z0-9_-]{20,100}$/.test(header) ? header : null;
  return { userId: request.actingUser?.id ?? null, userType: request.actingUser?.userType ?? null, guestToken: token };
}

const cartRoutes: FastifyPluginAsyncTypebox<{ carts: CartService }> = async (app, { carts }) => {
  const config = { roles: 'public' as const };
  app.get('/api/cart', { schema: getCartSchema, config }, async (request) =>
    ok(await carts.get(cartCaller(request), request.locale)),
  );
  app.post('/api/cart', { schema: postCartSchema, config }, async (request) =>
    ok(await carts.replace(cartCaller(request), request.body, request.locale)),
  );
  // The caller's own hold does not count against their check. The check stays public: a stale token only means no
  // own hold is known (the cart call after it answers the 401).
  app.post('/api/cart/check', { schema: checkCartSchema, config }, async (request) => {
    let caller: CartCaller | null = null;
    try {
      caller = cartCaller(request);
    } catch {
      caller = null;
    }
    return ok(await carts.check(request.body.items, request.locale, caller));
  });
  app.get('/api/cart/hold', { schema: getHoldSchema, config }, async (request) =>
    ok(await carts.currentHold(cartCaller(request))),
  );
  app.post('/api/cart/hold', { schema: postHoldSchema, config }, async (request) =>
    ok(await carts.hold(cartCaller(request))),
  );
  app.post('/api/cart/hold/release', { schema: releaseHoldSchema, config }, async (request) =>
    ok(await carts.releaseHold(cartCaller(request))),
  );
  // Gift-card codes are guessed like passwords: wrong ones are limited per address (auth/login-limiter.ts).
  app.post('/api/cart/gift-card', { schema: giftCardPreviewSchema, config }, async (request) =>
    ok(
      await app.loginLimiter.guarded(
        request.ip,
        'gift-card-code',
        () => carts.giftCardPreview(cartCaller(request), request.body.gift_card_code),
        refusedField('gift_card_code', 'checkout.giftCardInvalid'),
      ),
    ),
  );
  app.post('/api/close-cart', { schema: closeCartSchema, config }, async (request) =>
    ok(await carts.close(cartCaller(request))),
  );
  app.post('/api/apply-promo-code', { schema: applyPromoSchema, config }, async (request) =>
    ok(await carts.applyPromo(cartCaller(request), request.body.code, request.locale)),
  );
  app.post('/api/remove-promo-code', { schema: removePromoSchema, config }, async (request) =>
    ok(await carts.removePromo(cartCaller(request), request.locale)),
  );
  app.post('/api/apply-points', { schema: applyPointsSchema, config }, async (request) =>
    ok(await carts.applyPoints(cartCaller(request), request.body.points, request.locale)),
  );
  app.post('/api/remove-points', { schema: removePointsSchema, config }, async (request) =>
    ok(await carts.removePoints(cartCaller(request), request.locale)),
  );
};

export default cartRoutes;
