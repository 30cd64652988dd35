// SQL for users, tokens, verification codes and password resets.
import { randomBytes } from 'node:crypto';
import { and, desc, eq, gt, gte, isNull, sql } from 'drizzle-orm';
import type { User } from '@mp/shared/contracts';
import type { Db, Tx } from '../../db/client';
import {
  authTokens,
  companies,
  companyLogos,
  companyMembers,
  emailVerifications,
  passwordResets,
  userPreferences,
  userProfiles,
  users,
} from '../../db/schema';
import { addAffiliate, addPartnerCompany, type PendingCompany, type PendingLogo } from '../partners/repository';
import type { SessionUser } from '../../types';
import { membershipJson, type Membership } from '../team/repository';
import type { Locale, Role } from '@mp/shared/contracts';

type Conn = Db | Tx;

export interface UserRow {
  id: number;
  userType: Role;
  email: string;
  passwordHash: string | null;
  firstName: string;
  lastName: string;
  emailVerifiedAt: Date | null;
}

const userColumns = {
  id: users.id,
  userType: users.userType,
  email: users.email,
  passwordHash: users.passwordHash,
  firstName: users.firstName,
  lastName: users.lastName,
  emailVerifiedAt: users.emailVerifiedAt,
};

export async function findUserByEmail(db: Conn, email: string): Promise<UserRow | null> {
  const rows = await db.select(userColumns).from(users).where(eq(users.email, email.toLowerCase())).limit(1);
  return (rows[0] as UserRow | undefined) ?? null;
}

export async function findSessionUser(db: Conn, id: number): Promise<SessionUser | null> {
  const rows = await db
    .select({ id: users.id, userType: users.userType, email: users.email })
    .from(users)
    .where(eq(users.id, id))
    .limit(1);
  return (rows[0] as SessionUser | undefined) ?? null;
}

/** The live token with this hash (not revoked, not expired) and its user. */
export async function findActiveToken(
  db: Conn,
  tokenHash: string,
  now: Date,
): Promise<{ tokenId: number; lastUsedAt: Date | null; user: SessionUser; membership?: Membership | null } | null> {
  const rows = await db
    .select({
      tokenId: authTokens.id,
      lastUsedAt: authTokens.lastUsedAt,
      id: users.id,
      userType: users.userType,
      email: users.email,
      // A partner's company and team role come with the session: the dashboard's access check then needs no
      // statement of its own (team/access).
      membership: sql<Membership | null>`case when ${users.userType} = 'SUPPLIER' then ${membershipJson(sql`${users.id}`)} end`,
    })
    .from(authTokens)
    .innerJoin(users, eq(users.id, authTokens.userId))
    .where(and(eq(authTokens.tokenHash, tokenHash), isNull(authTokens.revokedAt), gt(authTokens.expiresAt, now)))
    .limit(1);
  const row = rows[0];
  if (!row) return null;
  const user = { id: row.id, userType: row.userType as Role, email: row.email };
  return {
    tokenId: row.tokenId,
    lastUsedAt: row.lastUsedAt,
    user,
    ...(user.userType === 'SUPPLIER' ? { membership: row.membership } : {}),
  };
}

export async function touchToken(db: Conn, tokenId: number, now: Date): Promise<void> {
  await db.update(authTokens).set({ lastUsedAt: now }).where(eq(authTokens.id, tokenId));
}

export async function insertToken(
  db: Conn,
  userId: number,
  tokenHash: string,
  remember: boolean,
  expiresAt: Date,
): Promise<void> {
  await db.insert(authTokens).values({ userId, tokenHash, remember, expiresAt });
}

export async function revokeToken(db: Conn, tokenId: number, now: Date): Promise<void> {
  await db.update(authTokens).set({ revokedAt: now }).where(eq(authTokens.id, tokenId));
}

