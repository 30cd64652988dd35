// A partner's invoice and monthly statement as an A4 PDF (ADR 046), drawn with pdfkit: who issues it and to whom
// (names, NIF, addresses), its number, date and period, one line per booking item invoiced (reference, service,
// service date, gross, commission, VAT on the commission, net) and the totals, in one language with Lisbon dates and that
// language's euro format. PDFKit's built-in Helvetica writes WinAnsi text, which holds every letter of en and pt
// and the euro sign, so no font file is embedded.
import PDFDocument from 'pdfkit';
import type { Locale } from '@mp/shared/contracts';
import {
  COMMISSION_VAT_BASIS_POINTS,
  formatCalendarDay,
  formatMoney,
  formatPercent,
  type LegalParty,
} from '@mp/shared/domain';
import { translator } from '../../i18n';

export interface StatementLine {
  reference: string;
  service: string;
  /** The service's day in Lisbon, YYYY-MM-DD. */
  day: string;
  grossCents: number;
  commissionCents: number;
  vatCents: number;
  netCents: number;
}

export interface StatementTotals {
  items: number;
  grossCents: number;
  commissionCents: number;
  vatCents: number;
  netCents: number;
}

export interface Statement {
  number: string;
  /** The day the invoice was issued (its number given), in Lisbon, YYYY-MM-DD. */
  issuedOn: string;
  year: number;
  month: number;
  issuer: LegalParty;
  customer: LegalParty & { tradeName: string };
  lines: StatementLine[];
  totals: StatementTotals;
}

/** VAT on a commission, per item, rounded half up to the cent (the commission is never negative). */
export const vatOn = (commissionCents: number): number =>
  Math.round((commissionCents * COMMISSION_VAT_BASIS_POINTS) / 10000);

/** The statement's lines and totals from the items invoiced: net is gross less commission (docs/money-figures.md). */
export function statementLines(
  items: {
    reference: string;
    service_name: string;
    service_day: string;
    gross_cents: number;
    commission_cents: number;
  }[],
): { lines: StatementLine[]; totals: StatementTotals } {
  const lines = items.map((i) => ({
    reference: i.reference,
    service: i.service_name,
    day: i.service_day,
    grossCents: i.gross_cents,
    commissionCents: i.commission_cents,
    vatCents: vatOn(i.commission_cents),
    netCents: i.gross_cents - i.commission_cents,
  }));
  const sum = (pick: (l: StatementLine) => number) => lines.reduce((total, l) => total + pick(l), 0);
  return {
    lines,
    totals: {
      items: lines.length,
      grossCents: sum((l) => l.grossCents),
      commissionCents: sum((l) => l.commissionCents),
      vatCents: sum((l) => l.vatCents),
      netCents: sum((l) => l.netCents),
    },
  };
}

const MARGIN = 40;
const TABLE_FONT = 8;
/** The table's columns across the 515 pt between the margins of an A4 page. */
const COLUMNS = [
  { key: 'reference', width: 70, align: 'left' },
  { key: 'service', width: 150, align: 'left' },
  { key: 'serviceDate', width: 55, align: 'left' },
  { key: 'gross', width: 60, align: 'right' },
  { key: 'commission', width: 62, align: 'right' },
  { key: 'vat', width: 50, align: 'right' },
  { key: 'net', width: 68, align: 'right' },
] as const;

