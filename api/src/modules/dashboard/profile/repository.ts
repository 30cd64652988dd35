// SQL of the partner's company profile and member settings. Every statement names the company the signed-in member
// acts for (the dashboard's team-access hook decides which), so another partner's company is never read or written.
import { sql, type SQL } from 'drizzle-orm';
import type { PartnerSettings } from '@mp/shared/contracts';
import { one, rows, type Conn } from '../../../db/sql';

export interface CompanyRecord {
  id: number;
  slug: string;
  owner_user_id: number;
  business_name: string;
  trade_name: string;
  tax_number: string;
  iban: string | null;
  bicswift: string | null;
  address: string | null;
  zip_code: string | null;
  city: string | null;
  country: string;
  number_of_employees: number | null;
  description_en: string | null;
  description_pt: string | null;
  website: string | null;
  email: string | null;
  company_type: string;
  modules: { experiences: boolean; transfers: boolean };
  status: string;
  status_reason: string | null;
  module_request: 'experiences' | 'transfers' | null;
  module_requested_at: Date | string | null;
}

export async function companyRecord(db: Conn, companyId: number): Promise<CompanyRecord | undefined> {
  return one<CompanyRecord>(
    db,
    sql`select id, slug, owner_user_id, business_name, trade_name, tax_number, iban, bicswift, address, zip_code, city,
               country, number_of_employees, description_en, description_pt, website, email, company_type, modules,
               status, status_reason, module_request, module_requested_at
          from companies where id = ${companyId}`,
  );
}

export async function companyLogos(db: Conn, companyId: number): Promise<{ url: string }[]> {
  return rows<{ url: string }>(
    db,
    sql`select url from company_logos where company_id = ${companyId} order by position`,
  );
}

/** The companies the user owns or is a member of, with whether they own it and their team role's name. */
export async function membershipsOf(
  db: Conn,
  userId: number,
): Promise<{ id: number; owner: boolean; role_name: string | null }[]> {
  return rows(
    db,
    sql`select c.id, (c.owner_user_id = ${userId} or coalesce(m.role, '') = 'owner') as owner, r.role_name
          from companies c
          left join company_members m on m.company_id = c.id and m.user_id = ${userId}
          left join team_members tm on tm.company_id = c.id and tm.user_id = ${userId}
          left join team_roles r on r.id = tm.team_role_id
         where c.owner_user_id = ${userId} or m.user_id is not null
         order by c.id`,
  );
}

/** A column of `companies` and its new value, for `updateCompany`. */
export type CompanyChange =
  | { column: string; value: unknown }
  | { modules: { experiences: boolean; transfers: boolean } }
  /** The module asked for (null: none); a new request starts its clock, the same one keeps it. */
  | { moduleRequest: string | null; newRequest: boolean };

export async function updateCompany(tx: Conn, companyId: number, changes: CompanyChange[]): Promise<void> {
  if (changes.length === 0) return;
  const set: SQL[] = changes.map((c) =>
    'modules' in c
      ? sql`modules = ${JSON.stringify(c.modules)}::jsonb`
      : 'moduleRequest' in c
        ? sql`module_request = ${c.moduleRequest}, module_requested_at = ${
            c.moduleRequest === null ? null : c.newRequest ? sql`now()` : sql`module_requested_at`
          }`
        : sql`${sql.identifier(c.column)} = ${c.value}`,
  );
  await tx.execute(sql`update companies set ${sql.join(set, sql`, `)}, updated_at = now() where id = ${companyId}`);
}

/** Replaces the company's logos by one; returns the storage keys of the ones it replaced. */
export async function replaceLogo(tx: Conn, companyId: number, logo: { key: string; url: string }): Promise<string[]> {
  const old = await rows<{ storage_key: string }>(
    tx,
    sql`delete from company_logos where company_id = ${companyId} returning storage_key`,
  );
  await tx.execute(
    sql`insert into company_logos (company_id, storage_key, url, position) values (${companyId}, ${logo.key}, ${logo.url}, 0)`,
  );
  return old.map((o) => o.storage_key);
}

export async function partnerSettingsRow(
  db: Conn,
  userId: number,
  companyId: number,
): Promise<Omit<PartnerSettings, 'pending_notification_email'> | undefined> {
  return one(
    db,
    sql`select up.language, (select email from companies where id = ${companyId}) as notification_email,
               coalesce(up.email_chat, true) as email_chat, coalesce(up.email_news, false) as email_news
          from (select 1) x left join user_preferences up on up.user_id = ${userId}`,
  );
}

/** The company's notification address waiting for its link to be opened, while the link has not expired. */
export async function pendingEmailChange(
  db: Conn,
  companyId: number,
): Promise<{ email: string; expires_at: string } | undefined> {
  return one(
    db,
    sql`select email, to_char(expires_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as expires_at
          from company_email_changes where company_id = ${companyId} and expires_at > now()`,
  );
}

/** Asks for a new notification address, replacing the company's earlier request (its link stops working). */
export async function replaceEmailChange(
  db: Conn,
  change: { companyId: number; email: string; tokenHash: string; userId: number; expiresAt: Date },
): Promise<void> {
  await db.execute(
    sql`insert into company_email_changes (company_id, email, token_hash, requested_by_user_id, expires_at)
        values (${change.companyId}, ${change.email}, ${change.tokenHash}, ${change.userId}, ${change.expiresAt.toISOString()})
        on conflict (company_id) do update
          set email = excluded.email, token_hash = excluded.token_hash,
              requested_by_user_id = excluded.requested_by_user_id, created_at = now(), expires_at = excluded.expires_at`,
  );
}

/** Takes the company's request whose link secret hashes to `tokenHash` (once: it is deleted), expired or not. */
export async function takeEmailChange(
  db: Conn,
  companyId: number,
  tokenHash: string,
): Promise<{ email: string; expired: boolean } | undefined> {
  return one(
    db,
    sql`delete from company_email_changes where company_id = ${companyId} and token_hash = ${tokenHash}
        returning email, expires_at <= now() as expired`,
  );
}

export async function deleteEmailChange(db: Conn, companyId: number): Promise<boolean> {
  const gone = await rows(db, sql`delete from company_email_changes where company_id = ${companyId} returning id`);
  return gone.length > 0;
}
