// Back office (ADR 014, spec §7 "Super admin"): staff team and roles, the audit log. Staff roles are permission
// sets (`@mp/shared/domain` staff.ts); every api/super/* call checks them.
import { Type, type Static } from '@sinclair/typebox';
import { ImpersonateField } from './common';

// The same lists as STAFF_ROLES / STAFF_PERMISSIONS in @mp/shared/domain (staff.test.ts checks they agree).
export const StaffRoleName = Type.Union([
  Type.Literal('admin'),
  Type.Literal('finance'),
  Type.Literal('support'),
  Type.Literal('content'),
]);
export const StaffPermissionName = Type.Union([
  Type.Literal('dashboard'),
  Type.Literal('sales'),
  Type.Literal('invoices'),
  Type.Literal('bookings'),
  Type.Literal('customers'),
  Type.Literal('chat'),
  Type.Literal('impersonation'),
  Type.Literal('services'),
  Type.Literal('reviews'),
  Type.Literal('chatbot'),
  Type.Literal('website'),
  Type.Literal('partners'),
  Type.Literal('promo_codes'),
  Type.Literal('team'),
  Type.Literal('audit'),
]);

/** The caller's own staff profile (GET api/super/me): what the back-office menu shows. */
export const StaffProfile = Type.Object({
  id: Type.Integer(),
  email: Type.String(),
  first_name: Type.String(),
  last_name: Type.String(),
  role: StaffRoleName,
  permissions: Type.Array(StaffPermissionName),
});
export type StaffProfile = Static<typeof StaffProfile>;

export const StaffMember = Type.Object({
  id: Type.Integer({ description: 'the staff member’s user id' }),
  email: Type.String(),
  first_name: Type.String(),
  last_name: Type.String(),
  role: StaffRoleName,
  /** true for a SUPER account that has no staff row (the platform owners): admin, and not editable here. */
  owner: Type.Boolean(),
  created_at: Type.String({ format: 'date-time' }),
  /** false while deactivated: sessions ended, sign-in refused, history kept (POST api/super/team/{id}/deactivate). */
  active: Type.Boolean(),
  deactivated_at: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
});
export type StaffMember = Static<typeof StaffMember>;

export const TeamQuery = Type.Object({
  page: Type.Optional(Type.Integer({ minimum: 1, default: 1 })),
  per_page: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 15 })),
  search: Type.Optional(Type.String({ maxLength: 100 })),
  role: Type.Optional(StaffRoleName),
  impersonate_id: ImpersonateField,
});
export type TeamQuery = Static<typeof TeamQuery>;

/** POST api/super/team: a new staff account; it receives an e-mail with a link to set its password. */
export const NewStaffBody = Type.Object({
  email: Type.String({ minLength: 3, maxLength: 254 }),
  first_name: Type.String({ minLength: 1, maxLength: 100 }),
  last_name: Type.String({ minLength: 1, maxLength: 100 }),
  role: StaffRoleName,
});
export type NewStaffBody = Static<typeof NewStaffBody>;

export const StaffUpdateBody = Type.Object({
  first_name: Type.Optional(Type.String({ minLength: 1, maxLength: 100 })),
  last_name: Type.Optional(Type.String({ minLength: 1, maxLength: 100 })),
  role: Type.Optional(StaffRoleName),
});
export type StaffUpdateBody = Static<typeof StaffUpdateBody>;

export const StaffRoleView = Type.Object({
  role: StaffRoleName,
  name: Type.String(),
  description: Type.String(),
  permissions: Type.Array(StaffPermissionName),
});
export type StaffRoleView = Static<typeof StaffRoleView>;

export const AuditUser = Type.Object({ id: Type.Integer(), email: Type.String(), name: Type.String() });
export type AuditUser = Static<typeof AuditUser>;

export const AuditEntry = Type.Object({
  id: Type.Integer(),
  /** The staff member who acted (the token's owner). */
  staff: AuditUser,
  /** The user the request acted as: the staff member, or the impersonated user. */
  acting_as: AuditUser,
  /** `impersonation` for a request made as another user; `<area>.<verb>` for a back-office write. */
  action: Type.String(),
  method: Type.String(),
  path: Type.String(),
  entity: Type.Union([Type.String(), Type.Null()]),
  entity_id: Type.Union([Type.String(), Type.Null()]),
  before: Type.Union([Type.Record(Type.String(), Type.Unknown()), Type.Null()]),
  after: Type.Union([Type.Record(Type.String(), Type.Unknown()), Type.Null()]),
  created_at: Type.String({ format: 'date-time' }),
});
export type AuditEntry = Static<typeof AuditEntry>;