export async function revokeAllTokens(db: Conn, userId: number, now: Date): Promise<void> {
  await db
    .update(authTokens)
    .set({ revokedAt: now })
    .where(and(eq(authTokens.userId, userId), isNull(authTokens.revokedAt)));
}

export interface NewClient {
  email: string;
  passwordHash: string | null;
  firstName: string;
  lastName: string;
  phone: string;
  profile: SignupProfile;
}

/** The profile columns a sign-up sets (customer: country, birthdate, description, vat, address, zip; partner and
 * affiliate: their own set). */
export type SignupProfile = Partial<
  Record<
    'country' | 'birthdate' | 'description' | 'vatnumber' | 'address' | 'zipcode' | 'city' | 'iban' | 'bicswift',
    string | null
  >
>;

/** Inserts a CLIENT and its profile; null when the email is taken (unique index, so a race cannot duplicate it). */
export async function insertClient(db: Db, client: NewClient): Promise<number | null> {
  return db.transaction(async (tx) => {
    const inserted = await tx
      .insert(users)
      .values({
        userType: 'CLIENT',
        email: client.email,
        passwordHash: client.passwordHash,
        firstName: client.firstName,
        lastName: client.lastName,
        phone: client.phone,
      })
      .onConflictDoNothing({ target: users.email })
      .returning({ id: users.id });
    const id = inserted[0]?.id;
    if (id === undefined) return null;
    await tx.insert(userProfiles).values({ userId: id, ...client.profile });
    return id;
  });
}

export async function setPassword(db: Conn, userId: number, passwordHash: string): Promise<void> {
  await db.update(users).set({ passwordHash, updatedAt: new Date() }).where(eq(users.id, userId));
}

export async function markEmailVerified(db: Conn, userId: number, now: Date): Promise<void> {
  await db.update(users).set({ emailVerifiedAt: now, updatedAt: now }).where(eq(users.id, userId));
}

// ----- email verification codes -----

export async function replaceVerificationCode(
  db: Db,
  userId: number,
  codeHash: string,
  expiresAt: Date,
): Promise<void> {
  await db.transaction(async (tx) => {
    // A new code supersedes older ones, so only the latest emailed code works.
    await tx
      .update(emailVerifications)
      .set({ consumedAt: new Date() })
      .where(and(eq(emailVerifications.userId, userId), isNull(emailVerifications.consumedAt)));
    await tx.insert(emailVerifications).values({ userId, codeHash, expiresAt });
  });
}

/**
 * What a sign-up asked for, kept with its mail until its code or link proves the inbox. A partner or affiliate sign-up
 * also names its role and, for a partner, the company and its stored logos: the account takes the
 * role and the company is created only by the proof.
 */
export interface PendingSignup {
  passwordHash: string;
  firstName: string;
  lastName: string;
  phone: string;
  profile: SignupProfile;
  role?: 'SUPPLIER' | 'AFFILIATE';
  partner?: { company: PendingCompany; logos: PendingLogo[] };
}

/** What a proof opened: the role the account has now and, for a new partner or affiliate, what was created. */
export interface ProofResult {
  role: 'CLIENT' | 'SUPPLIER' | 'AFFILIATE' | null;
  email?: string;
  affiliateCode?: string;
  tradeName?: string;
}

/** A sign-up's code and link (another sign-up of the same pending address keeps its own, see `applyProof`). */
export async function insertSignupVerification(
  db: Conn,
  row: { userId: number; codeHash: string; linkHash: string; signup: PendingSignup; expiresAt: Date },
): Promise<void> {
  await db.insert(emailVerifications).values(row);
}

/** Open (not used, not expired) verifications of the user, newest first. */
export async function openVerifications(db: Conn, userId: number, now: Date) {
  return db
    .select({ id: emailVerifications.id, codeHash: emailVerifications.codeHash, signup: emailVerifications.signup })
    .from(emailVerifications)
    .where(
      and(
        eq(emailVerifications.userId, userId),
        isNull(emailVerifications.consumedAt),
        gt(emailVerifications.expiresAt, now),
      ),
    )
    .orderBy(desc(emailVerifications.id));
}

