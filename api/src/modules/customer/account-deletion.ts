// "Delete my account" (ADR 015): the customer's personal data is removed or replaced, the account can no longer
// be used, and what partners and the accounting need is kept without naming anyone. The rules are in README.md
// ("Deleting an account"). One transaction, with the user row locked, so a checkout or a partner answer running at
// the same moment either sees the account before or after, never half of it.
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Locale } from '@mp/shared/contracts';
import type { Db } from '../../db/client';
import type { Storage } from '../../plugins/storage';
import { verifyPassword } from '../../lib/crypto';
import { invalid } from '../../lib/errors';
import { one, rows } from '../../db/sql';
import { accountReader, mailAccountDeleted, type AccountMailDeps } from '../auth/account-mails';

/** What an anonymised account is called wherever its name was shown (partners' booking lists, chats, reviews). */
export const ANONYMISED = { first_name: 'Deleted', last_name: 'account' } as const;
/** The placeholder e-mail of an anonymised account: unique, and on a domain that can never receive mail (RFC 2606). */
export const anonymisedEmail = (userId: number) =>
  `deleted-${userId}-${randomBytes(6).toString('hex')}@deleted.invalid`;

export async function deleteCustomerAccount(
  deps: { db: Db; storage: Storage } & AccountMailDeps,
  userId: number,
  password: string,
  locale: Locale,
  now = new Date(),
): Promise<void> {
  const { files, reader } = await deps.db.transaction(async (tx) => {
    const user = await one<{ password_hash: string | null }>(
      tx,
      sql`select password_hash from users where id = ${userId} for update`,
    );
    if (!(await verifyPassword(user?.password_hash ?? null, password)))
      throw invalid({ password: 'customer.currentPasswordWrong' });

    // Refused while a partner still expects the customer, or a payment is under way (README: "Deleting an account").
    const open = await one<{ upcoming: number; unpaid: number }>(
      tx,
      sql`select count(*) filter (where bi.status in ('pending', 'confirmed') and bi.booking_date > ${now.toISOString()}::timestamptz)::int as upcoming,
                 count(*) filter (where b.status = 'waiting_payment')::int as unpaid
          from bookings b left join booking_items bi on bi.booking_id = b.id where b.user_id = ${userId}`,
    );
    if (open && open.upcoming > 0) throw invalid({ account: 'customer.deleteUpcoming' });
    if (open && open.unpaid > 0) throw invalid({ account: 'customer.deletePaymentOpen' });
    // Where the goodbye goes, read before the address and the mail setting are removed.
    const reader = await accountReader(tx, userId);

    const images = await rows<{ storage_key: string }>(
      tx,
      sql`select storage_key from uploads where owner_user_id = ${userId} and purpose in ('avatar', 'cover')`,
    );
    await tx.execute(sql`update users set email = ${anonymisedEmail(userId)}, first_name = ${ANONYMISED.first_name}, last_name = ${ANONYMISED.last_name},
      phone = null, password_hash = null, email_verified_at = null, updated_at = now() where id = ${userId}`);
    await tx.execute(sql`update user_profiles set vatnumber = null, birthdate = null, iban = null, bicswift = null, country = null, city = null,
      address = null, zipcode = null, description = null, avatar_url = null, cover_url = null, updated_at = now() where user_id = ${userId}`);
    await tx.execute(sql`delete from uploads where owner_user_id = ${userId} and purpose in ('avatar', 'cover')`);
    // Every way in: sessions, reset links, e-mail codes.
    await tx.execute(sql`update auth_tokens set revoked_at = now() where user_id = ${userId} and revoked_at is null`);
    await tx.execute(sql`delete from password_resets where user_id = ${userId}`);
    await tx.execute(sql`delete from email_verifications where user_id = ${userId}`);
    await tx.execute(sql`delete from user_preferences where user_id = ${userId}`);
    await tx.execute(sql`delete from carts where user_id = ${userId}`);
    // Bookings stay (partners' accounting, invoices, payouts) without the billing data and the customer's notes.
    await tx.execute(
      sql`update bookings set billing = ${JSON.stringify({ anonymised: true })}::jsonb, notes = null, updated_at = now() where user_id = ${userId}`,
    );
    await tx.execute(sql`update booking_items set annotations = annotations - 'notes', updated_at = now()
      where booking_id in (select id from bookings where user_id = ${userId})`);
    await tx.execute(sql`update transfer_quote_requests set user_id = null, first_name = ${ANONYMISED.first_name}, last_name = ${ANONYMISED.last_name},
      email = ${anonymisedEmail(userId)}, phone = null, notes = null where user_id = ${userId}`);
    // Reviews stay on the service pages, no longer signed; views stay in the partners' statistics, no longer linked.
    await tx.execute(sql`update reviews set user_id = null, author_first_name = ${ANONYMISED.first_name}, author_last_name = ${ANONYMISED.last_name},
      author_country = null where user_id = ${userId}`);
    await tx.execute(sql`update service_views set user_id = null where user_id = ${userId}`);
    // Gift cards are bearer vouchers (the code may have been given away): they stay valid, no longer linked.
    await tx.execute(sql`update gift_cards set owner_user_id = null where owner_user_id = ${userId}`);
    await tx.execute(sql`update gift_cards set purchaser_user_id = null where purchaser_user_id = ${userId}`);
    await tx.execute(sql`insert into audit_log (real_user_id, acting_user_id, action, method, path, entity, entity_id, before, after)
      values (${userId}, ${userId}, 'account.delete', 'POST', ${`/api/clients/${userId}/delete`}, 'user', ${String(userId)}, null, ${JSON.stringify({ anonymised: true })}::jsonb)`);
    return { files: images.map((i) => i.storage_key), reader };
  });
  // Files go once the transaction has committed (a rollback must not leave a profile pointing at nothing).
  for (const key of files) await deps.storage.delete(key).catch(() => undefined);
  if (reader) await mailAccountDeleted(deps, reader, locale, now);
}
