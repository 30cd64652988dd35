import { Type } from '@sinclair/typebox';
import {
  DashboardAccess,
  EmptyWriteBody,
  Envelope,
  TeamMember,
  TeamMemberBody,
  TeamMemberIdParams,
  TeamMemberRoleBody,
  TeamMemberUpdateBody,
  TeamRole,
} from '@mp/shared/contracts';
import { errors } from '../../lib/schemas';

const tags = ['team'];
export const rolesSchema = {
  tags,
  summary: 'The team roles a partner can give a member, with what each allows',
  response: { 200: Envelope(Type.Array(TeamRole)), ...errors(401, 403) },
};
export const accessSchema = {
  tags,
  summary: 'The signed-in partner’s company and what their team role allows there (the dashboard menu follows it)',
  response: { 200: Envelope(DashboardAccess), ...errors(401, 403) },
};
export const membersSchema = {
  tags,
  summary: 'The company’s team members',
  response: { 200: Envelope(Type.Array(TeamMember)), ...errors(401, 403) },
};
export const inviteSchema = {
  tags,
  summary: 'Invite a team member: a SUPPLIER account of the company with a role, mailed a link to set a password',
  body: TeamMemberBody,
  response: { 200: Envelope(TeamMember), ...errors(401, 403, 422) },
};
export const memberSchema = {
  tags,
  summary: 'One team member',
  params: TeamMemberIdParams,
  response: { 200: Envelope(TeamMember), ...errors(401, 403, 404, 422) },
};
export const memberUpdateSchema = {
  tags,
  summary: 'Change a team member’s name, phone or role',
  params: TeamMemberIdParams,
  body: TeamMemberUpdateBody,
  response: { 200: Envelope(TeamMember), ...errors(401, 403, 404, 422) },
};
export const memberDestroySchema = {
  tags,
  summary: 'Remove a team member (their sessions end)',
  params: TeamMemberIdParams,
  body: EmptyWriteBody,
  response: { 200: Envelope(Type.Null()), ...errors(401, 403, 404, 422) },
};
export const memberResendSchema = {
  tags,
  summary: 'Mail a member who has not joined yet a fresh invitation link (the earlier links stop working)',
  params: TeamMemberIdParams,
  body: EmptyWriteBody,
  response: { 200: Envelope(Type.Null()), ...errors(401, 403, 404, 422) },
};
export const memberRoleSchema = {
  tags,
  summary: 'Give a team member another role (not the company owner)',
  params: TeamMemberIdParams,
  body: TeamMemberRoleBody,
  response: { 200: Envelope(TeamMember), ...errors(401, 403, 404, 422) },
};