/** The open verification with this link hash and its user (locked when read in a transaction). */
export async function openVerificationByLink(tx: Conn, linkHash: string, now: Date) {
  const rows = await tx
    .select({ id: emailVerifications.id, userId: emailVerifications.userId, signup: emailVerifications.signup })
    .from(emailVerifications)
    .where(
      and(
        eq(emailVerifications.linkHash, linkHash),
        isNull(emailVerifications.consumedAt),
        gt(emailVerifications.expiresAt, now),
      ),
    )
    .for('update')
    .limit(1);
  return rows[0] ?? null;
}

/**
 * The inbox is proven by verification `id`: every open code and link of the user stops working, the address is
 * verified, and the sign-up that mail answered (if any) sets the password, names and profile. False when the
 * verification was used meanwhile (a concurrent proof won).
 */
export async function applyProof(
  tx: Tx,
  userId: number,
  id: number,
  signup: PendingSignup | null,
  now: Date,
): Promise<ProofResult | null> {
  const used = await tx
    .update(emailVerifications)
    .set({ consumedAt: now })
    .where(and(eq(emailVerifications.id, id), isNull(emailVerifications.consumedAt)))
    .returning({ id: emailVerifications.id });
  if (used.length === 0) return null;
  await tx
    .update(emailVerifications)
    .set({ consumedAt: now })
    .where(and(eq(emailVerifications.userId, userId), isNull(emailVerifications.consumedAt)));
  if (!signup) {
    await markEmailVerified(tx, userId, now);
    return { role: null };
  }
  // A sign-up's account is a passwordless CLIENT until now (see awaitsProof): it takes the role this sign-up asked for.
  const role = signup.role ?? 'CLIENT';
  const [opened] = await tx
    .update(users)
    .set({
      userType: role,
      passwordHash: signup.passwordHash,
      firstName: signup.firstName,
      lastName: signup.lastName,
      phone: signup.phone,
      emailVerifiedAt: now,
      updatedAt: now,
    })
    .where(eq(users.id, userId))
    .returning({ email: users.email });
  const email = opened?.email;
  await tx
    .insert(userProfiles)
    .values({ userId, ...signup.profile })
    .onConflictDoUpdate({ target: userProfiles.userId, set: { ...signup.profile, updatedAt: now } });
  if (role === 'SUPPLIER' && signup.partner) {
    await addPartnerCompany(tx, userId, signup.partner.company, signup.partner.logos);
    return { role, email, tradeName: signup.partner.company.tradeName };
  }
  if (role === 'AFFILIATE')
    return {
      role,
      email,
      affiliateCode: await addAffiliate(tx, userId, `AF${randomBytes(4).toString('hex').toUpperCase()}`),
    };
  return { role, email };
}

/** The language the user's mails are written in (their setting), else null. */
export async function mailLanguage(db: Conn, userId: number): Promise<Locale | null> {
  const rows = await db
    .select({ language: userPreferences.language })
    .from(userPreferences)
    .where(eq(userPreferences.userId, userId))
    .limit(1);
  const language = rows[0]?.language;
  return language === 'en' || language === 'pt' ? language : null;
}

export async function countVerificationAttempt(db: Conn, id: number): Promise<void> {
  await db
    .update(emailVerifications)
    .set({ attempts: sql`${emailVerifications.attempts} + 1` })
    .where(eq(emailVerifications.id, id));
}

/** Wrong codes counted for this account since `since`, over every code it was sent (a new code does not reset them). */
export async function verificationAttemptsSince(db: Conn, userId: number, since: Date): Promise<number> {
  const rows = await db
    .select({ n: sql<number>`coalesce(sum(${emailVerifications.attempts}), 0)::int` })
    .from(emailVerifications)
    .where(and(eq(emailVerifications.userId, userId), gte(emailVerifications.createdAt, since)));
  return Number(rows[0]?.n ?? 0);
}

