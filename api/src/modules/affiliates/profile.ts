// The affiliate's profile pages: GET/POST /api/affiliates/profile (name, contact, payout details;
// empty values skipped as the partner update, spec §5), POST /api/affiliates/settings (mail language) and
// POST /api/affiliates/password. Only ever the signed-in affiliate's own account.
import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { sql, type SQL } from 'drizzle-orm';
import {
  AffiliateProfile,
  AffiliateProfileBody,
  AffiliateSettingsBody,
  ChangePasswordBody,
  Envelope,
  MessageContent,
} from '@mp/shared/contracts';
import type { Db } from '../../db/client';
import { invalid, notFound, unauthenticated, type MessageRef } from '../../lib/errors';
import { errors } from '../../lib/schemas';
import { ok } from '../../lib/wire';
import { one } from '../cart/sql';
import { changePassword, saveLanguage, sessionToKeep } from '../customer/settings';
import { isValidIban, isValidNif } from '@mp/shared/domain';

const tags = ['affiliates'];
const filled = (v: unknown): v is string => typeof v === 'string' && v.trim() !== '';

export async function affiliateProfile(db: Db, userId: number): Promise<AffiliateProfile> {
  const row = await one<AffiliateProfile>(
    db,
    sql`select u.id, u.email, u.first_name, u.last_name, u.phone, p.country, p.description, p.vatnumber, p.iban, p.bicswift,
               a.code, a.status, a.commission_basis_points, up.language
          from users u join affiliates a on a.user_id = u.id
          left join user_profiles p on p.user_id = u.id left join user_preferences up on up.user_id = u.id
         where u.id = ${userId}`,
  );
  if (!row) throw notFound('affiliates.notAffiliate');
  return row;
}

export async function updateAffiliateProfile(db: Db, userId: number, body: AffiliateProfileBody): Promise<void> {
  const current = await affiliateProfile(db, userId);
  const problems: Record<string, MessageRef> = {};
  const user: SQL[] = [];
  const profile: Record<string, string> = {};
  if (filled(body.first_name)) user.push(sql`first_name = ${body.first_name.trim()}`);
  if (filled(body.last_name)) user.push(sql`last_name = ${body.last_name.trim()}`);
  if (filled(body.phone)) {
    const digits = body.phone.replace(/\D/g, '');
    if (digits.length < 6) problems.phone = { key: 'affiliates.phone' };
    else user.push(sql`phone = ${digits}`);
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
  await db.transaction(async (tx) => {
    if (user.length > 0)
      await tx.execute(sql`update users set ${sql.join(user, sql`, `)}, updated_at = now() where id = ${userId}`);
    const columns = Object.keys(profile);
    if (columns.length > 0) {
      const names = sql.join(
        columns.map((c) => sql.identifier(c)),
        sql`, `,
      );
      const values = sql.join(
        columns.map((c) => sql`${profile[c]}`),
        sql`, `,
      );
      const updates = sql.join(
        columns.map((c) => sql`${sql.identifier(c)} = excluded.${sql.identifier(c)}`),
        sql`, `,
      );
      await tx.execute(
        sql`insert into user_profiles (user_id, ${names}) values (${userId}, ${values}) on conflict (user_id) do update set ${updates}, updated_at = now()`,
      );
    }
  });
}

export function affiliateProfileRoutes(app: FastifyInstance): void {
  const r = app.withTypeProvider<TypeBoxTypeProvider>();
  const config = { roles: ['AFFILIATE'] as ['AFFILIATE'] };
  const me = (request: { actingUser: { id: number } | null }) => {
    if (!request.actingUser) throw unauthenticated();
    return request.actingUser.id;
  };
  r.get(
    '/api/affiliates/profile',
    {
      schema: {
        tags,
        summary: 'The affiliate’s name, contact, payout details, code and rate',
        response: { 200: Envelope(AffiliateProfile), ...errors(401, 403, 404) },
      },
      config,
    },
    async (request) => ok(await affiliateProfile(app.db, me(request))),
  );
  r.post(
    '/api/affiliates/profile',
    {
      schema: {
        tags,
        summary: 'Edit the affiliate’s name, contact and payout details (empty values skipped)',
        body: AffiliateProfileBody,
        response: { 200: Envelope(AffiliateProfile), ...errors(401, 403, 404, 422) },
      },
      config,
    },
    async (request) => {
      await updateAffiliateProfile(app.db, me(request), request.body);
      return ok(await affiliateProfile(app.db, me(request)));
    },
  );
  r.post(
    '/api/affiliates/settings',
    {
      schema: {
        tags,
        summary: 'The language of the affiliate’s mails',
        body: AffiliateSettingsBody,
        response: { 200: Envelope(AffiliateProfile), ...errors(401, 403, 422) },
      },
      config,
    },
    async (request) => {
      await saveLanguage(app.db, me(request), request.body.language);
      return ok(await affiliateProfile(app.db, me(request)));
    },
  );
  r.post(
    '/api/affiliates/password',
    {
      schema: {
        tags,
        summary: 'Change the affiliate’s password (current one required); every other session is signed out',
        body: ChangePasswordBody,
        response: { 200: Envelope(MessageContent), ...errors(401, 403, 422) },
      },
      config,
    },
    async (request) => {
      const id = me(request);
      await changePassword(app.db, id, sessionToKeep(request, id), request.body, app.loginLimiter, {
        mailer: app.mailer,
        publicUrl: app.config.publicUrl,
        log: request.log,
        locale: request.locale,
      });
      return ok({ message: request.t('customer.passwordChanged') });
    },
  );
}
