// Manual GIFT bookings: staff book any service for any customer, by e-mail, and the customer pays
// nothing. The lines go through the cart service (priced and checked against the places left) in a cart of their own,
// so the customer's own cart is never touched; the booking is made by the checkout's booking service with
// payment_method gift (the same locks and capacity rules as any checkout). A registered customer gets the booking in
// their account at once (staff vouch for the address, no claim link needed); a new address becomes a guest customer.
// The customer is mailed that it is a gift (gift-mail.ts), not the checkout's "payment received".
import { sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ManualBookingBody, ManualBookingCreated, SuperBookingItemRow } from '@mp/shared/contracts';
import type { Tx } from '../../../db/client';
import { sha256 } from '../../../lib/crypto';
import { invalid, type MessageRef } from '../../../lib/errors';
import type { BookingsService } from '../../bookings/service';
import type { CartService } from '../../cart/service';
import { one, rows } from '../../cart/sql';
import { mailGiftBooking } from './gift-mail';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export async function createManualBooking(
  app: FastifyInstance,
  request: FastifyRequest,
  deps: { bookings: BookingsService; carts: CartService },
  body: ManualBookingBody,
): Promise<ManualBookingCreated> {
  const locale = request.locale;
  const staffId = request.realUser!.id;
  const email = body.email.trim().toLowerCase();
  const first = body.first_name.trim();
  const last = body.last_name.trim();
  const errors: Record<string, MessageRef | string> = {};
  if (!email) errors.email = 'validation.required';
  else if (!EMAIL.test(email)) errors.email = 'validation.email';
  if (!first) errors.first_name = 'validation.required';
  if (!last) errors.last_name = 'validation.required';
  if (Object.keys(errors).length) throw invalid(errors);
  const existing = await one<{ id: number; user_type: string; registered: boolean }>(
    app.db,
    sql`select id, user_type, password_hash is not null as registered from users where email = ${email}`,
  );
  if (existing && existing.user_type !== 'CLIENT') throw invalid({ email: 'backOffice.manual.notClient' });

  // A cart of its own (a guest cart only this request knows the token of), then the checkout's booking service.
  const cart = await deps.carts.replace(
    { userId: null, userType: null, guestToken: null },
    { items: body.items, notes: body.notes ?? null },
    locale,
  );
  let result: ManualBookingCreated | undefined;
  // The owner, the creator and the audit entry are written in the booking's own transaction: all or nothing.
  try {
    await deps.bookings.create(
      { userId: null, userType: null, guestToken: cart.cart_token, realIsSuper: true },
      {
        payment_method: 'gift',
        first_name: first,
        last_name: last,
        email,
        phone: body.phone?.trim() || undefined,
        notes: body.notes,
      },
      locale,
      {
        inTx: async (tx, created) => {
          result = await finishManual(app, request, tx, {
            bookingId: created.id,
            reference: created.reference,
            staffId,
            email,
            existing,
          });
        },
        ownConfirmation: true,
      },
    );
  } catch (error) {
    // Only this request knew the cart's token: a refused booking takes its cart with it (its lines go by cascade).
    if (cart.cart_token)
      await app.db.execute(
        sql`delete from carts where guest_token_hash = ${sha256(cart.cart_token)} and closed_at is null`,
      );
    throw error;
  }
  if (!result) throw new Error('manual booking was not finished');
  await mailGiftBooking(
    {
      db: app.db,
      mailer: app.mailer,
      publicUrl: app.config.publicUrl,
      voucherSecret: app.config.voucherSecret,
      log: request.log,
    },
    result.booking_id,
    result.customer.registered,
  );
  return result;
}

async function finishManual(
  app: FastifyInstance,
  request: FastifyRequest,
  tx: Tx,
  o: {
    bookingId: number;
    reference: string;
    staffId: number;
    email: string;
    existing: { id: number; registered: boolean } | undefined;
  },
): Promise<ManualBookingCreated> {
  const locale = request.locale;
  const { staffId, email, existing } = o;
  const created = { booking_id: o.bookingId, reference: o.reference };
  const manual = JSON.stringify({ manual_by: staffId });
  if (existing?.registered) {
    await tx.execute(
      sql`update bookings set user_id = ${existing.id}, created_by_user_id = ${staffId},
            annotations = (annotations - 'claim' - 'claimable') || ${manual}::jsonb, updated_at = now()
          where id = ${created.booking_id}`,
    );
  } else {
    await tx.execute(
      sql`update bookings set created_by_user_id = ${staffId}, annotations = annotations || ${manual}::jsonb where id = ${created.booking_id}`,
    );
  }
  const customer = await one<{ id: number; email: string; name: string; registered: boolean }>(
    tx,
    sql`select u.id, u.email, trim(u.first_name || ' ' || u.last_name) as name, u.password_hash is not null as registered
        from bookings b join users u on u.id = b.user_id where b.id = ${created.booking_id}`,
  );
  const items = await rows<{
    id: number;
    service: string;
    booking_date: Date | string;
    quantity: number;
    status: string;
    value_cents: number;
  }>(
    tx,
    sql`select bi.id, coalesce(bi.unserialized_service->>${locale === 'pt' ? 'name_pt' : 'name_en'}, s.name_en, '') as service, bi.booking_date,
               bi.quantity, bi.status, bi.value_cents
        from booking_items bi left join services s on s.id = bi.service_id where bi.booking_id = ${created.booking_id} order by bi.id`,
  );
  const valueCents = items.reduce((sum, i) => sum + i.value_cents, 0);
  await app.audit.change(tx, request, {
    action: 'manual_booking.create',
    entity: 'booking',
    entityId: created.booking_id,
    before: null,
    after: {
      reference: created.reference,
      customer_id: customer!.id,
      email,
      value_cents: valueCents,
      items: items.map((i) => i.id),
    },
  });
  return {
    booking_id: created.booking_id,
    reference: created.reference,
    value_cents: valueCents,
    items: items.map((i) => ({
      id: i.id,
      service: i.service,
      booking_date: new Date(i.booking_date).toISOString(),
      quantity: i.quantity,
      status: i.status as SuperBookingItemRow['status'],
    })),
    customer: customer!,
  };
}
