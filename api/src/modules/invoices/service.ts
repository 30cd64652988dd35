// Partner invoices: one row per partner and month with what the marketplace owes the partner for the items completed
// that month (and those cancelled late without a refund, whose charge the partner keeps). Rows are generated when a
// month is read, idempotently, together with every earlier month of its year in month order (under a per-year lock,
// numbers unique per year in the database): a new row gets the next number of the year, so the numbers follow the
// calendar whichever month is read first, and an issued number never changes. A pending row's figures follow the
// bookings. Its PDF is drawn by the server on download (ADR 046) unless staff uploaded one (checked by its first
// bytes), which then stands in for it; staff set the status; the partner lists and downloads their own.
import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Invoice, InvoiceMonth, InvoiceStatus, Locale, PageOf } from '@mp/shared/contracts';
import { lisbonDayOf, MARKETPLACE_COMPANY, regionName } from '@mp/shared/domain';
import type { Db } from '../../db/client';
import { invalid, notFound } from '../../lib/errors';
import { lisbonInstant, lisbonToday } from '../../lib/lisbon-time';
import { page, pageWindow } from '../../lib/wire';
import { partnerReader } from '../bookings/reader-locale';
import { renderStatementPdf, statementLines } from './pdf';
import * as repo from './repository';

const PDF_MAGIC = Buffer.from('%PDF-', 'latin1');

export const invoiceNumber = (year: number, n: number | null) =>
  n === null ? '' : `${year}/${String(n).padStart(4, '0')}`;

export function invoiceView(r: repo.InvoiceRow): Invoice {
  return {
    id: r.id,
    number: invoiceNumber(r.year, r.number),
    year: r.year,
    month: r.month,
    company: { id: r.companyId, trade_name: r.tradeName },
    items: r.items,
    gross_cents: r.grossCents,
    commission_cents: r.commissionCents,
    amount_cents: r.amountCents,
    status: r.status as InvoiceStatus,
    file_name: r.fileKey ? r.fileName : null,
    updated_at: r.updatedAt.toISOString(),
  };
}

const pad = (n: number) => String(n).padStart(2, '0');

/** [first instant, first instant of the next month) of a Lisbon calendar month. */
export function monthRange(year: number, month: number): { from: Date; to: Date } {
  const next = month === 12 ? { year: year + 1, month: 1 } : { year, month: month + 1 };
  return {
    from: lisbonInstant(`${year}-${pad(month)}-01`, '00:00'),
    to: lisbonInstant(`${next.year}-${pad(next.month)}-01`, '00:00'),
  };
}

/**
 * Creates the missing rows of the month and of every earlier month of its year, in month order (within a month, by
 * company), and refreshes the pending ones, in one transaction: two reads for the whole year so far, then the writes.
 * Numbering January to `month` each time means a month never takes numbers before an earlier one that had not been read
 * yet; a row that already has a number keeps it.
 */
export async function generateMonth(db: Db, year: number, month: number): Promise<void> {
  await db.transaction(async (tx) => {
    await repo.lockYear(tx, year);
    let last = await repo.lastNumber(tx, year);
    const key = (m: number, companyId: number) => `${m}:${companyId}`;
    const existing = new Map((await repo.rowsThrough(tx, year, month)).map((r) => [key(r.month, r.companyId), r]));
    const figures = await repo.monthFigures(tx, monthRange(year, 1).from, monthRange(year, month).to);
    const owed = new Set<string>();
    // monthFigures comes in month order, then company order: the numbering order.
    for (const f of figures) {
      owed.add(key(f.month, f.company_id));
      const values = {
        items: f.items,
        grossCents: f.gross_cents,
        commissionCents: f.commission_cents,
        amountCents: Math.max(0, f.gross_cents - f.commission_cents),
      };
      const row = existing.get(key(f.month, f.company_id));
      if (!row) {
        last += 1;
        await repo.insertInvoice(tx, {
          companyId: f.company_id,
          year,
          month: f.month,
          number: last,
          status: 'pending',
          ...values,
        });
      } else if (
        row.status === 'pending' &&
        (row.items !== values.items ||
          row.grossCents !== values.grossCents ||
          row.commissionCents !== values.commissionCents)
      ) {
        await repo.updateInvoice(tx, row.id, values);
      }
    }
    // A pending row whose items were all refunded or moved since: nothing owed any more, the number stays.
    for (const [at, row] of existing) {
      if (!owed.has(at) && row.status === 'pending' && row.items !== 0) {
        await repo.updateInvoice(tx, row.id, { items: 0, grossCents: 0, commissionCents: 0, amountCents: 0 });
      }
    }
  });
}

