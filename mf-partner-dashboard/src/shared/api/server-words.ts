// What the server said when it refused a change: a 422's field messages, joined, else the caller's retry message.
import { ApiError } from '@mp/shared/api';

export function serverWords(e: unknown, fallback: string): string {
  const words = e instanceof ApiError && e.status === 422 ? Object.values(e.errors).flat() : [];
  return words.length ? words.join(' ') : fallback;
}
