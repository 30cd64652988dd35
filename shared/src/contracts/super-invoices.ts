// Partner invoices (spec §7 api/invoices*): one row per partner and month with what the marketplace
// owes the partner for the items completed that month (value − discount − commission). Numbers run 1, 2, 3… per
// year. Staff upload the PDF and mark it paid; the partner reads and downloads their own (api/dashboard/invoices).
import { Type, type Static } from '@sinclair/typebox';
import { Cents, ImpersonateField } from './common';

export const InvoiceStatus = Type.Union([Type.Literal('pending'), Type.Literal('uploaded'), Type.Literal('paid')]);
export type InvoiceStatus = Static<typeof InvoiceStatus>;
export const INVOICE_STATUSES: readonly InvoiceStatus[] = ['pending', 'uploaded', 'paid'];
/** The largest invoice PDF accepted. */
export const INVOICE_MAX_BYTES = 10 * 1024 * 1024;

export const Invoice = Type.Object({
  id: Type.Integer(),
  /** e.g. "2025/0007": the year and the consecutive number within it. */
  number: Type.String(),
  year: Type.Integer(),
  month: Type.Integer({ minimum: 1, maximum: 12 }),
  company: Type.Object({ id: Type.Integer(), trade_name: Type.String() }),
  items: Type.Integer({ minimum: 0 }),
  gross_cents: Cents,
  commission_cents: Cents,
  /** What the marketplace owes the partner: gross − commission. */
  amount_cents: Cents,
  status: InvoiceStatus,
  file_name: Type.Union([Type.String(), Type.Null()]),
  updated_at: Type.String({ format: 'date-time' }),
});
export type Invoice = Static<typeof Invoice>;

export const InvoicesQuery = Type.Object({
  month: Type.Optional(Type.Integer({ minimum: 1, maximum: 12 })),
  year: Type.Optional(Type.Integer({ minimum: 2000, maximum: 2100 })),
  impersonate_id: ImpersonateField,
});
export type InvoicesQuery = Static<typeof InvoicesQuery>;

export const InvoiceMonth = Type.Object({
  year: Type.Integer(),
  month: Type.Integer(),
  /** The years offered: from the first booking's year to this year. */
  years: Type.Array(Type.Integer()),
  data: Type.Array(Invoice),
});
export type InvoiceMonth = Static<typeof InvoiceMonth>;

export const InvoiceUpdateBody = Type.Object({ status: InvoiceStatus, impersonate_id: ImpersonateField });
export type InvoiceUpdateBody = Static<typeof InvoiceUpdateBody>;

/** GET api/dashboard/invoices: the partner's own, newest first. */
export const PartnerInvoicesQuery = Type.Object({
  page: Type.Optional(Type.Integer({ minimum: 1, default: 1 })),
  per_page: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 15 })),
  year: Type.Optional(Type.Integer({ minimum: 2000, maximum: 2100 })),
  impersonate_id: ImpersonateField,
});
export type PartnerInvoicesQuery = Static<typeof PartnerInvoicesQuery>;