export async function listInvoices(
  app: FastifyInstance,
  query: { year?: number; month?: number },
): Promise<InvoiceMonth> {
  const [cy = 0, cm = 1] = lisbonToday().split('-').map(Number);
  // By default the last complete month: the one to invoice.
  const fallback = cm === 1 ? { year: cy - 1, month: 12 } : { year: cy, month: cm - 1 };
  const year = query.year ?? (query.month !== undefined ? cy : fallback.year);
  const month = query.month ?? (query.year !== undefined ? 1 : fallback.month);
  // A month is invoiced once it is over: reading the running month would number its invoices while items still complete.
  if (year * 12 + month > cy * 12 + cm) throw invalid({ month: 'invoices.futureMonth' });
  if (year * 12 + month === cy * 12 + cm) throw invalid({ month: 'invoices.openMonth' });
  const first = (await repo.firstBookingYear(app.db)) ?? cy;
  const years: number[] = [];
  for (let y = Math.min(first, cy); y <= cy; y++) years.push(y);
  await generateMonth(app.db, year, month);
  return { year, month, years, data: (await repo.invoicesOfPeriod(app.db, year, month)).map(invoiceView) };
}

const auditShape = (i: Invoice) => ({
  number: i.number,
  status: i.status,
  file_name: i.file_name,
  amount_cents: i.amount_cents,
});

export async function uploadInvoice(
  app: FastifyInstance,
  request: FastifyRequest,
  id: number,
  file: { filename?: unknown; data?: unknown },
): Promise<Invoice> {
  if (!(await repo.invoiceById(app.db, id))) throw notFound('invoices.notFound');
  // Only a multipart upload gives a Buffer; a JSON body naming `file` gets the same 422 as a file that is not a PDF.
  const data = file.data;
  if (!Buffer.isBuffer(data) || data.length < PDF_MAGIC.length || !data.subarray(0, PDF_MAGIC.length).equals(PDF_MAGIC))
    throw invalid({ file: 'invoices.notPdf' });
  // Not under the public /api/files/ tree: an invoice is read only through the invoice calls.
  const key = `private/invoices/${randomBytes(16).toString('hex')}.pdf`;
  await app.storage.put(key, data);
  const name =
    ((typeof file.filename === 'string' ? file.filename : '').split(/[\\/]/).pop() ?? '').slice(0, 200) ||
    'invoice.pdf';
  let replaced: string | null = null;
  let saved: Invoice;
  try {
    saved = await app.db.transaction(async (tx) => {
      const row = await repo.invoiceById(tx, id, true);
      if (!row) throw notFound('invoices.notFound');
      replaced = row.fileKey;
      const before = invoiceView(row);
      await repo.updateInvoice(tx, id, {
        fileKey: key,
        fileName: name,
        status: row.status === 'pending' ? 'uploaded' : row.status,
      });
      const after = invoiceView((await repo.invoiceById(tx, id)) as repo.InvoiceRow);
      await app.audit.change(tx, request, {
        action: 'invoice.upload',
        entity: 'invoice',
        entityId: id,
        before: auditShape(before),
        after: auditShape(after),
      });
      return after;
    });
  } catch (error) {
    // Nothing points at the new file: it goes.
    await app.storage.delete(key).catch(() => undefined);
    throw error;
  }
  // The PDF it replaces is no longer anyone's (after the commit, so a failed save keeps the old one).
  if (replaced && replaced !== key)
    await app.storage
      .delete(replaced)
      .catch((error: unknown) => app.log.warn({ err: error, invoice: id }, 'invoice: old PDF not deleted'));
  return saved;
}

