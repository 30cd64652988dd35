// First-load JavaScript of a page, measured one way for the benchmark (`pnpm bench:web`) and the CI budget
// (`tests/js-budget.spec.ts`): every script the page loads until the network is idle, gzipped at level 6.
import { gzipSync } from 'node:zlib';
import type { Role } from './site';

/** gzip level 6 size of a script's bytes: the unit of the first-load budget (independent of the server's encoding). */
export function gzipKb(bytes: Buffer): number {
  return gzipSync(bytes, { level: 6 }).length / 1024;
}

/**
 * The pages whose first load is measured and budgeted: the storefront's home, a listing and a seeded service page,
 * the cart, and one page per dashboard remote, opened as the role that uses it.
 */
export const BUDGETED_PAGES: readonly { path: string; role: Role | null }[] = [
  { path: '/', role: null },
  { path: '/experiences', role: null },
  { path: '/guincho-surf-lesson', role: null },
  { path: '/cart', role: null },
  { path: '/user-panel/bookings', role: 'CLIENT' },
  { path: '/dashboard', role: 'SUPPLIER' },
  { path: '/super-admin/dashboard', role: 'SUPER' },
];

/** How much a page's first load may grow over its recorded budget before CI fails (weight grows on purpose only). */
export const BUDGET_SLACK_KB = 5;
