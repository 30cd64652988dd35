import { createStore } from 'zustand/vanilla';
import { useStore } from 'zustand';
import { emit } from '../bus';
import { CART_LOCAL_KEY, cartTotal, clearFieldError, type FieldErrors } from '../domain';

import { readJson, removeKey, writeJson } from './storage';
import type { BillingData, CartItem, PaymentMethod } from './types';

/** localStorage (CART_LOCAL_KEY): cart, payment method, billing data, notes, promo code, points (spec §9). */
export { CART_LOCAL_KEY };
/** sessionStorage: payment response and MB WAY countdown start (spec §9). */
export const CART_SESSION_KEY = 'mp.cart.payment';

export interface CartData {
  items: CartItem[];
  /** The item just added (the header shows a confirmation); not persisted. */
  itemJustAdded: CartItem | null;
  /** Cart total in cents: item totals minus discounts. */
  total_price: number;
  notes: string;
  promo_code: string | null;
  usedPoints: number;
  paymentMethod: PaymentMethod | null;
  /** What the payment call answered (MB WAY reference, PayPal link…). */
  paymentResponse: unknown;
  processingPayment: boolean;
  billingData: BillingData | null;
  /** Epoch ms when the MB WAY countdown started, or null. */
  mbwayStartedAt: number | null;
  checkoutErrors: FieldErrors;
  paymentErrors: FieldErrors;
}

export interface CartState extends CartData {
  /**
   * Add an item, replacing the line with the same id (spec §4). The id is the bookable slot (service, date and time),
   * so another date or time is its own line. A front end that adds people to a slot already in the cart prices the
   * whole party and passes that line (a group price or a size tier is for the party, not a sum of two lines).
   */
  addItem(item: CartItem): void;
  removeItem(id: string): void;
  updateItem(id: string, patch: Partial<Omit<CartItem, 'id'>>): void;
  /** Overwrite the items with what the server answered (POST /api/cart content.items). */
  setItems(items: CartItem[]): void;
  setNotes(notes: string): void;
  setPromoCode(code: string | null): void;
  setUsedPoints(points: number): void;
  setPaymentMethod(method: PaymentMethod | null): void;
  setPaymentResponse(response: unknown): void;
  setProcessingPayment(processing: boolean): void;
  setBillingData(data: BillingData | null): void;
  setCheckoutErrors(errors: FieldErrors): void;
  /** Spec §5: editing a field clears that field's error. */
  clearCheckoutError(field: string): void;
  setPaymentErrors(errors: FieldErrors): void;
  clearItemJustAdded(): void;
  startMbwayCountdown(now?: number): void;
  /** Payment status back to the start: response, processing, countdown and payment errors cleared. */
  resetPayment(): void;
  /** Empty the cart and everything stored with it. */
  clear(): void;
}

