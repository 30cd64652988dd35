// Partners: companies, their logos, members and teams, team roles, affiliates.
import { sql } from 'drizzle-orm';
import {
  check,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, updatedAt, inList } from './columns';
import { users } from './users';
import { COMPANY_STATUSES } from './statuses';

export const companies = pgTable(
  'companies',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull(),
    ownerUserId: integer('owner_user_id')
      .notNull()
      .references(() => users.id),
    businessName: text('business_name').notNull(),
    tradeName: text('trade_name').notNull(),
    taxNumber: text('tax_number').notNull(),
    iban: text('iban'),
    bicswift: text('bicswift'),
    address: text('address'),
    zipCode: text('zip_code'),
    city: text('city'),
    country: text('country').notNull().default('pt'),
    numberOfEmployees: integer('number_of_employees'),
    descriptionEn: text('description_en'),
    descriptionPt: text('description_pt'),
    website: text('website'),
    email: text('email'),
    companyType: text('company_type').notNull(),
    modules: jsonb('modules').$type<{ experiences: boolean; transfers: boolean }>().notNull(),
    // A module a live company asked to switch on, waiting for staff (docs/partner-review.md); null: none asked for.
    moduleRequest: text('module_request'),
    moduleRequestedAt: timestamp('module_requested_at', { withTimezone: true }),
    brandColor: text('brand_color'),
    status: text('status').notNull().default('active'),
    // Why staff rejected or suspended the company (shown to its partner, sent in the mail); null while pending or live.
    statusReason: text('status_reason'),
    statusChangedAt: timestamp('status_changed_at', { withTimezone: true }),
    // Back office: the platform's share of each sale, in basis points (1500 = 15 %).
    commissionBasisPoints: integer('commission_basis_points').notNull().default(1500),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('companies_slug_unique').on(t.slug),
    uniqueIndex('companies_tax_number_unique').on(t.taxNumber),
    check('companies_company_type_check', inList('company_type', ['experiences', 'transfers', 'both'])),
    check('companies_status_check', inList('status', COMPANY_STATUSES)),
    check('companies_employees_check', sql`number_of_employees is null or number_of_employees >= 0`),
    check('companies_commission_check', sql`commission_basis_points between 0 and 10000`),
    check(
      'companies_module_request_check',
      sql`module_request is null or module_request in ('experiences', 'transfers')`,
    ),
  ],
);

export const companyLogos = pgTable(
  'company_logos',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    storageKey: text('storage_key').notNull(),
    url: text('url').notNull(),
    position: integer('position').notNull().default(0),
  },
  (t) => [uniqueIndex('company_logos_company_position_unique').on(t.companyId, t.position)],
);

export const companyMembers = pgTable(
  'company_members',
  {
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: text('role').notNull().default('member'),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.userId] }),
    check('company_members_role_check', inList('role', ['owner', 'member'])),
  ],
);

export const teamRoles = pgTable(
  'team_roles',
  {
    id: serial('id').primaryKey(),
    roleName: text('role_name').notNull(),
    descriptionEn: text('description_en').notNull(),
    descriptionPt: text('description_pt').notNull(),
  },
  (t) => [uniqueIndex('team_roles_role_name_unique').on(t.roleName)],
);

/** A person on a partner's team (company_id set) or on the platform's back-office team (company_id null). */
export const teamMembers = pgTable(
  'team_members',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id').references(() => companies.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    teamRoleId: integer('team_role_id')
      .notNull()
      .references(() => teamRoles.id),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    email: text('email').notNull(),
    phone: text('phone'),
    /** When a member whose address already had an account was last told of the invitation (null: at created_at). */
    noticeSentAt: timestamp('notice_sent_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  // NULLS NOT DISTINCT: the platform team (company_id null) must not list one email twice either.
  (t) => [unique('team_members_company_email_unique').on(t.companyId, t.email).nullsNotDistinct()],
);

export const affiliates = pgTable(
  'affiliates',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    code: text('code').notNull(),
    commissionBasisPoints: integer('commission_basis_points').notNull().default(500),
    status: text('status').notNull().default('active'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('affiliates_user_unique').on(t.userId),
    uniqueIndex('affiliates_code_unique').on(t.code),
    check('affiliates_status_check', inList('status', ['pending', 'active', 'suspended'])),
    check('affiliates_commission_check', sql`commission_basis_points between 0 and 10000`),
  ],
);

/**
 * A partner company's notification address waiting for the new address to confirm it (modules/dashboard/profile): the
 * SHA-256 of the single-use link's secret and when it expires. One per company; asking again replaces it.
 */
export const companyEmailChanges = pgTable(
  'company_email_changes',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    tokenHash: text('token_hash').notNull(),
    requestedByUserId: integer('requested_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    unique('company_email_changes_company_unique').on(t.companyId),
    unique('company_email_changes_token_hash_unique').on(t.tokenHash),
  ],
);
