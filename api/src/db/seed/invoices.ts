// Demo partner invoices: the three complete months before the anchor, generated like the back office
// does (one row per partner with completed items, numbered per year); the oldest month paid, the two others pending.
// No PDF is stored: the server draws each invoice when it is downloaded (ADR 046), as it does for real ones.
// Idempotent: generation is, and a row is only moved on from pending.
import { and, eq } from 'drizzle-orm';
import type { Db } from '../client';
import { invoices } from '../schema';
import { generateMonth } from '../../modules/invoices/service';
import { lisbonToday } from '../../lib/lisbon-time';

export async function seedInvoices(db: Db, anchor: Date): Promise<void> {
  const [y = 0, m = 1] = lisbonToday(anchor).split('-').map(Number);
  const months = [3, 2, 1].map((back) => {
    const index = y * 12 + (m - 1) - back;
    return { year: Math.floor(index / 12), month: (index % 12) + 1 };
  });
  for (const [i, period] of months.entries()) {
    await generateMonth(db, period.year, period.month);
    if (i !== 0) continue;
    await db
      .update(invoices)
      .set({ status: 'paid', updatedAt: new Date() })
      .where(and(eq(invoices.year, period.year), eq(invoices.month, period.month), eq(invoices.status, 'pending')));
  }
}
