// The payloads that cross micro-frontends. Change them additively only: remotes deployed
// separately may still read an older shape.
import type { AuthUser, Locale, User } from '../contracts';
import type { CartItem, ToastInput } from '../stores/types';

/** `<owner>:<event>` → payload. Only the owner emits (see README). */
export interface EventMap {
  /** Owner: authStore. Fired on login, logout and when the super admin switches the acting user. */
  'auth:changed': { user: AuthUser | null; acting: User | null };
  /** Owner: localeStore. */
  'locale:changed': { locale: Locale };
  /** Owner: toastStore. Fired when a toast is requested. */
  'toast:show': ToastInput;
  /** Owner: cartStore. Fired whenever the item list or the total changes. */
  'cart:changed': { count: number; total_cents: number };
  /** Owner: cartStore. */
  'cart:item-added': { item: CartItem };
  /** Owner: chatConnection (@mp/shared/realtime). The signed-in user's unread chat messages; 0 on logout. */
  'chat:unread-changed': { count: number };
}

export type EventName = keyof EventMap;
export type EventHandler<K extends EventName> = (payload: EventMap[K]) => void;
