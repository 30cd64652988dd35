// WebSocket /api/ws (ADR 012). The first frame authenticates ({type:"auth",token}) and is answered
// {type:"ready",user_id}; a bad or missing token closes with 4401 (4408 when none came in time). Then the server
// pushes chat events and the client may send typing frames. Frames per second and frame size are capped; every
// socket is pinged and one that missed the previous pong, or lets its send buffer pile up, is dropped alone.
// A socket lives only as long as its session: revoking the token (realtime.endSessions, from any instance) and the
// periodic re-check (CHAT_SESSION_RECHECK_MS) close it with 4401. A browser may open it only from our origin (the
// handshake is refused with 403 otherwise), and one user holds at most CHAT_MAX_SOCKETS_PER_USER sockets on an
// instance (the next closes with 4409).
import type { FastifyPluginAsync } from 'fastify';
import type { WebSocket } from '@fastify/websocket';
import { CHAT_CLOSE, type ChatServerEvent } from '@mp/shared/contracts';
import { ApiError } from '../../lib/errors';
import { sha256 } from '../../lib/crypto';
import { findActiveToken } from '../auth/repository';
import { liveTokenHashes } from './repository';
import type { ChatConfig } from './config';
import type { Realtime } from './realtime';
import type { ChatService } from './service';
import { socketSchema } from './schemas';

/** A socket whose unsent data passes this is too slow to keep up; it is dropped, the others carry on. */
const MAX_BUFFERED_BYTES = 1024 * 1024;
/** How many groups the sockets are pinged in, spread over the ping interval. */
const PING_SLICES = 20;

interface Connection {
  socket: WebSocket;
  alive: boolean;
  slice: Set<Connection>;
  /** Set once authenticated: whose socket it is and the hash of the token it authenticated with. */
  session: { userId: number; tokenHash: string } | null;
}

export interface SocketOptions {
  chat: ChatService;
  realtime: Realtime;
  config: ChatConfig;
  /** PUBLIC_URL: the origin pages are served from, through the gateway. */
  publicUrl: string;
}

function parseFrame(raw: unknown): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse(String(raw));
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

