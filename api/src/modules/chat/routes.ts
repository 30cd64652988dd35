// Chat REST calls (spec §7 Chat): create, list, read a chat, post, mark read, staff redirect, and unread count.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { unauthenticated } from '../../lib/errors';
import { ok } from '../../lib/wire';
import type { ChatService } from './service';
import {
  createChatSchema,
  getChatSchema,
  listChatsSchema,
  postMessageSchema,
  readChatSchema,
  redirectChatSchema,
  supportChatSchema,
  unreadSchema,
} from './schemas';

const chatRoutes: FastifyPluginAsyncTypebox<{ chat: ChatService }> = async (app, { chat }) => {
  const who = (user: Parameters<ChatService['open']>[0] | null) => {
    if (!user) throw unauthenticated();
    return user;
  };

  app.post('/api/chat/create', { schema: createChatSchema, config: { roles: 'authenticated' } }, async (request) =>
    ok(await chat.open(who(request.actingUser), request.body.user)),
  );

  app.post(
    '/api/chat/support',
    { schema: supportChatSchema, config: { roles: ['CLIENT', 'SUPPLIER', 'AFFILIATE'] } },
    async (request) => ok(await chat.openSupport(who(request.actingUser))),
  );

  app.get('/api/chat/list', { schema: listChatsSchema, config: { roles: 'authenticated' } }, async (request) =>
    ok(await chat.summaries(who(request.actingUser).id, null)),
  );

  app.get('/api/chat/:id', { schema: getChatSchema, config: { roles: 'authenticated' } }, async (request) =>
    ok(
      await chat.read(
        who(request.actingUser),
        request.params.id,
        request.query.before ?? null,
        request.query.per_page ?? 30,
      ),
    ),
  );

  app.post('/api/chat/message', { schema: postMessageSchema, config: { roles: 'authenticated' } }, async (request) =>
    ok(await chat.post(who(request.actingUser), request.body.chat_id, request.body.message)),
  );

  app.post('/api/chat/:id/read', { schema: readChatSchema, config: { roles: 'authenticated' } }, async (request) =>
    ok(await chat.markRead(who(request.actingUser), request.params.id)),
  );

  // Staff who answer chats only (the chat permission); who may receive it is the service's rule.
  app.post(
    '/api/chat/:chat/redirect',
    { schema: redirectChatSchema, config: { roles: ['SUPER'], permission: 'chat' } },
    async (request) =>
      ok(
        await chat.redirect(who(request.actingUser), request.params.chat, request.body.user, (tx, change) =>
          app.audit.change(tx, request, change),
        ),
      ),
  );

  app.get('/api/unread-messages', { schema: unreadSchema, config: { roles: 'authenticated' } }, async (request) =>
    ok({ count: await chat.unreadCount(who(request.actingUser).id) }),
  );
};

export default chatRoutes;
