// The back office's support inbox (api/super/chat/*). The back-office gate (super/access.ts) lets in only staff with
// the chat permission (the `chat` area); reading and answering a conversation use the chat's own calls.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { unauthenticated } from '../../lib/errors';
import { ok } from '../../lib/wire';
import type { SessionUser } from '../../types';
import type { InboxService } from './inbox';
import {
  inboxAgentsSchema,
  inboxAssignSchema,
  inboxBookingsSchema,
  inboxListSchema,
  inboxOneSchema,
  inboxStatusSchema,
} from './inbox-schemas';

const inboxRoutes: FastifyPluginAsyncTypebox<{ inbox: InboxService }> = async (app, { inbox }) => {
  const who = (user: SessionUser | null) => {
    if (!user) throw unauthenticated();
    return user;
  };
  const staff = { roles: ['SUPER' as const] };

  app.get('/api/super/chat/inbox', { schema: inboxListSchema, config: staff }, async (request) =>
    ok(await inbox.list(who(request.actingUser), request.query.filter ?? 'open')),
  );

  app.get('/api/super/chat/inbox/:id', { schema: inboxOneSchema, config: staff }, async (request) =>
    ok(await inbox.one(who(request.actingUser), request.params.id)),
  );

  app.get('/api/super/chat/agents', { schema: inboxAgentsSchema, config: staff }, async () => ok(await inbox.agents()));

  app.get('/api/super/chat/inbox/:id/bookings', { schema: inboxBookingsSchema, config: staff }, async (request) =>
    ok(await inbox.bookings(request.params.id, request.locale)),
  );

  app.post('/api/super/chat/inbox/:id/assign', { schema: inboxAssignSchema, config: staff }, async (request) =>
    ok(
      await inbox.assign(who(request.actingUser), request.params.id, request.body.user, (tx, change) =>
        app.audit.change(tx, request, change),
      ),
    ),
  );

  app.post('/api/super/chat/inbox/:id/status', { schema: inboxStatusSchema, config: staff }, async (request) =>
    ok(
      await inbox.setStatus(who(request.actingUser), request.params.id, request.body.status, (tx, change) =>
        app.audit.change(tx, request, change),
      ),
    ),
  );
};

export default inboxRoutes;
