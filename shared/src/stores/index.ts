export type {
  CartItem,
  CartItemKind,
  ToastInput,
  ToastAction,
  Toast,
  ToastKind,
  ToastPosition,
  PaymentMethod,
  BillingData,
  UserTab,
} from './types';
export {
  authStore,
  useAuth,
  actingUser,
  actingRole,
  ONBOARDING_FLAGS,
  COOKIE_CONSENT_FLAG,
  WELCOME_SEEN_FLAG,
  AUTH_USER_KEY,
  AUTH_TABS_KEY,
  type AuthState,
  type LoginModalState,
} from './auth-store';
export { localeStore, useLocale, type LocaleState } from './locale-store';
export { toastStore, useToasts, type ToastState } from './toast-store';
export { cartStore, useCart, CART_LOCAL_KEY, CART_SESSION_KEY, type CartState, type CartData } from './cart-store';
export { debugHandle, type MpSharedHandle } from './debug-handle';
