import { Type } from '@sinclair/typebox';
import {
  Envelope,
  ImpersonateField,
  NewStaffBody,
  Page,
  StaffMember,
  StaffProfile,
  StaffRoleView,
  StaffUpdateBody,
  TeamQuery,
} from '@mp/shared/contracts';
import { csvExportSchema } from '../../../lib/csv';
import { errors } from '../../../lib/schemas';

const tags = ['back office'];
const IdParams = Type.Object({ id: Type.Integer({ minimum: 1 }) });
const ReadQuery = Type.Object({ impersonate_id: ImpersonateField });

export const meSchema = {
  tags,
  summary: "The caller's staff profile: role and permissions (what the back-office menu shows)",
  querystring: ReadQuery,
  response: { 200: Envelope(StaffProfile), ...errors(401, 403, 422) },
};

export const teamExportSchema = csvExportSchema(
  'Every staff member matching the filters of GET api/super/team as CSV, streamed (no page, newest account first)',
  TeamQuery,
);

export const teamSchema = {
  tags,
  summary: 'The back-office team (SUPER accounts with their staff role), by name (spec §7 GET api/super/team)',
  querystring: TeamQuery,
  response: { 200: Envelope(Page(StaffMember)), ...errors(401, 403, 422) },
};

export const createStaffSchema = {
  tags,
  summary: 'Adds a staff member; they get an e-mail with a link to set their password (spec §7 POST api/super/team)',
  body: NewStaffBody,
  response: { 201: Envelope(StaffMember), ...errors(401, 403, 422) },
};

export const updateStaffSchema = {
  tags,
  summary: "Changes a staff member's name or role (spec §7 POST api/super/team/{id}/update)",
  params: IdParams,
  body: StaffUpdateBody,
  response: { 200: Envelope(StaffMember), ...errors(401, 403, 404, 422) },
};

export const deactivateStaffSchema = {
  tags,
  summary:
    'Deactivates a staff member who leaves: every session ends at once, sign-in is refused, their history is kept (audited)',
  params: IdParams,
  querystring: ReadQuery,
  // Nothing to send: the path names the colleague.
  body: Type.Object({}),
  response: { 200: Envelope(StaffMember), ...errors(401, 403, 404, 422) },
};

export const reactivateStaffSchema = {
  tags,
  summary: 'Reactivates a deactivated staff member: they may sign in again (audited)',
  params: IdParams,
  querystring: ReadQuery,
  // Nothing to send: the path names the colleague.
  body: Type.Object({}),
  response: { 200: Envelope(StaffMember), ...errors(401, 403, 404, 422) },
};

export const rolesSchema = {
  tags,
  summary: 'The staff roles and the permissions each holds (spec §7 GET api/super/roles)',
  querystring: ReadQuery,
  response: { 200: Envelope(Type.Array(StaffRoleView)), ...errors(401, 403, 422) },
};
