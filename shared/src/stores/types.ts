// Types the stores hold and the bus carries. Kept apart from the stores so the bus can import
// them without importing any store code.
import type { AgeSplit, User } from '../contracts';

export type ToastKind = 'info' | 'success' | 'error';
export type ToastPosition = 'bottom-right' | 'top-right';

export interface ToastInput {
  message: string;
  kind?: ToastKind;
  position?: ToastPosition;
  /** Milliseconds on screen; spec §9 default 3000. */
  duration?: number;
  /** A link the toast offers ("View cart" after adding): a site path, followed without a reload. */
  action?: ToastAction;
}

export interface ToastAction {
  label: string;
  href: string;
}

export interface Toast {
  id: number;
  message: string;
  kind: ToastKind;
  position: ToastPosition;
  duration: number;
  /** True while the pointer or focus is on it: its timer is stopped. */
  paused: boolean;
  /** True during the 150 ms fade-out before removal. */
  leaving: boolean;
  action: ToastAction | null;
}

export type CartItemKind = 'experience' | 'wellness' | 'transfer' | 'gift_card' | 'event' | 'restaurant';

export interface CartItem {
  id: string;
  service_id: number;
  service_slug: string;
  kind: CartItemKind;
  name: string;
  image_url: string | null;
  date: string | null;
  time: string | null;
  quantity: number;
  /**
   * Services with a child band (docs/adr/023): the party's adults and children and what one of each pays; `quantity`
   * is their sum. Absent or null for a plain quantity.
   */
  ages?: AgeSplit | null;
  unit_price_cents: number;
  total_cents: number;
  discount_cents: number;
  free_cancellation: number;
  cancellation_policy: number;
  /** Where the traveller meets the guide, in the cart's language; absent or null when the service has none. */
  meeting_point?: string | null;
  notes: Record<string, unknown>;
}

export type PaymentMethod = 'card' | 'paypal' | 'mbway' | 'crypto';

/** Spec §3 billing data; the last four may arrive under `profile` and are flattened here. */
export interface BillingData {
  first_name: string;
  last_name: string;
  phone: string;
  email: string;
  country: string;
  city: string;
  address: string;
  zipcode: string;
  vatnumber: string;
}

/** One super-admin tab (spec §3 Tabs): the tab id is the user id. */
export interface UserTab {
  id: number;
  user: User;
}
