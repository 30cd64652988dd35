// Demo partner invoices: the three complete months before the anchor, generated like the back office
// does (one row per partner with completed items, numbered per year); the oldest month paid, the next one uploaded
// (each with a small PDF), the last one pending. Idempotent: generation is, and a row is only moved on from pending.
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../client';
import type { Storage } from '../../plugins/storage';
import { invoices } from '../schema';
import { generateMonth } from '../../modules/invoices/service';
import { lisbonToday } from '../../lib/lisbon-time';

/** A one-page PDF saying which invoice it is. */
export function demoPdf(title: string): Buffer {
  const text = title.replace(/[()\\]/g, '');
  const stream = `BT /F1 18 Tf 72 720 Td (${text}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((o, i) => {
    offsets.push(body.length);
    body += `${i + 1} 0 obj\n${o}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

export async function seedInvoices(db: Db, storage: Storage, anchor: Date): Promise<void> {
  const [y = 0, m = 1] = lisbonToday(anchor).split('-').map(Number);
  const months = [3, 2, 1].map((back) => {
    const index = y * 12 + (m - 1) - back;
    return { year: Math.floor(index / 12), month: (index % 12) + 1 };
  });
  for (const [i, period] of months.entries()) {
    await generateMonth(db, period.year, period.month);
    const status = i === 0 ? 'paid' : i === 1 ? 'uploaded' : null;
    if (!status) continue;
    const rows = await db
      .select({ id: invoices.id, number: invoices.number })
      .from(invoices)
      .where(
        and(
          eq(invoices.year, period.year),
          eq(invoices.month, period.month),
          eq(invoices.status, 'pending'),
          isNull(invoices.fileKey),
        ),
      );
    for (const row of rows) {
      const key = `private/invoices/demo-${period.year}-${row.number ?? row.id}.pdf`;
      await storage.put(
        key,
        demoPdf(`Roteiro invoice ${period.year}/${String(row.number ?? row.id).padStart(4, '0')}`),
      );
      await db
        .update(invoices)
        .set({
          fileKey: key,
          fileName: `invoice-${period.year}-${String(period.month).padStart(2, '0')}.pdf`,
          status,
          updatedAt: new Date(),
        })
        .where(eq(invoices.id, row.id));
    }
  }
}
