// Answers that must not tell, by how long they take, whether an address has an account: the mail
// flows do a database write and send a mail only for a known address, so their answer waits until a fixed floor.
import { setTimeout as sleep } from 'node:timers/promises';

/** The mail-sending account flows (reset link, verification code) answer no sooner than this. */
export const ACCOUNT_ANSWER_FLOOR_MS = 400;

/** Runs `work`, then waits until `floorMs` have passed since the start (also when `work` throws). */
export async function noSoonerThan<T>(floorMs: number, work: () => Promise<T>): Promise<T> {
  const started = performance.now();
  try {
    return await work();
  } finally {
    const left = floorMs - (performance.now() - started);
    if (left > 0) await sleep(left);
  }
}