export const AuditLogQuery = Type.Object({
  page: Type.Optional(Type.Integer({ minimum: 1, default: 1 })),
  per_page: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 25 })),
  staff_id: Type.Optional(Type.Integer({ minimum: 1 })),
  user_id: Type.Optional(Type.Integer({ minimum: 1, description: 'the user acted as' })),
  action: Type.Optional(
    Type.String({
      maxLength: 2000,
      description:
        "part of an action's code (`refund`, `team.`), or several parts separated by commas: an entry whose action holds any of them",
    }),
  ),
  impersonate_id: ImpersonateField,
});
export type AuditLogQuery = Static<typeof AuditLogQuery>;

/** The staff members, or the users acted as, whose name or address holds `search`, for the audit log's filters. */
export const AuditNamesQuery = Type.Object({
  of: Type.Union([Type.Literal('staff'), Type.Literal('users')]),
  search: Type.Optional(Type.String({ maxLength: 100 })),
  impersonate_id: ImpersonateField,
});
export type AuditNamesQuery = Static<typeof AuditNamesQuery>;

/**
 * GET/POST /api/super/me/settings: the signed-in staff member's own non-essential mails (new chat messages while
 * away). Staff get every other mail of their work whatever they choose here.
 */
export const StaffSettings = Type.Object({ email_chat: Type.Boolean() });
export type StaffSettings = Static<typeof StaffSettings>;

/**
 * The back-office lists whose filters, search and sort can be saved as a named view (a closed set: each one is a list
 * page of the back office, and the role that may open the page may keep views of it).
 */
export const SavedViewList = Type.Union([
  Type.Literal('sales'),
  Type.Literal('booking-items'),
  Type.Literal('quote-requests'),
  Type.Literal('customers'),
  Type.Literal('partners'),
  Type.Literal('affiliates'),
  Type.Literal('services'),
  Type.Literal('reviews'),
  Type.Literal('promo-codes'),
  Type.Literal('invoices'),
  Type.Literal('audit-log'),
  Type.Literal('team'),
]);
export type SavedViewList = Static<typeof SavedViewList>;

/** A saved view: the list page's URL search string without its page number, under a name its owner chose. */
export const SavedView = Type.Object({
  id: Type.Integer(),
  list: SavedViewList,
  name: Type.String(),
  /** `status=paid&sort=-total`: the search string of the list page's URL, without `?` and without `page`. */
  query: Type.String(),
  shared: Type.Boolean(),
  /** The caller's own view (only the owner renames, updates, shares or deletes it). */
  mine: Type.Boolean(),
  owner: Type.Object({ id: Type.Integer(), name: Type.String() }),
  created_at: Type.String({ format: 'date-time' }),
  updated_at: Type.String({ format: 'date-time' }),
});
export type SavedView = Static<typeof SavedView>;

export const SavedViewsQuery = Type.Object({ list: SavedViewList, impersonate_id: ImpersonateField });
export type SavedViewsQuery = Static<typeof SavedViewsQuery>;

export const SAVED_VIEW_NAME_MAX = 60;
export const SAVED_VIEW_QUERY_MAX = 2000;

export const NewSavedViewBody = Type.Object({
  list: SavedViewList,
  name: Type.String({ minLength: 1, maxLength: SAVED_VIEW_NAME_MAX }),
  query: Type.String({ maxLength: SAVED_VIEW_QUERY_MAX }),
  shared: Type.Optional(Type.Boolean()),
});
export type NewSavedViewBody = Static<typeof NewSavedViewBody>;

/** Rename, save the current filters into it, share or unshare: only what is sent changes. */
export const SavedViewUpdateBody = Type.Object({
  name: Type.Optional(Type.String({ minLength: 1, maxLength: SAVED_VIEW_NAME_MAX })),
  query: Type.Optional(Type.String({ maxLength: SAVED_VIEW_QUERY_MAX })),
  shared: Type.Optional(Type.Boolean()),
});
export type SavedViewUpdateBody = Static<typeof SavedViewUpdateBody>;
