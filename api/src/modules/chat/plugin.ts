// Wires the chat: fan-out and presence (Redis when REDIS_URL is set, in process otherwise), the REST routes, the
// WebSocket at /api/ws, and the offline-delivery mail sweeper (an interval; 0 = off, the default in tests).
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import websocket from '@fastify/websocket';
import { Redis } from 'ioredis';
import { MemoryCounterStore, RedisCounterStore, type CounterStore } from '../auth/login-limiter';
import { createRealtime, LocalFanout, MemoryPresence, RedisFanout, RedisPresence, type Realtime } from './realtime';
import { createInboxService } from './inbox';
import inboxRoutes from './inbox-routes';
import partnerInboxRoutes from './partner-inbox';
import chatRoutes from './routes';
import { createChatService, type ChatService } from './service';
import chatSocket from './socket';

declare module 'fastify' {
  interface FastifyInstance {
    chat: ChatService;
    chatRealtime: Realtime;
    /**
     * Call after revoking tokens (logout, password change or reset, account deletion, removal from a team): the
     * sockets of those users (`all`: of anyone) on every instance are checked now and closed if their token was
     * revoked. Never throws: the revocation stands, and the periodic check closes the sockets if this fails.
     */
    endChatSessions(userIds: number[] | 'all'): Promise<void>;
  }
}

const chatPlugin: FastifyPluginAsync = async (app) => {
  const config = app.config.chat;
  let realtime: Realtime;
  let counters: CounterStore;
  if (app.config.redisUrl) {
    const options = { maxRetriesPerRequest: 2 };
    const pub = new Redis(app.config.redisUrl, options);
    const fanout = new RedisFanout(pub, new Redis(app.config.redisUrl, options), `${config.redisPrefix}events`);
    realtime = createRealtime(fanout, new RedisPresence(pub, `${config.redisPrefix}presence`));
    // Its own connection: the counter store disconnects it on close.
    counters = new RedisCounterStore(new Redis(app.config.redisUrl, options), `${config.redisPrefix}rate:`);
    await fanout.whenReady();
  } else {
    realtime = createRealtime(new LocalFanout(), new MemoryPresence());
    counters = new MemoryCounterStore();
  }
  const chat = createChatService({
    db: app.db,
    realtime,
    counters,
    config,
    mailer: app.mailer,
    publicUrl: app.config.publicUrl,
    voucherSecret: app.config.voucherSecret,
    log: app.log,
  });
  // The partner dashboard and back office modules reach the same service and sockets.
  app.decorate('chat', chat);
  app.decorate('chatRealtime', realtime);
  app.decorate('endChatSessions', async (userIds: number[] | 'all') => {
    try {
      await realtime.endSessions(userIds);
    } catch (err) {
      app.log.error({ err }, 'could not ask the API instances to close the sockets of revoked sessions');
    }
  });

  await app.register(websocket, { options: { maxPayload: config.maxFrameBytes } });
  await app.register(chatRoutes, { chat });
  await app.register(inboxRoutes, { inbox: createInboxService({ db: app.db, realtime, chat }) });
  await app.register(partnerInboxRoutes, { realtime });
  await app.register(chatSocket, { chat, realtime, config, publicUrl: app.config.publicUrl });

  let timer: NodeJS.Timeout | null = null;
  let running = false;
  if (config.mailSweepIntervalMs > 0) {
    app.addHook('onReady', async () => {
      timer = setInterval(() => {
        if (running) return;
        running = true;
        chat
          .sweepOfflineMail()
          .then((n) => n && app.log.info({ mailed: n }, 'mailed unread chat messages'))
          .catch((err: unknown) => app.log.error({ err }, 'chat mail sweeper failed'))
          .finally(() => (running = false));
      }, config.mailSweepIntervalMs);
      timer.unref();
    });
  }
  app.addHook('onClose', async () => {
    if (timer) clearInterval(timer);
    await realtime.close();
    await counters.close();
  });
};

// Not encapsulated: app.chat and app.chatRealtime are for every module (partner dashboard, back office).
export default fp(chatPlugin, { name: 'chat', dependencies: ['db', 'mail'] });
