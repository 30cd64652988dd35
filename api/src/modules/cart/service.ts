// The cart (spec §3 Cart, §4): a logged-in CLIENT's cart, or a guest cart found by its opaque token. Every answer
// is re-priced from the database; the promo code and points stored on the cart are re-applied each time.
import type { Cart, CartCheck, CartHold, CartItemInput, GiftCardPreview, Locale } from '@mp/shared/contracts';
import { centsToFixed } from '@mp/shared/domain';
import type { Db } from '../../db/client';
import { ApiError, invalid } from '../../lib/errors';
import { translator } from '../../i18n';
import { responsiveImage } from '../files/responsive';
import { newOpaqueToken, sha256 } from '../../lib/crypto';
import { pointsBalance } from '../points/repository';
import { giftCardByCode, giftCardPartner } from '../gift-cards/repository';
import { giftCardCover } from '../gift-cards/scope';
import { promoById, promoByCode, type PromoRow } from '../promo-codes/repository';
import { promoRefusal } from '../promo-codes/service';
import { holdCart, holdView, liveHoldEnd } from './hold';
import { cartTotals, lineName, priceItems, type PricedLine, type Totals } from './pricing';
import type { ServiceForPricing } from './repository';
import {
  cartById,
  deleteCart,
  deleteExpiredHolds,
  deleteHolds,
  insertCart,
  insertCartWithItems,
  lockUser,
  openCartOfGuest,
  openCartOfUser,
  replaceItems,
  storedInputs,
  updateCart,
  type CartRow,
} from './repository';
import type { Conn } from '../../db/sql';

/** Who is calling: a logged-in user (acting user) and/or the guest cart token from X-Cart-Token. */
export interface CartCaller {
  userId: number | null;
  userType: string | null;
  guestToken: string | null;
}

const STORED = (input: CartItemInput) => ({
  id: input.id,
  service_id: input.service_id,
  vehicle_id: input.vehicle_id ?? null,
  date: input.date ?? null,
  time: input.time ?? null,
  quantity: input.quantity,
  ...(input.adults !== undefined ? { adults: input.adults } : {}),
  ...(input.children !== undefined ? { children: input.children } : {}),
  gift_card_value_cents: input.gift_card_value_cents ?? null,
  notes: input.notes ?? {},
});

export { storedInputs };

export interface PricedCart {
  cart: CartRow;
  lines: PricedLine[];
  totals: Totals;
  promo: PromoRow | null;
  balance: number | null;
}

/** The cart_items rows (but their cart) of the inputs that priced, in the inputs' order. */
function lineRows(inputs: CartItemInput[], lines: readonly PricedLine[]) {
  const byIndex = new Map(lines.map((l) => [l.index, l]));
  return inputs.flatMap((input, index) => {
    const line = byIndex.get(index);
    if (!line) return [];
    return [
      {
        itemKey: input.id,
        serviceId: input.service_id,
        vehicleId: input.vehicle_id ?? null,
        bookingDate: line.capacityDate || line.vehicle ? line.bookingDate : null,
        quantity: line.quantity,
        adults: line.ages?.adults ?? null,
        children: line.ages?.children ?? null,
        unitPriceCents: line.unitCents,
        totalCents: line.grossCents,
        discountCents: line.priceDiscountCents,
        notes: { item: STORED(input) },
      },
    ];
  });
}

/** Prices a stored cart; a promo code that stopped being valid is dropped (spec §7: re-applied when still valid). */
export async function priceCart(
  db: Conn,
  cart: CartRow,
  /** `stored`: the cart's line inputs and their services when the caller has just written them (no second read). */
  options: {
    checkCapacity: boolean;
    strict: boolean;
    stored?: { inputs: CartItemInput[]; services: readonly ServiceForPricing[] };
  },
): Promise<PricedCart & { errors: Record<string, { key: string }> }> {
  const inputs = options.stored?.inputs ?? (await storedInputs(db, cart.id));
  const { lines, errors } = await priceItems(db, inputs, {
    checkCapacity: options.checkCapacity,
    ...(options.stored ? { services: options.stored.services } : {}),
  });
  let promo: PromoRow | null = null;
  if (cart.promoCodeId !== null) {
    const row = await promoById(db, cart.promoCodeId);
    promo = row && promoRefusal(row, cart.userId) === null ? row : null;
  }
  const balance = cart.userId !== null ? await pointsBalance(db, cart.userId) : null;
  const totals = cartTotals(lines, promo, balance !== null ? { requested: cart.usedPoints, balance } : null);
  return { cart, lines, totals, promo, balance, errors: options.strict ? errors : {} };
}

