// A partner's team (ADR 013): members are SUPPLIER users of the company with a team role. A new member gets
// an invitation mail with a link to set a password (the password-reset flow), then signs in to the same company's
// dashboard with what the role allows. Removing a member ends their sessions.
import { sql } from 'drizzle-orm';
import type { Locale, TeamMember, TeamMemberBody, TeamMemberUpdateBody } from '@mp/shared/contracts';
import type { Db } from '../../db/client';
import { invalid, notFound } from '../../lib/errors';
import { newOpaqueToken, sha256 } from '../../lib/crypto';
import type { Mailer } from '../../plugins/mail';
import { translator } from '../../i18n';
import { one } from '../cart/sql';
import { insertPasswordReset, revokeAllTokens } from '../auth/repository';
import { memberOf, teamHasAddress, teamOf, type TeamMemberRow } from './repository';

/** How long the invitation's set-password link works. */
export const INVITATION_TTL_DAYS = 7;

const view = (r: TeamMemberRow, locale: Locale): TeamMember => ({
  id: r.id,
  first_name: r.first_name,
  last_name: r.last_name,
  email: r.email,
  phone: r.phone,
  role: { id: r.role_id, role_name: r.role_name, description: locale === 'pt' ? r.description_pt : r.description_en },
  joined: r.joined,
  created_at: r.created_at,
});

export function createTeamService(deps: { db: Db; mailer: Mailer; publicUrl: string }) {
  const { db, mailer, publicUrl } = deps;

  async function roleExists(id: number): Promise<boolean> {
    return Boolean(await one(db, sql`select 1 from team_roles where id = ${id}`));
  }

  return {
    async list(companyId: number, locale: Locale): Promise<TeamMember[]> {
      return (await teamOf(db, companyId)).map((r) => view(r, locale));
    },

    async get(companyId: number, id: number, locale: Locale): Promise<TeamMember> {
      const r = await memberOf(db, companyId, id);
      if (!r) throw notFound('team.memberNotFound');
      return view(r, locale);
    },

    async invite(companyId: number, body: TeamMemberBody, locale: Locale): Promise<TeamMember> {
      if (!(await roleExists(body.role_id))) throw invalid({ role_id: 'team.roleUnknown' });
      const email = body.email.trim().toLowerCase();
      const token = newOpaqueToken();
      // An address that already has an account is answered exactly like a new one (the same member, still "not
      // joined"), so the form does not tell a partner who has an account. No account is ever taken over: the row
      // has no user and never joins, and the address's owner is told by mail instead of getting a link.
      const made = await db.transaction(async (tx) => {
        // The partner's own team list shows the address already, so saying so tells nothing about an account.
        if (await teamHasAddress(tx, companyId, email)) throw invalid({ email: 'team.alreadyOnTeam' });
        const existing = await one<{ id: number; first_name: string | null }>(
          tx,
          sql`select u.id, u.first_name from users u where u.email = ${email} for update`,
        );
        let userId: number | null = null;
        if (!existing) {
          const [user] = (
            (await tx.execute(
              sql`insert into users (user_type, email, password_hash, first_name, last_name, phone) values ('SUPPLIER', ${email}, null, ${body.first_name}, ${body.last_name}, ${body.phone ?? null}) returning id`,
            )) as unknown as { rows: { id: number }[] }
          ).rows;
          userId = user!.id;
          await tx.execute(sql`insert into user_profiles (user_id, country) values (${userId}, 'pt')`);
          await tx.execute(
            sql`insert into company_members (company_id, user_id, role) values (${companyId}, ${userId}, 'member')`,
          );
        }
        const [member] = (
          (await tx.execute(
            sql`insert into team_members (company_id, user_id, team_role_id, first_name, last_name, email, phone)
                values (${companyId}, ${userId}, ${body.role_id}, ${body.first_name}, ${body.last_name}, ${email}, ${body.phone ?? null}) returning id`,
          )) as unknown as { rows: { id: number }[] }
        ).rows;
        if (userId !== null)
          await insertPasswordReset(tx, userId, sha256(token), new Date(Date.now() + INVITATION_TTL_DAYS * 86_400_000));
        return { id: member!.id, existingName: existing ? (existing.first_name ?? '') : null };
      });
      const company = await one<{ trade_name: string }>(
        db,
        sql`select trade_name from companies where id = ${companyId}`,
      );
      const t = translator(locale);
      const subject = t('team.inviteSubject', { company: company?.trade_name ?? '' });
      if (made.existingName !== null) {
        await mailer.send({
          to: email,
          subject,
          text: t('team.inviteExistingText', { name: made.existingName, company: company?.trade_name ?? '' }),
        });
      } else {
        const link = `${publicUrl}${locale === 'pt' ? '/pt' : ''}/password/reset?token=${encodeURIComponent(token)}&email=${encodeURIComponent(email)}`;
        await mailer.send({
          to: email,
          subject,
          text: t('team.inviteText', {
            name: body.first_name,
            company: company?.trade_name ?? '',
            link,
            days: INVITATION_TTL_DAYS,
          }),
        });
      }
      return this.get(companyId, made.id, locale);
    },

    async update(companyId: number, id: number, body: TeamMemberUpdateBody, locale: Locale): Promise<TeamMember> {
      if (!(await roleExists(body.role_id))) throw invalid({ role_id: 'team.roleUnknown' });
      const changed = await one<{ id: number }>(
        db,
        sql`update team_members set first_name = ${body.first_name}, last_name = ${body.last_name}, phone = ${body.phone ?? null}, team_role_id = ${body.role_id}
             where id = ${id} and company_id = ${companyId} returning id`,
      );
      if (!changed) throw notFound('team.memberNotFound');
      return this.get(companyId, id, locale);
    },

    /** Removes the member; answers the user id whose sessions were ended (null for a member without an account). */
    async destroy(companyId: number, id: number, actingUserId: number): Promise<number | null> {
      return db.transaction(async (tx) => {
        const member = await one<{ user_id: number | null }>(
          tx,
          sql`select user_id from team_members where id = ${id} and company_id = ${companyId} for update`,
        );
        if (!member) throw notFound('team.memberNotFound');
        if (member.user_id === actingUserId) throw invalid({ id: 'team.cannotRemoveSelf' });
        await tx.execute(sql`delete from team_members where id = ${id}`);
        if (member.user_id !== null) {
          await tx.execute(
            sql`delete from company_members where company_id = ${companyId} and user_id = ${member.user_id} and role = 'member'`,
          );
          await revokeAllTokens(tx, member.user_id, new Date());
        }
        return member.user_id;
      });
    },
  };
}