interface LocalPart {
  items: CartItem[];
  paymentMethod: PaymentMethod | null;
  billingData: BillingData | null;
  notes: string;
  promo_code: string | null;
  usedPoints: number;
}
interface SessionPart {
  paymentResponse: unknown;
  mbwayStartedAt: number | null;
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;
const isCartItem = (v: unknown): v is CartItem =>
  isObject(v) && typeof v.id === 'string' && typeof v.total_cents === 'number' && typeof v.discount_cents === 'number';
const isLocalPart = (v: unknown): v is LocalPart => isObject(v) && Array.isArray(v.items) && v.items.every(isCartItem);
const isSessionPart = (v: unknown): v is SessionPart => isObject(v) && 'mbwayStartedAt' in v;

const EMPTY: CartData = {
  items: [],
  itemJustAdded: null,
  total_price: 0,
  notes: '',
  promo_code: null,
  usedPoints: 0,
  paymentMethod: null,
  paymentResponse: null,
  processingPayment: false,
  billingData: null,
  mbwayStartedAt: null,
  checkoutErrors: {},
  paymentErrors: {},
};

function hydrate(): CartData {
  const local = readJson('local', CART_LOCAL_KEY, isLocalPart);
  const session = readJson('session', CART_SESSION_KEY, isSessionPart);
  const items = local?.items ?? [];
  return {
    ...EMPTY,
    items,
    total_price: cartTotal(items),
    notes: typeof local?.notes === 'string' ? local.notes : '',
    promo_code: typeof local?.promo_code === 'string' ? local.promo_code : null,
    usedPoints: typeof local?.usedPoints === 'number' ? local.usedPoints : 0,
    paymentMethod: local?.paymentMethod ?? null,
    billingData: local?.billingData ?? null,
    paymentResponse: session?.paymentResponse ?? null,
    mbwayStartedAt: typeof session?.mbwayStartedAt === 'number' ? session.mbwayStartedAt : null,
  };
}

const withItems = (items: CartItem[]) => ({ items, total_price: cartTotal(items) });

export const cartStore = createStore<CartState>()((set, get) => ({
  ...hydrate(),
  addItem(item) {
    const items = get().items;
    const existing = items.some((i) => i.id === item.id);
    const next = existing ? items.map((i) => (i.id === item.id ? item : i)) : [...items, item];
    set({ ...withItems(next), itemJustAdded: item });
    emit('cart:item-added', { item });
  },
  removeItem(id) {
    set(withItems(get().items.filter((i) => i.id !== id)));
  },
  updateItem(id, patch) {
    set(withItems(get().items.map((i) => (i.id === id ? { ...i, ...patch, id } : i))));
  },
  setItems(items) {
    set(withItems(items));
  },
  setNotes: (notes) => set({ notes }),
  setPromoCode: (promo_code) => set({ promo_code }),
  setUsedPoints: (usedPoints) => set({ usedPoints: Math.max(0, Math.floor(usedPoints)) }),
  setPaymentMethod: (paymentMethod) => set({ paymentMethod }),
  setPaymentResponse: (paymentResponse) => set({ paymentResponse }),
  setProcessingPayment: (processingPayment) => set({ processingPayment }),
  setBillingData: (billingData) => set({ billingData }),
  setCheckoutErrors: (checkoutErrors) => set({ checkoutErrors }),
  clearCheckoutError: (field) => set({ checkoutErrors: clearFieldError(get().checkoutErrors, field) }),
  setPaymentErrors: (paymentErrors) => set({ paymentErrors }),
  clearItemJustAdded: () => set({ itemJustAdded: null }),
  startMbwayCountdown: (now = Date.now()) => set({ mbwayStartedAt: now }),
  resetPayment: () => set({ paymentResponse: null, processingPayment: false, mbwayStartedAt: null, paymentErrors: {} }),
  clear: () => set({ ...EMPTY }),
}));

// Persist exactly the spec §9 split, and tell the other front ends when the cart changes.
cartStore.subscribe((state, prev) => {
  if (
    state.items !== prev.items ||
    state.paymentMethod !== prev.paymentMethod ||
    state.billingData !== prev.billingData ||
    state.notes !== prev.notes ||
    state.promo_code !== prev.promo_code ||
    state.usedPoints !== prev.usedPoints
  ) {
    const local: LocalPart = {
      items: state.items,
      paymentMethod: state.paymentMethod,
      billingData: state.billingData,
      notes: state.notes,
      promo_code: state.promo_code,
      usedPoints: state.usedPoints,
    };
    const empty =
      local.items.length === 0 &&
      !local.paymentMethod &&
      !local.billingData &&
      !local.notes &&
      !local.promo_code &&
      !local.usedPoints;
    if (empty) removeKey('local', CART_LOCAL_KEY);
    else writeJson('local', CART_LOCAL_KEY, local);
  }
  if (state.paymentResponse !== prev.paymentResponse || state.mbwayStartedAt !== prev.mbwayStartedAt) {
    if (state.paymentResponse == null && state.mbwayStartedAt === null) removeKey('session', CART_SESSION_KEY);
    else
      writeJson('session', CART_SESSION_KEY, {
        paymentResponse: state.paymentResponse,
        mbwayStartedAt: state.mbwayStartedAt,
      } satisfies SessionPart);
  }
  if (state.items !== prev.items || state.total_price !== prev.total_price) {
    emit('cart:changed', { count: state.items.length, total_cents: state.total_price });
  }
});

// The cart edited in another browser tab: take its items and settings so the badge and totals agree.
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.storageArea !== window.localStorage || (event.key !== CART_LOCAL_KEY && event.key !== null)) return;
    const { items, total_price, notes, promo_code, usedPoints, paymentMethod, billingData } = hydrate();
    cartStore.setState({ items, total_price, notes, promo_code, usedPoints, paymentMethod, billingData });
  });
}

export function useCart(): CartState;
export function useCart<T>(selector: (state: CartState) => T): T;
export function useCart<T>(selector?: (state: CartState) => T): T | CartState {
  return useStore(cartStore, (selector ?? ((s: CartState) => s)) as (state: CartState) => T | CartState);
}