export function cartView(priced: PricedCart, locale: Locale, cartToken: string | null): Cart {
  const { lines, totals } = priced;
  return {
    cart_token: cartToken,
    items: lines.map((l) => ({
      id: l.input.id,
      service_id: l.service.id,
      vehicle_id: l.vehicle?.id ?? null,
      service_slug: l.service.slug,
      kind: l.service.kind,
      name: lineName(l, locale),
      image_url: l.service.image_url,
      image_responsive: l.service.image_variants
        ? responsiveImage(
            l.service.image_variants.width,
            l.service.image_variants.height,
            l.service.image_variants.variants,
          )
        : null,
      date: l.date,
      time: l.time,
      quantity: l.quantity,
      ages: l.ages,
      gift_card_value_cents: l.giftValueCents,
      unit_price_cents: l.unitCents,
      total_cents: l.grossCents,
      discount_cents: l.priceDiscountCents + l.promoShareCents,
      free_cancellation: l.freeCancellation,
      cancellation_policy: l.cancellationPolicy,
      meeting_point: l.service.meeting_point
        ? locale === 'pt'
          ? l.service.meeting_point.pt
          : l.service.meeting_point.en
        : null,
      notes: l.notes,
    })),
    subtotal_cents: totals.subtotalCents,
    discounts: {
      price_cents: totals.priceDiscountCents,
      promo_cents: totals.promoCents,
      points_cents: totals.pointsCents,
    },
    total_price: totals.totalCents,
    total: centsToFixed(totals.totalCents),
    promo_code: priced.promo?.code ?? null,
    usedPoints: totals.pointsUsed,
    notes: priced.cart.notes ?? '',
    available_points: priced.balance,
  };
}

const emptyCart = (cartToken: string | null, balance: number | null): Cart => ({
  cart_token: cartToken,
  items: [],
  subtotal_cents: 0,
  discounts: { price_cents: 0, promo_cents: 0, points_cents: 0 },
  total_price: 0,
  total: '0.00',
  promo_code: null,
  usedPoints: 0,
  notes: '',
  available_points: balance,
});

/**
 * The caller's open carts, read without locks, for the advisory capacity checks before a transaction and the public
 * availability: a customer's cart and the guest cart they still carry (merged into theirs by their next cart call),
 * so their own hold never counts against them.
 */
export async function ownCartIdsOf(db: Db, caller: CartCaller): Promise<number[]> {
  const user = caller.userId !== null ? await openCartOfUser(db, caller.userId) : undefined;
  const guest = caller.guestToken ? await openCartOfGuest(db, sha256(caller.guestToken)) : undefined;
  return [user?.id, guest?.id].filter((id): id is number => typeof id === 'number');
}

export interface CartOptions {
  /** How long a checkout hold lasts (CART_HOLD_MINUTES, default 15). */
  holdMinutes: number;
}

