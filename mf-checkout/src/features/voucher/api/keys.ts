export const voucherKeys = {
  voucher: (reference: string, token: string | null, loggedIn: boolean) =>
    ['checkout', 'voucher', reference, token ?? '', loggedIn] as const,
};

export const voucherTokenHeader = (token: string | null): Record<string, string> =>
  token ? { 'x-voucher-token': token } : {};

/** The manage token of the page's URL fragment (`#token=…`), or of the payment just made in this browser. */
export function voucherTokenFromHash(hash: string): string | null {
  const token = new URLSearchParams(hash.replace(/^#/, '')).get('token');
  return token && /^[A-Za-z0-9_-]{1,100}$/.test(token) ? token : null;
}