// ----- password resets -----

export async function insertPasswordReset(db: Conn, userId: number, tokenHash: string, expiresAt: Date): Promise<void> {
  await db.insert(passwordResets).values({ userId, tokenHash, expiresAt });
}

/** Marks every unused reset link of the user used (a new one was sent, or one was just used). */
export async function expireResets(db: Conn, userId: number, now: Date): Promise<void> {
  await db
    .update(passwordResets)
    .set({ usedAt: now })
    .where(and(eq(passwordResets.userId, userId), isNull(passwordResets.usedAt)));
}

/** Consumes a valid reset token for this user inside the caller's transaction; false when invalid/used/expired. */
export async function consumePasswordReset(tx: Tx, userId: number, tokenHash: string, now: Date): Promise<boolean> {
  const rows = await tx
    .update(passwordResets)
    .set({ usedAt: now })
    .where(
      and(
        eq(passwordResets.userId, userId),
        eq(passwordResets.tokenHash, tokenHash),
        isNull(passwordResets.usedAt),
        gt(passwordResets.expiresAt, now),
      ),
    )
    .returning({ id: passwordResets.id });
  return rows.length > 0;
}

// ----- the User wire shape (spec §3) -----

export async function loadUser(db: Conn, userId: number, locale: Locale = 'en'): Promise<User | null> {
  const rows = await db
    .select({ user: users, profile: userProfiles })
    .from(users)
    .leftJoin(userProfiles, eq(userProfiles.userId, users.id))
    .where(eq(users.id, userId))
    .limit(1);
  const row = rows[0];
  if (!row) return null;
  const { user, profile } = row;

  // A supplier's company: the one it owns, else the one it is a member of.
  const owned = await db
    .select()
    .from(companies)
    .where(eq(companies.ownerUserId, userId))
    .orderBy(companies.id)
    .limit(1);
  let company = owned[0];
  if (!company) {
    const member = await db
      .select({ company: companies })
      .from(companyMembers)
      .innerJoin(companies, eq(companies.id, companyMembers.companyId))
      .where(eq(companyMembers.userId, userId))
      .orderBy(companies.id)
      .limit(1);
    company = member[0]?.company;
  }
  const logos = company
    ? await db
        .select({ url: companyLogos.url })
        .from(companyLogos)
        .where(eq(companyLogos.companyId, company.id))
        .orderBy(companyLogos.position)
    : [];

  return {
    id: user.id,
    user_type: user.userType as Role,
    email: user.email,
    first_name: user.firstName,
    last_name: user.lastName,
    phone: user.phone,
    email_verified: user.emailVerifiedAt !== null,
    profile: {
      vatnumber: profile?.vatnumber ?? null,
      birthdate: profile?.birthdate ?? null,
      iban: profile?.iban ?? null,
      bicswift: profile?.bicswift ?? null,
      country: profile?.country ?? null,
      city: profile?.city ?? null,
      address: profile?.address ?? null,
      zipcode: profile?.zipcode ?? null,
      description: profile?.description ?? null,
      avatar_url: profile?.avatarUrl ?? null,
      cover_url: profile?.coverUrl ?? null,
    },
    company: company
      ? {
          id: company.id,
          slug: company.slug,
          business_name: company.businessName,
          trade_name: company.tradeName,
          tax_number: company.taxNumber,
          iban: company.iban,
          bicswift: company.bicswift,
          address: company.address,
          logos,
          zip_code: company.zipCode,
          city: company.city,
          country: company.country,
          number_of_employees: company.numberOfEmployees,
          description:
            (locale === 'pt' ? company.descriptionPt : company.descriptionEn) ??
            company.descriptionEn ??
            company.descriptionPt,
          website: company.website,
          email: company.email,
          company_type: company.companyType,
          modules: company.modules,
        }
      : null,
  };
}
