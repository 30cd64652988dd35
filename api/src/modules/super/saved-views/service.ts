// Saved views of the back office's lists: a list page's filters, search and sort (its URL search string without the
// page number) kept under a name by a staff member, for themself or shared with colleagues. A role keeps and sees
// views only of the lists it may open, and only the owner changes or deletes a view.
import type { NewSavedViewBody, SavedView, SavedViewList, SavedViewUpdateBody } from '@mp/shared/contracts';
import { staffCan, type StaffPermission, type StaffRole } from '@mp/shared/domain';
import type { Db } from '../../../db/client';
import { forbidden, invalid, notFound } from '../../../lib/errors';
import * as repo from './repository';

/** The staff permission each list's page (and its GET route) needs: who may open the list may keep views of it. */
const LIST_PERMISSION: Readonly<Record<SavedViewList, StaffPermission>> = {
  sales: 'sales',
  'booking-items': 'bookings',
  'quote-requests': 'bookings',
  customers: 'customers',
  partners: 'partners',
  affiliates: 'partners',
  services: 'services',
  reviews: 'reviews',
  'promo-codes': 'promo_codes',
  invoices: 'invoices',
  'audit-log': 'audit',
  team: 'team',
};

/** Who is asking: the signed-in staff member and their role (the owner counts as admin). */
export interface Caller {
  id: number;
  role: StaffRole;
}

// What `URLSearchParams#toString()` writes: encoded names and values joined by `&` and `=`.
const QUERY_TEXT =
  /^[A-Za-z0-9\-_.~%+*!'()]+(=[A-Za-z0-9\-_.~%+*!'()=]*)?(&[A-Za-z0-9\-_.~%+*!'()]+(=[A-Za-z0-9\-_.~%+*!'()=]*)?)*$/;

/**
 * The query as kept: without a leading `?` and without `page` (a view opens on its first page); null when the text is
 * not a URL search string (a path, a whole address, spaces, a fragment).
 */
export function savedQueryOf(text: string): string | null {
  const query = text.trim().replace(/^\?/, '');
  if (query === '') return '';
  if (!QUERY_TEXT.test(query)) return null;
  try {
    decodeURIComponent(query.replace(/\+/g, ' '));
  } catch {
    return null;
  }
  return query
    .split('&')
    .filter((pair) => pair.split('=')[0] !== 'page')
    .join('&');
}

function mayOpen(caller: Caller, list: SavedViewList): boolean {
  return staffCan(caller.role, LIST_PERMISSION[list]);
}

function wire(row: repo.SavedViewRow, caller: Caller): SavedView {
  return {
    id: row.id,
    list: row.list,
    name: row.name,
    query: row.query,
    shared: row.shared,
    mine: row.ownerUserId === caller.id,
    owner: { id: row.ownerUserId, name: row.ownerName },
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

function checkedName(name: string): string {
  const trimmed = name.trim();
  if (trimmed === '') throw invalid({ name: 'validation.required' });
  return trimmed;
}

function checkedQuery(text: string): string {
  const query = savedQueryOf(text);
  if (query === null) throw invalid({ query: 'savedViews.queryInvalid' });
  return query;
}

const nameTaken = (name: string) => invalid({ name: { key: 'savedViews.nameTaken', params: { name } } });

/** Two saves of one name at once: the unique index refuses the second, answered as the same field error. */
function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
}

/** The caller's own view, to change or delete: another's unshared view or a list the role cannot open is a 404. */
async function ownView(db: Db, caller: Caller, id: number): Promise<repo.SavedViewRow> {
  const row = await repo.viewById(db, id);
  if (!row || !mayOpen(caller, row.list)) throw notFound('savedViews.notFound');
  if (row.ownerUserId !== caller.id) {
    if (!row.shared) throw notFound('savedViews.notFound');
    throw forbidden('savedViews.notOwner');
  }
  return row;
}

export async function listViews(db: Db, caller: Caller, list: SavedViewList): Promise<SavedView[]> {
  if (!mayOpen(caller, list)) throw forbidden();
  return (await repo.viewsOf(db, list, caller.id)).map((row) => wire(row, caller));
}

export async function createView(db: Db, caller: Caller, body: NewSavedViewBody): Promise<SavedView> {
  if (!mayOpen(caller, body.list)) throw forbidden();
  const name = checkedName(body.name);
  const query = checkedQuery(body.query);
  if (await repo.nameTaken(db, caller.id, body.list, name)) throw nameTaken(name);
  let id: number;
  try {
    id = await repo.insertView(db, { list: body.list, ownerUserId: caller.id, name, query, shared: !!body.shared });
  } catch (error) {
    if (isUniqueViolation(error)) throw nameTaken(name);
    throw error;
  }
  const row = await repo.viewById(db, id);
  if (!row) throw notFound('savedViews.notFound');
  return wire(row, caller);
}

export async function changeView(db: Db, caller: Caller, id: number, body: SavedViewUpdateBody): Promise<SavedView> {
  const view = await ownView(db, caller, id);
  const patch: { name?: string; query?: string; shared?: boolean } = {};
  if (body.name !== undefined) patch.name = checkedName(body.name);
  if (body.query !== undefined) patch.query = checkedQuery(body.query);
  if (body.shared !== undefined) patch.shared = body.shared;
  if (patch.name !== undefined && (await repo.nameTaken(db, caller.id, view.list, patch.name, id)))
    throw nameTaken(patch.name);
  try {
    await repo.updateView(db, id, patch);
  } catch (error) {
    if (isUniqueViolation(error) && patch.name !== undefined) throw nameTaken(patch.name);
    throw error;
  }
  const row = await repo.viewById(db, id);
  if (!row) throw notFound('savedViews.notFound');
  return wire(row, caller);
}

export async function removeView(db: Db, caller: Caller, id: number): Promise<{ id: number }> {
  await ownView(db, caller, id);
  await repo.deleteView(db, id);
  return { id };
}