const chatSocket: FastifyPluginAsync<SocketOptions> = async (app, { chat, realtime, config, publicUrl }) => {
  const allowedOrigins = new Set([new URL(publicUrl).origin, ...config.extraOrigins]);
  /** Authenticated sockets of this instance, for the session checks. */
  const sessions = new Set<Connection>();

  /** Closes the sockets among these whose token no longer opens a session (revoked, expired, user deleted). */
  async function recheck(connections: Connection[]) {
    if (connections.length === 0) return;
    const live = await liveTokenHashes(app.db, [...new Set(connections.map((c) => c.session!.tokenHash))]);
    for (const connection of connections) {
      if (!live.has(connection.session!.tokenHash)) connection.socket.close(CHAT_CLOSE.unauthorized, 'session ended');
    }
  }
  const recheckLogged = (connections: Connection[]) =>
    recheck(connections).catch((err: unknown) => app.log.error({ err }, 'chat socket session check failed'));

  realtime.onSessionsEnded((userIds) => {
    const users = userIds === 'all' ? null : new Set(userIds);
    void recheckLogged([...sessions].filter((c) => users === null || users.has(c.session!.userId)));
  });
  const rechecker = setInterval(() => void recheckLogged([...sessions]), config.sessionRecheckMs);
  rechecker.unref();
  app.addHook('onClose', async () => clearInterval(rechecker));
  // Sockets are pinged in PING_SLICES groups, one group per slice of the interval, so 1,000 sockets are not pinged
  // (and do not all answer through the gateway) in one burst that holds up message pushes (bench:chat showed a
  // 350 ms stall at each interval). Each socket is still pinged once per interval and dropped after a missed pong.
  const slices = Array.from({ length: PING_SLICES }, () => new Set<Connection>());
  let nextSlice = 0;
  let tick = 0;

  const pinger = setInterval(
    () => {
      for (const connection of slices[tick++ % PING_SLICES]!) {
        if (!connection.alive) {
          connection.socket.terminate();
          continue;
        }
        connection.alive = false;
        connection.socket.ping();
      }
    },
    Math.max(1, Math.floor(config.pingIntervalMs / PING_SLICES)),
  );
  pinger.unref();
  app.addHook('onClose', async () => clearInterval(pinger));

  async function announce(userId: number, status: 'online' | 'offline') {
    await realtime.emit(await chat.partnersOf(userId), { type: 'presence', user_id: userId, status });
  }

  // Runs before the upgrade, so a page of another site is refused with a plain 403 and never gets a socket.
  const sameOrigin = async (request: { headers: Record<string, string | string[] | undefined> }) => {
    const origin = request.headers.origin;
    if (origin !== undefined && !allowedOrigins.has(String(origin)))
      throw new ApiError(403, { key: 'errors.forbidden' });
  };

  app.get(
    '/api/ws',
    { websocket: true, schema: socketSchema, config: { roles: 'public' }, onRequest: sameOrigin },
    (socket, request) => {
      const slice = slices[nextSlice++ % PING_SLICES]!;
      const connection: Connection = { socket, alive: true, slice, session: null };
      slice.add(connection);
      let userId: number | null = null;
      let authenticating = false;
      let windowStart = Date.now();
      let frames = 0;
      // chat id → the other participant, so typing frames do not query the database each time.
      const others = new Map<number, number | null>();
      const target = {
        send(data: string) {
          if (socket.readyState !== socket.OPEN) return;
          if (socket.bufferedAmount > MAX_BUFFERED_BYTES) {
            socket.terminate();
            return;
          }
          socket.send(data);
        },
      };
      const send = (event: ChatServerEvent) => target.send(JSON.stringify(event));

      const authTimer = setTimeout(
        () => socket.close(CHAT_CLOSE.authTimeout, 'authentication timeout'),
        config.authTimeoutMs,
      );
      socket.on('pong', () => (connection.alive = true));

      async function authenticate(frame: Record<string, unknown> | null) {
        if (frame?.type !== 'auth' || typeof frame.token !== 'string' || frame.token.length > 200) {
          socket.close(CHAT_CLOSE.unauthorized, 'invalid token');
          return;
        }
        authenticating = true;
        const tokenHash = sha256(frame.token);
        const found = await findActiveToken(app.db, tokenHash, new Date());
        authenticating = false;
        if (!found) {
          socket.close(CHAT_CLOSE.unauthorized, 'invalid token');
          return;
        }
        if (socket.readyState !== socket.OPEN) return;
        clearTimeout(authTimer);
        if (realtime.hub.countOf(found.user.id) >= config.maxSocketsPerUser) {
          socket.close(CHAT_CLOSE.tooManySockets, 'too many sockets');
          return;
        }
        userId = found.user.id;
        connection.session = { userId, tokenHash };
        sessions.add(connection);
        realtime.hub.add(userId, target);
        const cameOnline = await realtime.presence.add(userId);
        send({ type: 'ready', user_id: userId });
        send({ type: 'unread', count: await chat.unreadCount(userId) });
        if (cameOnline) await announce(userId, 'online');
      }

      async function typing(user: number, frame: Record<string, unknown>) {
        const chatId = frame.chat_id;
        if (typeof chatId !== 'number' || !Number.isInteger(chatId) || typeof frame.typing !== 'boolean') {
          send({ type: 'error', code: 'bad_frame' });
          return;
        }
        if (!others.has(chatId)) others.set(chatId, await chat.otherSide(user, chatId));
        const other = others.get(chatId);
        if (other === null || other === undefined) {
          send({ type: 'error', code: 'not_a_participant' });
          return;
        }
        await realtime.emit([other], { type: 'typing', chat_id: chatId, user_id: user, typing: frame.typing });
      }

      socket.on('message', (raw) => {
        connection.alive = true;
        const now = Date.now();
        if (now - windowStart >= 1000) {
          windowStart = now;
          frames = 0;
        }
        frames += 1;
        if (frames > config.framesPerSecond) {
          socket.close(CHAT_CLOSE.rateLimited, 'too many frames');
          return;
        }
        const frame = parseFrame(raw);
        const work =
          userId === null
            ? authenticating
              ? Promise.resolve()
              : authenticate(frame)
            : frame?.type === 'typing'
              ? typing(userId, frame)
              : Promise.resolve(send({ type: 'error', code: 'bad_frame' }));
        work.catch((err: unknown) => request.log.error({ err }, 'chat socket frame failed'));
      });

      socket.on('close', () => {
        clearTimeout(authTimer);
        connection.slice.delete(connection);
        sessions.delete(connection);
        if (userId === null) return;
        const user = userId;
        realtime.hub.remove(user, target);
        realtime.presence
          .remove(user)
          .then((wentOffline) => (wentOffline ? announce(user, 'offline') : undefined))
          .catch((err: unknown) => request.log.warn({ err }, 'chat presence update failed'));
      });
    },
  );
};

export default chatSocket;
