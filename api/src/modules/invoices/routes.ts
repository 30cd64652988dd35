// Partner invoices (spec §7 api/invoices*): the staff calls (the `invoices` permission: finance and
// admin, enforced by modules/super/access.ts) and the partner's own (api/dashboard/invoices, the `sales` team
// permission, only their company's rows).
import type { FastifyPluginAsync } from 'fastify';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import {
  Envelope,
  Invoice,
  InvoiceMonth,
  InvoicesQuery,
  InvoiceUpdateBody,
  INVOICE_MAX_BYTES,
  Page,
  PartnerInvoicesQuery,
} from '@mp/shared/contracts';
import { errors } from '../../lib/schemas';
import { ok } from '../../lib/wire';
import { partnerOf, requirePartnerAccess } from '../team/access';
import { invoiceFile, listInvoices, partnerInvoices, setInvoiceStatus, uploadInvoice } from './service';

const tags = ['invoices'];
const IdParams = Type.Object({ id: Type.Integer({ minimum: 1 }) });
const PdfFile = Type.Unsafe<{ filename: string; mimetype: string; data: Buffer }>({
  type: 'object',
  description: 'a PDF file (starts with %PDF-), at most 10 MB',
  properties: {
    filename: { type: 'string' },
    mimetype: { type: 'string' },
    data: { description: 'the file contents' },
  },
  required: ['filename', 'mimetype', 'data'],
});
const Binary = Type.Unsafe<Buffer>({ type: 'string', format: 'binary' });

function sendPdf(reply: import('fastify').FastifyReply, file: { data: Buffer; name: string }) {
  return reply
    .header('content-type', 'application/pdf')
    .header('content-disposition', `attachment; filename="${file.name}"`)
    .header('cache-control', 'private, no-store')
    .header('x-content-type-options', 'nosniff')
    .send(file.data);
}

const SUPER = { roles: ['SUPER'] as const };

const staffInvoiceRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/api/invoices',
    {
      schema: {
        tags,
        summary:
          'The invoices of a month (default: the last complete one), one per partner with items completed or cancelled without a refund; generates missing rows. years: from the first booking to now',
        querystring: InvoicesQuery,
        response: { 200: Envelope(InvoiceMonth), ...errors(401, 403, 422) },
      },
      config: SUPER,
    },
    async (request) => ok(await listInvoices(app, request.query)),
  );

  app.post(
    '/api/invoices/:id/upload',
    {
      schema: {
        tags,
        summary:
          'Uploads the invoice PDF (multipart: file; PDF only, at most 10 MB); a pending invoice becomes uploaded',
        params: IdParams,
        body: Type.Object({ file: PdfFile }),
        response: { 200: Envelope(Invoice), ...errors(401, 403, 404, 422) },
      },
      config: { ...SUPER, multipartOptions: { limits: { fileSize: INVOICE_MAX_BYTES } } },
    },
    async (request) =>
      ok(
        await uploadInvoice(
          app,
          request,
          request.params.id,
          request.body.file as { filename?: unknown; data?: unknown },
        ),
      ),
  );

  app.post(
    '/api/invoices/:id/update',
    {
      schema: {
        tags,
        summary: 'Sets the status: pending, uploaded (needs the PDF) or paid',
        params: IdParams,
        body: InvoiceUpdateBody,
        response: { 200: Envelope(Invoice), ...errors(401, 403, 404, 422) },
      },
      config: SUPER,
    },
    async (request) => ok(await setInvoiceStatus(app, request, request.params.id, request.body.status)),
  );

  app.get(
    '/api/invoices/:id/file',
    {
      schema: {
        tags,
        summary:
          "The invoice PDF: the one uploaded for it, else the A4 invoice and statement drawn now, in the partner's language",
        params: IdParams,
        response: { 200: Binary, ...errors(401, 403, 404) },
      },
      config: SUPER,
    },
    async (request, reply) => sendPdf(reply, await invoiceFile(app, request.params.id, null, null)),
  );
};

const partnerInvoiceRoutes: FastifyPluginAsyncTypebox = async (app) => {
  requirePartnerAccess(app);
  const PARTNER = { roles: ['SUPPLIER'] as const, teamPermission: 'sales' as const };

  app.get(
    '/api/dashboard/invoices',
    {
      schema: {
        tags,
        summary: "The partner's own invoices, newest month first",
        querystring: PartnerInvoicesQuery,
        response: { 200: Envelope(Page(Invoice)), ...errors(401, 403, 422) },
      },
      config: PARTNER,
    },
    async (request) => ok(await partnerInvoices(app.db, partnerOf(request).companyId, request.url, request.query)),
  );

  app.get(
    '/api/dashboard/invoices/:id/file',
    {
      schema: {
        tags,
        summary:
          "Downloads one of the partner's own invoices (another's is a 404): the uploaded PDF, else the A4 invoice and statement drawn now, in the request's language",
        params: IdParams,
        response: { 200: Binary, ...errors(401, 403, 404) },
      },
      config: PARTNER,
    },
    async (request, reply) =>
      sendPdf(reply, await invoiceFile(app, request.params.id, partnerOf(request).companyId, request.locale)),
  );
};

const invoiceRoutes: FastifyPluginAsync = async (app) => {
  await app.register(staffInvoiceRoutes);
  await app.register(partnerInvoiceRoutes);
};

export default invoiceRoutes;