export function createCartService(db: Db, options: CartOptions = { holdMinutes: 15 }) {
  const holdMs = options.holdMinutes * 60_000;

  const ownCartIds = (caller: CartCaller) => ownCartIdsOf(db, caller);

  /** Spec §4: partners (and affiliates, and a SUPER not acting as a customer) have no cart; a guest cart they carry is removed. */
  async function refuseNonClient(caller: CartCaller) {
    if (caller.userId === null || caller.userType === 'CLIENT') return;
    if (caller.guestToken) {
      const guest = await openCartOfGuest(db, sha256(caller.guestToken));
      if (guest) await deleteCart(db, guest.id);
    }
    throw new ApiError(403, { key: 'checkout.cartRoleForbidden' });
  }

  /**
   * Finds (or, with `create`, makes) the caller's cart inside `tx`, locked. A logged-in caller who also sends a guest
   * token gets the guest cart merged in (spec §4: the cart carries over on login) and the guest cart deleted. `notes`:
   * what a cart made here starts with.
   */
  async function resolve(
    tx: Conn,
    caller: CartCaller,
    create: boolean,
    notes?: string | null,
  ): Promise<{ cart: CartRow | null; token: string | null; created?: true }> {
    if (caller.userId !== null) {
      await lockUser(tx, caller.userId);
      let cart = (await openCartOfUser(tx, caller.userId, true)) ?? null;
      const guest = caller.guestToken ? await openCartOfGuest(tx, sha256(caller.guestToken), true) : undefined;
      if (guest) {
        if (!cart) {
          await updateCart(tx, guest.id, { userId: caller.userId, guestTokenHash: null });
          cart = { ...guest, userId: caller.userId, guestTokenHash: null };
        } else {
          const mine = await storedInputs(tx, cart.id);
          const theirs = await storedInputs(tx, guest.id);
          const merged = [...mine.filter((m) => !theirs.some((t) => t.id === m.id)), ...theirs];
          // A hold either cart had moves to the merged content until the same time (signing in at the personal-data
          // step keeps the timer); if the merged content cannot all be held, the hold ends and the next step says so.
          const holdEnd = (await liveHoldEnd(tx, guest.id)) ?? (await liveHoldEnd(tx, cart.id));
          await writeItems(tx, cart.id, merged);
          await deleteHolds(tx, guest.id);
          if (holdEnd && (await holdCart(tx, cart.id, holdEnd)).errors) await deleteHolds(tx, cart.id);
          if (cart.promoCodeId === null && guest.promoCodeId !== null)
            await updateCart(tx, cart.id, { promoCodeId: guest.promoCodeId });
          await deleteCart(tx, guest.id);
          cart = { ...cart, promoCodeId: cart.promoCodeId ?? guest.promoCodeId };
        }
      }
      if (!cart && create)
        return {
          cart: await insertCart(tx, {
            userId: caller.userId,
            guestTokenHash: null,
            ...(notes !== undefined ? { notes } : {}),
          }),
          token: null,
          created: true,
        };
      return { cart, token: null };
    }
    if (caller.guestToken) {
      const guest = await openCartOfGuest(tx, sha256(caller.guestToken), true);
      if (guest) return { cart: guest, token: caller.guestToken };
    }
    if (!create) return { cart: null, token: null };
    const token = newOpaqueToken();
    return {
      cart: await insertCart(tx, {
        userId: null,
        guestTokenHash: sha256(token),
        ...(notes !== undefined ? { notes } : {}),
      }),
      token,
      created: true,
    };
  }

  /**
   * Replaces the cart's lines with those of `inputs` that price (`services`: theirs, when the caller has read them);
   * answers what was stored, for `answer`. `created`: the cart was made in this transaction (no old lines).
   */
  async function writeItems(
    tx: Conn,
    cartId: number,
    inputs: CartItemInput[],
    services?: readonly ServiceForPricing[],
    created = false,
  ): Promise<{ inputs: CartItemInput[]; services: readonly ServiceForPricing[] }> {
    const { lines } = await priceItems(tx, inputs, { checkCapacity: false, ...(services ? { services } : {}) });
    const rows = lineRows(inputs, lines).map((row) => ({ cartId, ...row }));
    await replaceItems(tx, cartId, rows, created);
    return {
      inputs: rows.map((r) => r.notes.item),
      services: services ?? [...new Map(lines.map((l) => [l.service.id, l.service])).values()],
    };
  }

  /** `fresh`: the cart row as it now stands and what it stores, when the caller has them (nothing is read again). */
  async function answer(
    tx: Conn,
    cart: CartRow | null,
    token: string | null,
    locale: Locale,
    userId: number | null,
    fresh?: { cart: CartRow; stored: { inputs: CartItemInput[]; services: readonly ServiceForPricing[] } },
  ): Promise<Cart> {
    if (!cart) return emptyCart(token, userId !== null ? await pointsBalance(tx, userId) : null);
    if (fresh)
      return cartView(
        await priceCart(tx, fresh.cart, { checkCapacity: false, strict: false, stored: fresh.stored }),
        locale,
        token,
      );
    const row = (await cartById(tx, cart.id)) ?? cart;
    return cartView(await priceCart(tx, row, { checkCapacity: false, strict: false }), locale, token);
  }

  return {
    async get(caller: CartCaller, locale: Locale): Promise<Cart> {
      await refuseNonClient(caller);
      return db.transaction(async (tx) => {
        const { cart, token } = await resolve(tx, caller, false);
        return answer(tx, cart, token, locale, caller.userId);
      });
    },

    /** POST /api/cart: `items` replaces the cart; every line is validated and priced on the server. */
    async replace(
      caller: CartCaller,
      body: { items: CartItemInput[]; notes?: string | null },
      locale: Locale,
    ): Promise<Cart> {
      await refuseNonClient(caller);
      const duplicate = body.items.findIndex((item, i) => body.items.findIndex((o) => o.id === item.id) !== i);
      // Spec §4: adding an item with the same id replaces it — keep the last one.
      const items =
        duplicate === -1
          ? body.items
          : body.items.filter((item, i) => body.items.map((o) => o.id).lastIndexOf(item.id) === i);
      const { lines: checked, errors } = await priceItems(db, items, {
        checkCapacity: true,
        ownCarts: await ownCartIds(caller),
      });
      if (Object.keys(errors).length) throw invalid(errors);
      // Every line priced: their services were all read, and the lines are written and answered from them.
      const services = [...new Map(checked.map((l) => [l.service.id, l.service])).values()];
      if (caller.userId === null && !caller.guestToken) {
        // A guest's first cart: nothing to find, merge or hold, so the cart and its lines (priced just above) are one
        // statement, atomic without a transaction (ADR 033: three round trips less than BEGIN, two INSERTs, COMMIT).
        const token = newOpaqueToken();
        const rows = lineRows(items, checked);
        const notes = body.notes !== undefined ? { notes: body.notes ?? null } : {};
        const cart = await insertCartWithItems(db, { userId: null, guestTokenHash: sha256(token), ...notes }, rows);
        return answer(db, cart, token, locale, null, {
          cart,
          stored: { inputs: rows.map((r) => r.notes.item), services },
        });
      }
      return db.transaction(async (tx) => {
        // A cart made by this call starts with the notes, holds nothing and has no lines yet: nothing to delete, end or
        // update afterwards (ADR 033: the bench's new cart before each booking, two round trips less).
        const { cart, token, created } = await resolve(
          tx,
          caller,
          true,
          body.notes !== undefined ? (body.notes ?? null) : undefined,
        );
        if (!cart) throw new Error('cart not created');
        const holdEnd = created ? null : await liveHoldEnd(tx, cart.id);
        const stored = await writeItems(tx, cart.id, items, services, created);
        // A changed cart keeps its hold for the new content until the same time, under the capacity locks; a line
        // whose places went meanwhile refuses the change (the old content and hold stay).
        if (holdEnd && items.length === 0) await deleteHolds(tx, cart.id);
        else if (holdEnd) {
          const held = await holdCart(tx, cart.id, holdEnd);
          if (held.errors) throw invalid(held.errors);
        }
        const fresh = created
          ? cart
          : body.notes !== undefined
            ? await updateCart(tx, cart.id, { notes: body.notes ?? null })
            : await updateCart(tx, cart.id, {});
        return answer(tx, cart, token, locale, caller.userId, fresh ? { cart: fresh, stored } : undefined);
      });
    },

    /** The service page asks before adding, so a full date is never put in the cart. */
    async check(items: CartItemInput[], locale: Locale, caller: CartCaller | null = null): Promise<CartCheck> {
      const { lines, errors } = await priceItems(db, items, {
        checkCapacity: true,
        ownCarts: caller ? await ownCartIds(caller) : [],
      });
      const t = translator(locale);
      return {
        items: items.map((item, index) => {
          // A line's own error, or the first of its fields (docs/adr/023: `items.N.adults`, `items.N.children`).
          const error =
            errors[`items.${index}`] ?? Object.entries(errors).find(([key]) => key.startsWith(`items.${index}.`))?.[1];
          return {
            id: item.id,
            places_left: lines.find((l) => l.index === index)?.placesLeft ?? null,
            error: error ? t(error.key, error.params ?? {}) : null,
          };
        }),
      };
    },

    /** The payment step shows the gift card's part and the rest before Pay, as the booking will. */
    async giftCardPreview(caller: CartCaller, code: string): Promise<GiftCardPreview> {
      await refuseNonClient(caller);
      const gift = await giftCardByCode(db, code);
      if (!gift || gift.status === 'cancelled' || gift.status === 'pending' || gift.expiresAt < new Date())
        throw invalid({ gift_card_code: 'checkout.giftCardInvalid' });
      if (gift.balanceCents <= 0) throw invalid({ gift_card_code: 'checkout.giftCardEmpty' });
      return db.transaction(async (tx) => {
        const { cart } = await resolve(tx, caller, false);
        if (!cart) throw invalid({ items: 'checkout.cartEmpty' });
        const priced = await priceCart(tx, (await cartById(tx, cart.id)) ?? cart, {
          checkCapacity: false,
          strict: false,
        });
        if (priced.lines.length === 0) throw invalid({ items: 'checkout.cartEmpty' });
        const partner = await giftCardPartner(tx, gift);
        const covers = giftCardCover(gift.balanceCents, partner?.companyId ?? null, priced.lines, priced.totals);
        if (covers === 0 && partner)
          throw invalid({
            gift_card_code: { key: 'checkout.giftCardOtherPartner', params: { partner: partner.tradeName } },
          });
        return {
          code_last4: gift.code.slice(-4),
          balance_cents: gift.balanceCents,
          total_cents: priced.totals.totalCents,
          covers_cents: covers,
          due_cents: priced.totals.totalCents - covers,
          partner: partner?.tradeName ?? null,
        };
      });
    },

    async close(caller: CartCaller): Promise<Cart> {
      await refuseNonClient(caller);
      return db.transaction(async (tx) => {
        const { cart } = await resolve(tx, caller, false);
        if (cart) {
          await updateCart(tx, cart.id, { closedAt: new Date() });
          await deleteHolds(tx, cart.id);
        }
        return emptyCart(null, caller.userId !== null ? await pointsBalance(tx, caller.userId) : null);
      });
    },

    async applyPromo(caller: CartCaller, code: string, locale: Locale): Promise<Cart> {
      await refuseNonClient(caller);
      const promo = await promoByCode(db, code);
      const refusal = promoRefusal(promo, caller.userId);
      if (refusal || !promo) throw invalid({ code: refusal ?? 'checkout.promoNotFound' });
      return db.transaction(async (tx) => {
        const { cart, token } = await resolve(tx, caller, true);
        if (!cart) throw new Error('cart not created');
        await updateCart(tx, cart.id, { promoCodeId: promo.id });
        return answer(tx, cart, token, locale, caller.userId);
      });
    },

    async removePromo(caller: CartCaller, locale: Locale): Promise<Cart> {
      await refuseNonClient(caller);
      return db.transaction(async (tx) => {
        const { cart, token } = await resolve(tx, caller, false);
        if (cart) await updateCart(tx, cart.id, { promoCodeId: null });
        return answer(tx, cart, token, locale, caller.userId);
      });
    },

    async applyPoints(caller: CartCaller, points: number, locale: Locale): Promise<Cart> {
      await refuseNonClient(caller);
      if (caller.userId === null) throw new ApiError(401, { key: 'checkout.pointsLoginRequired' });
      const userId = caller.userId;
      return db.transaction(async (tx) => {
        const { cart, token } = await resolve(tx, caller, true);
        if (!cart) throw new Error('cart not created');
        const balance = await pointsBalance(tx, userId);
        if (points > balance)
          throw invalid({ points: { key: 'checkout.pointsNotEnough', params: { points: balance } } });
        await updateCart(tx, cart.id, { usedPoints: points });
        return answer(tx, cart, token, locale, userId);
      });
    },

    async removePoints(caller: CartCaller, locale: Locale): Promise<Cart> {
      await refuseNonClient(caller);
      if (caller.userId === null) throw new ApiError(401, { key: 'checkout.pointsLoginRequired' });
      return db.transaction(async (tx) => {
        const { cart, token } = await resolve(tx, caller, false);
        if (cart) await updateCart(tx, cart.id, { usedPoints: 0 });
        return answer(tx, cart, token, locale, caller.userId);
      });
    },

    /** GET /api/cart/hold: the caller's live hold (expires_at null when none). */
    async currentHold(caller: CartCaller): Promise<CartHold> {
      await refuseNonClient(caller);
      return db.transaction(async (tx) => {
        const { cart } = await resolve(tx, caller, false);
        return holdView(tx, cart?.id ?? null, options.holdMinutes);
      });
    },

    /**
     * POST /api/cart/hold: hold the cart's places. A live hold keeps its end (going back to the cart and on again does
     * not stretch it); otherwise the hold lasts `holdMinutes` from now. 422 names every line that cannot be held.
     */
    async hold(caller: CartCaller): Promise<CartHold> {
      await refuseNonClient(caller);
      return db.transaction(async (tx) => {
        const { cart } = await resolve(tx, caller, false);
        if (!cart) throw invalid({ items: 'checkout.cartEmpty' });
        const now = new Date();
        const end = (await liveHoldEnd(tx, cart.id)) ?? new Date(now.getTime() + holdMs);
        const held = await holdCart(tx, cart.id, end, now);
        if (held.errors) throw invalid(held.errors);
        return holdView(tx, cart.id, options.holdMinutes, now);
      });
    },

    /** POST /api/cart/hold/release: the places go back at once (the cart itself is kept). */
    async releaseHold(caller: CartCaller): Promise<CartHold> {
      await refuseNonClient(caller);
      return db.transaction(async (tx) => {
        const { cart } = await resolve(tx, caller, false);
        if (cart) await deleteHolds(tx, cart.id);
        return holdView(tx, null, options.holdMinutes);
      });
    },

    /** The sweeper: deletes holds past their end (reads already ignore them). */
    sweepHolds(now = new Date()): Promise<number> {
      return deleteExpiredHolds(db, now);
    },

    resolve,
    refuseNonClient,
  };
}

export type CartService = ReturnType<typeof createCartService>;
