// SQL of the team module: roles, and whose company a signed-in partner acts for.
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { one, rows } from '../../db/sql';

export interface RoleRow {
  id: number;
  role_name: string;
  description_en: string;
  description_pt: string;
}

export function listRoles(db: Db): Promise<RoleRow[]> {
  return rows<RoleRow>(db, sql`select id, role_name, description_en, description_pt from team_roles order by id`);
}

export interface Membership {
  company_id: number;
  owner: boolean;
  role_name: string | null;
  /** Every company the user owns or is a member of, ascending (the booking-item lists read them all). */
  company_ids: number[];
}

/**
 * The company a partner acts for, as one JSON value (null when they have none): the one they own, else the one they
 * are a member of (the same choice as the profile's `company`), with the team role they hold there and every company
 * of theirs. `userId` is a value or a column: the session's own read takes it with the token (auth/repository), so a
 * dashboard request resolves who and for which company in one statement (bench:api part lists).
 */
export function membershipJson(userId: SQL): SQL {
  return sql`(select json_build_object(
               'company_id', c.id,
               'owner', (c.owner_user_id = ${userId} or coalesce(m.role, '') = 'owner'),
               'role_name', r.role_name,
               'company_ids', array(select id from companies where owner_user_id = ${userId}
                                    union select company_id from company_members where user_id = ${userId}
                                    order by 1))
          from companies c
          left join company_members m on m.company_id = c.id and m.user_id = ${userId}
          left join team_members tm on tm.company_id = c.id and tm.user_id = ${userId}
          left join team_roles r on r.id = tm.team_role_id
         where c.owner_user_id = ${userId} or m.user_id is not null
         order by (c.owner_user_id = ${userId}) desc, c.id
         limit 1)`;
}

export async function membershipOf(db: Db, userId: number): Promise<Membership | null> {
  const row = await one<{ m: Membership | null }>(db, sql`select ${membershipJson(sql`${userId}::int`)} as m`);
  return row?.m ?? null;
}

export interface TeamMemberRow {
  id: number;
  first_name: string;
  last_name: string;
  email: string;
  phone: string | null;
  role_id: number;
  role_name: string;
  description_en: string;
  description_pt: string;
  joined: boolean;
  created_at: string;
  user_id: number | null;
  is_owner: boolean;
}

/** Whether the team row `tm` is the company's owner: the owning account, or a member recorded as an owner. */
const IS_OWNER = sql`(tm.user_id = (select c.owner_user_id from companies c where c.id = tm.company_id)
    or exists (select 1 from company_members m where m.company_id = tm.company_id and m.user_id = tm.user_id and m.role = 'owner'))`;

const MEMBER = sql`select tm.id, tm.first_name, tm.last_name, tm.email, tm.phone, r.id as role_id, r.role_name, r.description_en, r.description_pt,
    (u.password_hash is not null) as joined, to_char(tm.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as created_at, tm.user_id,
    coalesce(${IS_OWNER}, false) as is_owner
  from team_members tm join team_roles r on r.id = tm.team_role_id left join users u on u.id = tm.user_id`;

export const teamOf = (db: Db | Parameters<typeof rows>[0], companyId: number) =>
  rows<TeamMemberRow>(db, sql`${MEMBER} where tm.company_id = ${companyId} order by tm.id`);
export const memberOf = (db: Parameters<typeof rows>[0], companyId: number, id: number) =>
  one<TeamMemberRow>(db, sql`${MEMBER} where tm.company_id = ${companyId} and tm.id = ${id}`);

/** Locks the company's team row of an address, if it has one, so two invitations of it cannot both go in. */
export async function teamHasAddress(
  tx: Parameters<typeof rows>[0],
  companyId: number,
  email: string,
): Promise<boolean> {
  return (
    (await one<{ id: number }>(
      tx,
      sql`select id from team_members where company_id = ${companyId} and email = ${email} for update`,
    )) !== undefined
  );
}

export interface InvitationRow {
  user_id: number | null;
  first_name: string;
  email: string;
  joined: boolean;
  /** The language the invitation was first mailed in (null: not recorded). */
  language: 'en' | 'pt' | null;
  /**
   * Seconds since the member was last mailed: their last set-password link, or for an address that already had an
   * account (no link), their last notice (null: neither).
   */
  last_sent_seconds: number | null;
}

/** Locks a member's row and reads what resending their invitation needs. */
export const invitationOf = (tx: Parameters<typeof rows>[0], companyId: number, id: number) =>
  one<InvitationRow>(
    tx,
    sql`select tm.user_id, tm.first_name, tm.email, (u.password_hash is not null) as joined, p.language,
               case when tm.user_id is null then extract(epoch from now() - coalesce(tm.notice_sent_at, tm.created_at))::int
                    else (select extract(epoch from now() - max(r.created_at))::int from password_resets r where r.user_id = tm.user_id)
               end as last_sent_seconds
          from team_members tm left join users u on u.id = tm.user_id left join user_preferences p on p.user_id = tm.user_id
         where tm.company_id = ${companyId} and tm.id = ${id} for update of tm`,
  );

/** Records that a member whose address already had an account was told of the invitation again. */
export async function noteNoticeSent(tx: Parameters<typeof rows>[0], id: number) {
  await tx.execute(sql`update team_members set notice_sent_at = now() where id = ${id}`);
}

