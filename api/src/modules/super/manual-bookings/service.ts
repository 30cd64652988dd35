// Manual GIFT bookings: staff book any service for any customer, by e-mail, and the customer pays
// nothing. The lines go through the cart service (priced and checked against the places left) in a cart of their own,
// so the customer's own cart is never touched; the booking is made by the checkout's booking service with
// payment_method gift (the same locks and capacity rules as any checkout). A registered customer gets the booking in
// their account at once (staff vouch for the address, no claim link needed); a new address becomes a guest customer.
// The customer is mailed that it is a gift (gift-mail.ts), not the checkout's "payment received".
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ManualBookingBody, ManualBookingCreated, SuperBookingItemRow } from '@mp/shared/contracts';
import type { Tx } from '../../../db/client';
import { invalid, type MessageRef } from '../../../lib/errors';
import type { BookingsService } from '../../bookings/service';
import type { CartService } from '../../cart/service';
import { mailGiftBooking } from './gift-mail';
import * as repo from './repository';

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
  const existing = await repo.accountOfEmail(app.db, email);
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
    if (cart.cart_token) await repo.deleteOpenGuestCart(app.db, cart.cart_token);
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
  await repo.markManual(tx, created.booking_id, staffId, existing?.registered ? existing.id : null);
  const customer = await repo.bookingCustomer(tx, created.booking_id);
  const items = await repo.bookingItems(tx, created.booking_id, locale);
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
