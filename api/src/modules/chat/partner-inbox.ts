// The partner dashboard's inbox (api/dashboard/messages, spec §2): the company's conversations with customers for its
// owner and the team members whose role includes bookings (the route's team permission). Reading, answering and
// marking read go through the chat's own calls, which let these readers into their company's conversations
// (service.ts, reachChat); each reader has their own read marker, so each has their own unread counts.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { Envelope, PartnerInboxChat, type Locale } from '@mp/shared/contracts';
import type { Db } from '../../db/client';
import { errors } from '../../lib/schemas';
import { ok } from '../../lib/wire';
import { partnerOf, requirePartnerAccess } from '../team/access';
import type { Realtime } from './realtime';
import { summaryView } from './service';
import { partnerInboxChats } from './partner-inbox-repository';

export async function companyConversations(
  deps: { db: Db; realtime: Realtime },
  companyId: number,
  readerId: number,
  locale: Locale,
): Promise<PartnerInboxChat[]> {
  const found = await partnerInboxChats(deps.db, companyId, readerId, locale);
  const online = await deps.realtime.presence.online(found.map((r) => r.other_id));
  return found.map((row) => ({
    ...summaryView(row, online.has(row.other_id)),
    team_member: { id: row.team_user_id, first_name: row.team_first_name, last_name: row.team_last_name },
    booking:
      row.item_id === null
        ? null
        : { item_id: row.item_id, reference: row.reference ?? '', service_name: row.service_name ?? '' },
  }));
}

const partnerInboxRoutes: FastifyPluginAsyncTypebox<{ realtime: Realtime }> = async (app, { realtime }) => {
  requirePartnerAccess(app);
  app.get(
    '/api/dashboard/messages',
    {
      schema: {
        tags: ['chat'],
        summary:
          "The company's conversations with customers, newest activity first, with this reader's unread counts and the booking each is about (owner, or a team role with bookings)",
        response: { 200: Envelope(Type.Array(PartnerInboxChat)), ...errors(401, 403) },
      },
      config: { roles: ['SUPPLIER'], teamPermission: 'bookings' },
    },
    async (request) => {
      const partner = partnerOf(request);
      return ok(
        await companyConversations({ db: app.db, realtime }, partner.companyId, partner.userId, request.locale),
      );
    },
  );
};

export default partnerInboxRoutes;
