import { bus } from '../bus';
import { authStore } from './auth-store';
import { cartStore } from './cart-store';
import { localeStore } from './locale-store';
import { toastStore } from './toast-store';

export interface MpSharedHandle {
  authStore: typeof authStore;
  cartStore: typeof cartStore;
  localeStore: typeof localeStore;
  toastStore: typeof toastStore;
  bus: typeof bus;
}

declare global {
  var __MP_SHARED__: MpSharedHandle | undefined;
}

export const debugHandle: MpSharedHandle = { authStore, cartStore, localeStore, toastStore, bus };

// One instance is the whole point of sharing these stores through Module Federation. A second
// copy (a remote that bundled its own) keeps the first handle and shouts, so the bug is visible.
if (globalThis.__MP_SHARED__ === undefined) globalThis.__MP_SHARED__ = debugHandle;
else if (globalThis.__MP_SHARED__ !== debugHandle) console.error('[mp] duplicate @mp/shared instance');
