export const manageKeys = {
  all: ['checkout', 'manage-booking'] as const,
  booking: (token: string) => [...manageKeys.all, token] as const,
  messages: (token: string, itemId: number) => [...manageKeys.all, token, 'messages', itemId] as const,
};

/**
 * The manage-link token of the page's URL fragment (`#token=…`): `<reference>.<expiry>.<signature>`. Kept out of the
 * URL the servers see, and sent in a header or a request body.
 */
export function manageTokenFromHash(hash: string): string | null {
  const token = new URLSearchParams(hash.replace(/^#/, '')).get('token');
  return token && /^[A-Za-z0-9._-]{1,160}$/.test(token) ? token : null;
}
