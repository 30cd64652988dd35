// Affiliate attribution (ADR 019): a visit that arrives through an affiliate's link (`?ref=CODE`) is a click. The
// API counts it and remembers the visit for 30 days in an HttpOnly cookie, so a booking paid within them is the
// affiliate's. The parameter then leaves the address bar, so a reload or a shared address does not count again.
// The same values as REFERRAL_PARAM and REFERRAL_CODE_PATTERN of @mp/shared/contracts (referral.test.ts holds them
// equal), written here so the shell's start-up does not load the contracts' schema library.
export const REFERRAL_PARAM = 'ref';
export const REFERRAL_CODE_PATTERN = '^[A-Za-z0-9_-]{3,40}$';

/** The referral code of a query string, when it has a well-formed one. */
export function referralCode(search: string): string | null {
  const code = new URLSearchParams(search).get(REFERRAL_PARAM);
  return code && new RegExp(REFERRAL_CODE_PATTERN).test(code) ? code : null;
}

export function captureReferral(win: Pick<Window, 'location' | 'history' | 'fetch'> = window): void {
  const code = referralCode(win.location.search);
  if (!code) return;
  const url = new URL(win.location.href);
  url.searchParams.delete(REFERRAL_PARAM);
  win.history.replaceState(win.history.state, '', `${url.pathname}${url.search}${url.hash}`);
  // An unknown code answers 404: nothing is remembered, and the visit goes on as any other.
  void win
    .fetch('/api/affiliate-visits', {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ code }),
    })
    .catch(() => undefined);
}