export async function renderStatementPdf(statement: Statement, locale: Locale): Promise<Buffer> {
  const t = translator(locale);
  const money = (cents: number) => formatMoney(cents, locale);
  const rate = formatPercent(COMMISSION_VAT_BASIS_POINTS / 100, locale);
  const day = (d: string) => formatCalendarDay(d, locale, { day: '2-digit', month: '2-digit', year: 'numeric' });
  const monthName = formatCalendarDay(`${statement.year}-${String(statement.month).padStart(2, '0')}`, locale, {
    month: 'long',
    year: 'numeric',
  });
  const title = t('invoices.pdf.title', { number: statement.number });

  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    bufferPages: true,
    lang: locale === 'pt' ? 'pt-PT' : 'en-GB',
    info: { Title: title, Author: statement.issuer.name, Subject: monthName },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const left = MARGIN;
  const width = doc.page.width - 2 * MARGIN;
  const bottom = () => doc.page.height - MARGIN - 20;

  // Heading: the title on the left, the number's facts on the right.
  doc.font('Helvetica-Bold').fontSize(18).text(title, left, MARGIN);
  doc.font('Helvetica').fontSize(10).fillColor('#444444').text(t('invoices.pdf.subtitle'));
  doc.fillColor('#000000');
  const facts: [string, string][] = [
    [t('invoices.pdf.date'), day(statement.issuedOn)],
    [t('invoices.pdf.period'), t('invoices.pdf.periodValue', { month: monthName })],
  ];
  let y = doc.y + 12;
  for (const [label, value] of facts) {
    doc.font('Helvetica-Bold').fontSize(9).text(`${label}:`, left, y, { continued: true });
    doc.font('Helvetica').text(` ${value}`);
    y = doc.y + 2;
  }

  // The two parties side by side.
  y += 14;
  const partyWidth = width / 2 - 10;
  const party = (x: number, heading: string, p: LegalParty, extra: string[]) => {
    doc.font('Helvetica-Bold').fontSize(9).text(heading.toUpperCase(), x, y, { width: partyWidth });
    doc
      .font('Helvetica-Bold')
      .fontSize(10)
      .text(p.name, x, doc.y + 2, { width: partyWidth });
    doc.font('Helvetica').fontSize(9);
    for (const line of [...extra, t('invoices.pdf.nif', { nif: p.nif }), ...p.address, p.email].filter(Boolean))
      doc.text(line, x, doc.y, { width: partyWidth });
    return doc.y;
  };
  const issuerEnd = party(left, t('invoices.pdf.issuer'), statement.issuer, []);
  const customer = statement.customer;
  const customerEnd = party(
    left + width / 2 + 10,
    t('invoices.pdf.customer'),
    customer,
    customer.tradeName && customer.tradeName !== customer.name
      ? [t('invoices.pdf.tradeName', { name: customer.tradeName })]
      : [],
  );
  y = Math.max(issuerEnd, customerEnd) + 20;

  // The table: a header row (repeated on each new page), then one row per item.
  const header = (): void => {
    doc.font('Helvetica-Bold').fontSize(TABLE_FONT);
    let x = left;
    const heights = COLUMNS.map((c) =>
      doc.heightOfString(t(`invoices.pdf.${c.key}`, { rate }), { width: c.width - 4 }),
    );
    for (const c of COLUMNS) {
      doc.text(t(`invoices.pdf.${c.key}`, { rate }), x, y, { width: c.width - 4, align: c.align });
      x += c.width;
    }
    y += Math.max(...heights) + 3;
    doc
      .moveTo(left, y)
      .lineTo(left + width, y)
      .lineWidth(0.7)
      .stroke();
    y += 4;
    doc.font('Helvetica').fontSize(TABLE_FONT);
  };
  header();
  if (statement.lines.length === 0) {
    doc.text(t('invoices.pdf.noItems'), left, y, { width });
    y = doc.y + 6;
  }
  for (const line of statement.lines) {
    const cells: Record<(typeof COLUMNS)[number]['key'], string> = {
      reference: line.reference,
      service: line.service,
      serviceDate: day(line.day),
      gross: money(line.grossCents),
      commission: money(line.commissionCents),
      vat: money(line.vatCents),
      net: money(line.netCents),
    };
    const height = Math.max(...COLUMNS.map((c) => doc.heightOfString(cells[c.key], { width: c.width - 4 })));
    if (y + height > bottom()) {
      doc.addPage();
      y = MARGIN;
      header();
    }
    let x = left;
    for (const c of COLUMNS) {
      doc.text(cells[c.key], x, y, { width: c.width - 4, align: c.align });
      x += c.width;
    }
    y += height + 4;
  }

  // Totals, right-aligned under the money columns.
  const totals: [string, string, boolean][] = [
    [t('invoices.pdf.items', { count: statement.totals.items }), '', false],
    [t('invoices.pdf.totalGross'), money(statement.totals.grossCents), false],
    [t('invoices.pdf.totalCommission'), money(statement.totals.commissionCents), false],
    [t('invoices.pdf.totalVat', { rate }), money(statement.totals.vatCents), false],
    [t('invoices.pdf.totalCommissionVat'), money(statement.totals.commissionCents + statement.totals.vatCents), false],
    [t('invoices.pdf.totalNet'), money(statement.totals.netCents), true],
  ];
  if (y + totals.length * 14 + 60 > bottom()) {
    doc.addPage();
    y = MARGIN;
  }
  doc
    .moveTo(left, y)
    .lineTo(left + width, y)
    .lineWidth(0.7)
    .stroke();
  y += 8;
  const labelWidth = 300;
  const valueWidth = 110;
  const labelX = left + width - labelWidth - valueWidth;
  for (const [label, value, strong] of totals) {
    doc.font(strong ? 'Helvetica-Bold' : 'Helvetica').fontSize(9);
    doc.text(label, labelX, y, { width: labelWidth - 8, align: 'right' });
    if (value) doc.text(value, labelX + labelWidth, y, { width: valueWidth, align: 'right' });
    y += 14;
  }
  doc
    .font('Helvetica')
    .fontSize(8)
    .fillColor('#444444')
    .text(t('invoices.pdf.note', { rate }), left, y + 12, { width });

  // "Page n of m" at the foot of each page, once the number of pages is known; the bottom margin is lifted while it is
  // written so the footer does not start a page of its own.
  const range = doc.bufferedPageRange();
  for (let i = range.start; i < range.start + range.count; i++) {
    doc.switchToPage(i);
    const margins = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    doc
      .font('Helvetica')
      .fontSize(8)
      .fillColor('#444444')
      .text(t('invoices.pdf.page', { page: i + 1, pages: range.count }), left, doc.page.height - MARGIN, {
        width,
        align: 'right',
        lineBreak: false,
      });
    doc.page.margins.bottom = margins;
  }
  doc.end();
  return done;
}
