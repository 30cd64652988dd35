// The affiliate area (ADR 019): visits through a referral link, the attribution of a booking made while the
// visit is remembered, and the affiliate's dashboard and commissions.
import type { FastifyBaseLogger } from 'fastify';
import {
  REFERRAL_DAYS,
  type AffiliateCommission,
  type AffiliateProfile,
  type AffiliateProfileBody,
  type AffiliateCommissionsQuery,
  type AffiliateDashboard,
  type Locale,
  type PageOf,
} from '@mp/shared/contracts';
import type { Db } from '../../db/client';
import { ApiError, invalid, notFound, type MessageRef } from '../../lib/errors';
import { page } from '../../lib/wire';
import { isValidIban, isValidNif } from '@mp/shared/domain';
import * as repo from './repository';

/** The cookie that remembers a visit through a referral link (its value is the visit id). */
export const REFERRAL_COOKIE = 'mp_ref';

export function referralCookie(visitId: number, secure: boolean): string {
  return `${REFERRAL_COOKIE}=${visitId}; Max-Age=${REFERRAL_DAYS * 24 * 60 * 60}; Path=/; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`;
}

/** The visit id the request's cookie remembers, if any. */
export function visitOf(cookieHeader: string | undefined): number | null {
  for (const part of (cookieHeader ?? '').split(';')) {
    const [name, value] = part.trim().split('=');
    if (name === REFERRAL_COOKIE && value && /^[1-9][0-9]{0,9}$/.test(value)) return Number(value);
  }
  return null;
}

/**
 * Called once by POST /api/bookings after the booking exists: a booking made while a referral visit is remembered
 * becomes that affiliate's. It never fails the booking: a problem is logged and the booking goes on unattributed.
 */
export async function attributeBooking(
  deps: { db: Db; log: FastifyBaseLogger },
  request: { headers: { cookie?: string | undefined } },
  bookingId: number,
): Promise<void> {
  const visitId = visitOf(request.headers.cookie);
  if (visitId === null) return;
  try {
    await repo.insertReferral(deps.db, visitId, bookingId);
  } catch (err) {
    deps.log.error({ err, bookingId }, 'affiliate attribution failed');
  }
}

export function createAffiliates(db: Db) {
  async function mine(userId: number) {
    const a = await repo.affiliateOfUser(db, userId);
    if (!a) throw new ApiError(403, { key: 'affiliates.notAffiliate' });
    return a;
  }
  return {
    async visit(code: string): Promise<number> {
      const a = await repo.affiliateByCode(db, code);
      if (!a) throw notFound('affiliates.unknownCode');
      return repo.insertVisit(db, a.id);
    },

    async dashboard(userId: number): Promise<AffiliateDashboard> {
      const a = await mine(userId);
      const [sum, perMonth] = await Promise.all([repo.totals(db, a.id), repo.months(db, a.id)]);
      return {
        code: a.code,
        commission_basis_points: a.commission_basis_points,
        status: a.status,
        ...sum,
        conversion: sum.clicks > 0 ? Math.round((sum.bookings / sum.clicks) * 10_000) / 10_000 : 0,
        months: perMonth,
      };
    },

    async commissions(
      userId: number,
      q: AffiliateCommissionsQuery,
      url: string,
      locale: Locale,
    ): Promise<PageOf<AffiliateCommission>> {
      const a = await mine(userId);
      const req = { page: q.page ?? 1, perPage: q.per_page ?? 15 };
      const { total, records } = await repo.listCommissions(db, a.id, {
        status: q.status,
        limit: req.perPage,
        offset: (req.page - 1) * req.perPage,
      });
      return page(
        url,
        req,
        total,
        records.map((r) => ({
          booking_item_id: r.booking_item_id,
          booking_reference: r.booking_reference,
          service_name: locale === 'pt' ? r.name_pt : r.name_en,
          paid_at: r.paid_at,
          amount_cents: r.amount_cents,
          commission_basis_points: r.commission_basis_points,
          commission_cents: r.commission_cents,
          status: r.status,
        })),
      );
    },
  };
}

const filled = (v: unknown): v is string => typeof v === 'string' && v.trim() !== '';

/** The signed-in affiliate's own profile (their pages never show anyone else's). */
export async function affiliateProfile(db: Db, userId: number): Promise<AffiliateProfile> {
  const row = await repo.affiliateProfileRow(db, userId);
  if (!row) throw notFound('affiliates.notAffiliate');
  return row;
}

/**
 * Edits the affiliate's name, contact and payout details; empty values are skipped, as in the partner's update
 * (spec §5). A Portuguese affiliate's NIF and any IBAN must be valid; nothing is written when a field is wrong.
 */
export async function updateAffiliateProfile(db: Db, userId: number, body: AffiliateProfileBody): Promise<void> {
  const current = await affiliateProfile(db, userId);
  const problems: Record<string, MessageRef> = {};
  const user: { first_name?: string; last_name?: string; phone?: string } = {};
  const profile: Partial<Record<'description' | 'vatnumber' | 'iban' | 'bicswift', string>> = {};
  if (filled(body.first_name)) user.first_name = body.first_name.trim();
  if (filled(body.last_name)) user.last_name = body.last_name.trim();
  if (filled(body.phone)) {
    const digits = body.phone.replace(/\D/g, '');
    if (digits.length < 6) problems.phone = { key: 'affiliates.phone' };
    else user.phone = digits;
  }
  if (filled(body.description)) profile.description = body.description.trim();
  if (filled(body.vatnumber)) {
    const vat = body.vatnumber.replace(/\s/g, '');
    if ((current.country ?? 'pt') === 'pt' && !isValidNif(vat)) problems.vatnumber = { key: 'partners.invalidNif' };
    else profile.vatnumber = vat;
  }
  if (filled(body.iban)) {
    if (!isValidIban(body.iban)) problems.iban = { key: 'partners.invalidIban' };
    else profile.iban = body.iban.replace(/\s/g, '').toUpperCase();
  }
  if (filled(body.bicswift)) profile.bicswift = body.bicswift.trim().toUpperCase();
  if (Object.keys(problems).length > 0) throw invalid(problems);
  await repo.saveAffiliateProfile(db, userId, user, profile);
}
