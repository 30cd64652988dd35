// A PayPal approval page or a 3-D Secure step leaves this page; coming back cancelled or failed, the gift card the
// customer had applied is applied again instead of silently gone. The tab's session storage: it leaves with the tab.
const KEPT_GIFT_CARD_KEY = 'mp.checkout.gift-card-code';

export function rememberGiftCardCode(code: string): void {
  try {
    window.sessionStorage.setItem(KEPT_GIFT_CARD_KEY, code.trim());
  } catch {
    // Storage blocked: the customer types the code again.
  }
}

/** The code applied before leaving for the provider's page, read once. */
export function takeRememberedGiftCardCode(): string | null {
  try {
    const code = window.sessionStorage.getItem(KEPT_GIFT_CARD_KEY);
    window.sessionStorage.removeItem(KEPT_GIFT_CARD_KEY);
    return code || null;
  } catch {
    return null;
  }
}
