// The partner scans a customer's voucher QR code. GET /api/dashboard/vouchers/{code} verifies the
// code's HMAC and answers the booking item it signs, only to the partner of that item (anything else is a 404, so a
// code says nothing about other partners' bookings).
import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { Envelope } from '@mp/shared/contracts';
import { notFound } from '../../lib/errors';
import { errors } from '../../lib/schemas';
import { ok } from '../../lib/wire';
import { partnerOf } from '../team/access';
import { paidItemOfCompany } from './repository';
import { VoucherItem, verifyVoucherCode, voucherItem } from '../bookings/voucher';

const VerifiedVoucher = Type.Object({ reference: Type.String(), customer: Type.String(), item: VoucherItem });

const verifyVoucherSchema = {
  tags: ['dashboard'],
  summary: 'Check a voucher QR code: the booking item it signs, for the partner of that item only',
  params: Type.Object({ code: Type.String({ minLength: 1, maxLength: 60 }) }),
  response: { 200: Envelope(VerifiedVoucher), ...errors(401, 403, 404) },
};

/** Registered inside the dashboard plugin, behind its team-access hook. */
export function voucherVerifyRoutes(app: FastifyInstance): void {
  app
    .withTypeProvider<TypeBoxTypeProvider>()
    .get(
      '/api/dashboard/vouchers/:code',
      { schema: verifyVoucherSchema, config: { roles: ['SUPPLIER'], teamPermission: 'bookings' } },
      async (request) => {
        const companyId = partnerOf(request).companyId;
        const itemId = verifyVoucherCode(app.config.voucherSecret, request.params.code);
        if (itemId === null) throw notFound('checkout.bookingItemNotFound');
        const row = await paidItemOfCompany(app.db, companyId, itemId);
        if (!row) throw notFound('checkout.bookingItemNotFound');
        return ok({
          reference: row.reference,
          customer: `${row.first_name} ${row.last_name}`.trim(),
          item: voucherItem(row, app.config.voucherSecret, request.locale, request.t),
        });
      },
    );
}