export async function setInvoiceStatus(
  app: FastifyInstance,
  request: FastifyRequest,
  id: number,
  status: InvoiceStatus,
): Promise<Invoice> {
  return app.db.transaction(async (tx) => {
    const row = await repo.invoiceById(tx, id, true);
    if (!row) throw notFound('invoices.notFound');
    if (status === 'uploaded' && !row.fileKey) throw invalid({ status: 'invoices.noFile' });
    const before = invoiceView(row);
    await repo.updateInvoice(tx, id, { status });
    const after = invoiceView((await repo.invoiceById(tx, id)) as repo.InvoiceRow);
    await app.audit.change(tx, request, {
      action: 'invoice.status',
      entity: 'invoice',
      entityId: id,
      before: auditShape(before),
      after: auditShape(after),
    });
    return after;
  });
}

export async function partnerInvoices(
  db: Db,
  companyId: number,
  url: string,
  query: { page?: number; per_page?: number; year?: number },
): Promise<PageOf<Invoice>> {
  const paging = { page: query.page ?? 1, perPage: query.per_page ?? 15 };
  const { total, rows } = await repo.companyInvoices(db, companyId, query.year, pageWindow(paging));
  return page(url, paging, total, rows.map(invoiceView));
}

/** The generated invoice and statement of a row (ADR 046): its items, priced as the row's figures are. */
async function generatedPdf(db: Db, row: repo.InvoiceRow, locale: Locale): Promise<Buffer> {
  const party = await repo.companyParty(db, row.companyId);
  if (!party) throw notFound('invoices.notFound');
  const range = monthRange(row.year, row.month);
  const { lines, totals } = statementLines(await repo.invoiceLines(db, row.companyId, range.from, range.to, locale));
  const address = [
    party.address,
    [party.zip_code, party.city].filter(Boolean).join(' '),
    regionName(party.country, locale),
  ];
  return renderStatementPdf(
    {
      number: invoiceNumber(row.year, row.number) || String(row.id),
      issuedOn: lisbonDayOf(row.createdAt.getTime()),
      year: row.year,
      month: row.month,
      issuer: MARKETPLACE_COMPANY,
      customer: {
        name: party.business_name,
        tradeName: party.trade_name,
        nif: party.tax_number,
        address: address.filter((line): line is string => Boolean(line)),
        email: '',
      },
      lines,
      totals,
    },
    locale,
  );
}

/**
 * The PDF of an invoice, for staff (any) or a partner (companyId: only their own; another's is a 404). A PDF staff
 * uploaded for the row (the copy issued by the certified invoicing software) stands in for the generated one; otherwise
 * the server draws it, after bringing a pending row's figures up to date, so the PDF and the row agree. `locale`: the
 * language to write it in; null = the partner's (their owner's mail language, else Portuguese).
 */
export async function invoiceFile(
  app: FastifyInstance,
  id: number,
  companyId: number | null,
  locale: Locale | null,
): Promise<{ data: Buffer; name: string }> {
  let row = await repo.invoiceById(app.db, id);
  if (!row || (companyId !== null && row.companyId !== companyId)) throw notFound('invoices.notFound');
  const name = `invoice-${row.year}-${String(row.number ?? row.id).padStart(4, '0')}.pdf`;
  const uploaded = row.fileKey ? await app.storage.get(row.fileKey) : null;
  if (uploaded) return { data: uploaded, name };
  if (row.status === 'pending') {
    await generateMonth(app.db, row.year, row.month);
    row = (await repo.invoiceById(app.db, id)) ?? row;
  }
  const language = locale ?? (await partnerReader(app.db, row.companyId))?.locale ?? 'pt';
  return { data: await generatedPdf(app.db, row, language), name };
}
