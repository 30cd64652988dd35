// A partner's team (ADR 013): members are SUPPLIER users of the company with a team role. A new member gets
// an invitation mail with a link to set a password (the password-reset flow), then signs in to the same company's
// dashboard with what the role allows. Removing a member ends their sessions.
import type { Locale, TeamMember, TeamMemberBody, TeamMemberUpdateBody } from '@mp/shared/contracts';
import type { Db } from '../../db/client';
import { invalid, notFound } from '../../lib/errors';
import { newOpaqueToken, sha256 } from '../../lib/crypto';
import type { Mailer } from '../../plugins/mail';
import { translator } from '../../i18n';
import { expireResets, insertPasswordReset, revokeAllTokens } from '../auth/repository';
import {
  accountFirstName,
  addTeamMember,
  createMemberAccount,
  invitationOf,
  noteNoticeSent,
  lockedAccountByEmail,
  lockedMember,
  memberIsOwner,
  memberOf,
  rememberMailLanguage,
  removeTeamMember,
  roleExists as roleRowExists,
  setMemberRole,
  teamHasAddress,
  teamOf,
  tradeNameOf,
  updateTeamMember,
  type TeamMemberRow,
} from './repository';

/** How long the invitation's set-password link works. */
export const INVITATION_TTL_DAYS = 7;
/** A resend waits this long after the last link, so a double click or an impatient partner does not flood a mailbox. */
export const RESEND_AFTER_SECONDS = 60;

const view = (r: TeamMemberRow, locale: Locale): TeamMember => ({
  id: r.id,
  first_name: r.first_name,
  last_name: r.last_name,
  email: r.email,
  phone: r.phone,
  role: { id: r.role_id, role_name: r.role_name, description: locale === 'pt' ? r.description_pt : r.description_en },
  joined: r.joined,
  is_owner: r.is_owner,
  created_at: r.created_at,
});

export function createTeamService(deps: { db: Db; mailer: Mailer; publicUrl: string }) {
  const { db, mailer, publicUrl } = deps;

  const roleExists = (id: number) => roleRowExists(db, id);

  const companyName = (companyId: number) => tradeNameOf(db, companyId);

  /** The invitation mail: a set-password link whose page says it is an invitation to join the company. */
  async function mailInvitation(m: { email: string; name: string; company: string; token: string; locale: Locale }) {
    const t = translator(m.locale);
    const query = new URLSearchParams({ token: m.token, email: m.email, invitation: '1' });
    const link = `${publicUrl}${m.locale === 'pt' ? '/pt' : ''}/password/reset?${query.toString()}`;
    await mailer.send({
      to: m.email,
      template: 'team-invite',
      locale: m.locale,
      subject: t('team.inviteSubject', { company: m.company }),
      text: t('team.inviteText', { name: m.name, company: m.company, link, days: INVITATION_TTL_DAYS }),
    });
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
        const existing = await lockedAccountByEmail(tx, email);
        const person = { email, first_name: body.first_name, last_name: body.last_name, phone: body.phone ?? null };
        const userId = existing ? null : await createMemberAccount(tx, companyId, person);
        const memberId = await addTeamMember(tx, companyId, { ...person, userId, roleId: body.role_id });
        if (userId !== null) {
          await insertPasswordReset(tx, userId, sha256(token), new Date(Date.now() + INVITATION_TTL_DAYS * 86_400_000));
          await rememberMailLanguage(tx, userId, locale);
        }
        return { id: memberId, existingName: existing ? (existing.first_name ?? '') : null };
      });
      const company = await companyName(companyId);
      if (made.existingName !== null) {
        await mailer.send({
          to: email,
          template: 'team-invite-existing',
          locale,
          subject: translator(locale)('team.inviteSubject', { company }),
          text: translator(locale)('team.inviteExistingText', { name: made.existingName, company }),
        });
      } else await mailInvitation({ email, name: body.first_name, company, token, locale });
      return this.get(companyId, made.id, locale);
    },

    /**
     * Mails a pending member a fresh invitation link, in the language of their first one; the links sent before stop
     * working. A row whose address already had an account is answered like any pending one (the list must not tell
     * the partner who has an account): its owner is told again by mail, as at the invitation.
     */
    async resendInvitation(companyId: number, id: number, locale: Locale): Promise<void> {
      const token = newOpaqueToken();
      const sent = await db.transaction(async (tx) => {
        const member = await invitationOf(tx, companyId, id);
        if (!member) throw notFound('team.memberNotFound');
        if (member.joined) throw invalid({ id: 'team.notPending' });
        if ((member.last_sent_seconds ?? Infinity) < RESEND_AFTER_SECONDS) throw invalid({ id: 'team.resendTooSoon' });
        if (member.user_id !== null) {
          const now = new Date();
          await expireResets(tx, member.user_id, now);
          await insertPasswordReset(
            tx,
            member.user_id,
            sha256(token),
            new Date(now.getTime() + INVITATION_TTL_DAYS * 86_400_000),
          );
        } else await noteNoticeSent(tx, id);
        return member;
      });
      const company = await companyName(companyId);
      const mailLocale = sent.language ?? locale;
      if (sent.user_id === null) {
        const existing = await accountFirstName(db, sent.email);
        await mailer.send({
          to: sent.email,
          template: 'team-invite-existing',
          locale: mailLocale,
          subject: translator(mailLocale)('team.inviteSubject', { company }),
          text: translator(mailLocale)('team.inviteExistingText', { name: existing ?? '', company }),
        });
      } else await mailInvitation({ email: sent.email, name: sent.first_name, company, token, locale: mailLocale });
    },

    async changeRole(companyId: number, id: number, roleId: number, locale: Locale): Promise<TeamMember> {
      if (!(await roleExists(roleId))) throw invalid({ role_id: 'team.roleUnknown' });
      if (await memberIsOwner(db, companyId, id)) throw invalid({ role_id: 'team.ownerRoleFixed' });
      if (!(await setMemberRole(db, companyId, id, roleId))) throw notFound('team.memberNotFound');
      return this.get(companyId, id, locale);
    },

    async update(companyId: number, id: number, body: TeamMemberUpdateBody, locale: Locale): Promise<TeamMember> {
      if (!(await roleExists(body.role_id))) throw invalid({ role_id: 'team.roleUnknown' });
      const current = await memberOf(db, companyId, id);
      if (current && current.role_id !== body.role_id && (await memberIsOwner(db, companyId, id)))
        throw invalid({ role_id: 'team.ownerRoleFixed' });
      const changed = await updateTeamMember(db, companyId, id, {
        first_name: body.first_name,
        last_name: body.last_name,
        phone: body.phone ?? null,
        roleId: body.role_id,
      });
      if (!changed) throw notFound('team.memberNotFound');
      return this.get(companyId, id, locale);
    },

    /** Removes the member; answers the user id whose sessions were ended (null for a member without an account). */
    async destroy(companyId: number, id: number, actingUserId: number): Promise<number | null> {
      return db.transaction(async (tx) => {
        const member = await lockedMember(tx, companyId, id);
        if (!member) throw notFound('team.memberNotFound');
        if (member.user_id === actingUserId) throw invalid({ id: 'team.cannotRemoveSelf' });
        if (await memberIsOwner(tx, companyId, id)) throw invalid({ id: 'team.ownerNotRemoved' });
        await removeTeamMember(tx, companyId, id, member.user_id);
        if (member.user_id !== null) await revokeAllTokens(tx, member.user_id, new Date());
        return member.user_id;
      });
    },
  };
}