/** Records the language an invitee's mails are written in. */
export async function rememberMailLanguage(tx: Parameters<typeof rows>[0], userId: number, language: string) {
  await tx.execute(
    sql`insert into user_preferences (user_id, language) values (${userId}, ${language}) on conflict (user_id) do nothing`,
  );
}

/** Whether a member's account is the company's owner (whose role the team does not change). */
export async function memberIsOwner(db: Parameters<typeof rows>[0], companyId: number, id: number): Promise<boolean> {
  return (
    (await one<{ id: number }>(
      db,
      sql`select tm.id from team_members tm where tm.company_id = ${companyId} and tm.id = ${id} and ${IS_OWNER}`,
    )) !== undefined
  );
}

/** Gives a member another role; false when the company has no such member. */
export async function setMemberRole(db: Parameters<typeof rows>[0], companyId: number, id: number, roleId: number) {
  return (
    (await one<{ id: number }>(
      db,
      sql`update team_members set team_role_id = ${roleId} where id = ${id} and company_id = ${companyId} returning id`,
    )) !== undefined
  );
}

/** The first name on the account of an address (null: none), for the notice to an address that already has one. */
export async function accountFirstName(db: Parameters<typeof rows>[0], email: string): Promise<string | null> {
  return (
    (await one<{ first_name: string | null }>(db, sql`select first_name from users where email = ${email}`))
      ?.first_name ?? null
  );
}

/** The company's modules (experiences, transfers): what its dashboard offers. */
export async function companyModules(db: Db, companyId: number): Promise<{ experiences: boolean; transfers: boolean }> {
  const row = await one<{ modules: { experiences: boolean; transfers: boolean } }>(
    db,
    sql`select modules from companies where id = ${companyId}`,
  );
  return row?.modules ?? { experiences: true, transfers: false };
}

export async function roleExists(db: Parameters<typeof rows>[0], id: number): Promise<boolean> {
  return Boolean(await one(db, sql`select 1 from team_roles where id = ${id}`));
}

export async function tradeNameOf(db: Parameters<typeof rows>[0], companyId: number): Promise<string> {
  return (
    (await one<{ trade_name: string }>(db, sql`select trade_name from companies where id = ${companyId}`))
      ?.trade_name ?? ''
  );
}

/** The account of an address, locked so two invitations of one address do not both make it. */
export const lockedAccountByEmail = (tx: Parameters<typeof rows>[0], email: string) =>
  one<{ id: number; first_name: string | null }>(
    tx,
    sql`select u.id, u.first_name from users u where u.email = ${email} for update`,
  );

/** A new partner account without a password (the invitation's link sets it), member of the company. */
export async function createMemberAccount(
  tx: Parameters<typeof rows>[0],
  companyId: number,
  person: { email: string; first_name: string; last_name: string; phone: string | null },
): Promise<number> {
  const user = await one<{ id: number }>(
    tx,
    sql`insert into users (user_type, email, password_hash, first_name, last_name, phone) values ('SUPPLIER', ${person.email}, null, ${person.first_name}, ${person.last_name}, ${person.phone}) returning id`,
  );
  await tx.execute(sql`insert into user_profiles (user_id, country) values (${user!.id}, 'pt')`);
  await tx.execute(
    sql`insert into company_members (company_id, user_id, role) values (${companyId}, ${user!.id}, 'member')`,
  );
  return user!.id;
}

/** The team list's row of a member (with or without an account); answers its id. */
export async function addTeamMember(
  tx: Parameters<typeof rows>[0],
  companyId: number,
  member: {
    userId: number | null;
    roleId: number;
    email: string;
    first_name: string;
    last_name: string;
    phone: string | null;
  },
): Promise<number> {
  const row = await one<{ id: number }>(
    tx,
    sql`insert into team_members (company_id, user_id, team_role_id, first_name, last_name, email, phone)
        values (${companyId}, ${member.userId}, ${member.roleId}, ${member.first_name}, ${member.last_name}, ${member.email}, ${member.phone}) returning id`,
  );
  return row!.id;
}

/** Writes a member's name, phone and role; false when the company has no such member. */
export async function updateTeamMember(
  db: Parameters<typeof rows>[0],
  companyId: number,
  id: number,
  member: { first_name: string; last_name: string; phone: string | null; roleId: number },
): Promise<boolean> {
  const changed = await one<{ id: number }>(
    db,
    sql`update team_members set first_name = ${member.first_name}, last_name = ${member.last_name}, phone = ${member.phone}, team_role_id = ${member.roleId}
         where id = ${id} and company_id = ${companyId} returning id`,
  );
  return Boolean(changed);
}

/** A member of the company, locked for its removal. */
export const lockedMember = (tx: Parameters<typeof rows>[0], companyId: number, id: number) =>
  one<{ user_id: number | null }>(
    tx,
    sql`select user_id from team_members where id = ${id} and company_id = ${companyId} for update`,
  );

/** Takes the member off the team and, when they have an account, out of the company (the owner is never removed). */
export async function removeTeamMember(
  tx: Parameters<typeof rows>[0],
  companyId: number,
  id: number,
  userId: number | null,
): Promise<void> {
  await tx.execute(sql`delete from team_members where id = ${id}`);
  if (userId !== null)
    await tx.execute(
      sql`delete from company_members where company_id = ${companyId} and user_id = ${userId} and role = 'member'`,
    );
}
