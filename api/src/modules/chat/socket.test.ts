// WebSocket /api/ws (ADR 012, ADR 035): auth handshake and close codes, events to every tab, typing, presence, read
// receipts, limits, ping/pong, and fan-out across two API instances through Redis (127.0.0.1:6379).
import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import WebSocket from 'ws';
import { CHAT_CLOSE, type ChatServerEvent } from '@mp/shared/contracts';
import { buildApp } from '../../app';
import { loadConfig } from '../../config';
import { LocalStorage } from '../../plugins/storage';
import { sql } from 'drizzle-orm';
import { sha256 } from '../../lib/crypto';
import { createStaffUser } from '../super/test-staff';
import { bearer, buildTestApp, createUser, json, lastMail, login, PASSWORD, type TestApp } from '../../../test/helpers';

const LIMITS = {
  CHAT_AUTH_TIMEOUT_MS: '300',
  CHAT_PING_INTERVAL_MS: '150',
  CHAT_FRAMES_PER_SECOND: '5',
  CHAT_MAX_FRAME_BYTES: '1024',
  CHAT_MAX_SOCKETS_PER_USER: '40',
};

let t: TestApp;
let base: string;
let ids: { client: number; staff: number; other: number };
let tokens: { client: string; staff: string; other: string };
let chatId: number;

async function listen(app: FastifyInstance): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  return `ws://127.0.0.1:${(app.server.address() as AddressInfo).port}/api/ws`;
}

interface Client {
  ws: WebSocket;
  events: ChatServerEvent[];
  /** The next (or an already received, not yet taken) event of this type matching `pick`. */
  next<K extends ChatServerEvent['type']>(
    type: K,
    pick?: (e: Extract<ChatServerEvent, { type: K }>) => boolean,
    ms?: number,
  ): Promise<Extract<ChatServerEvent, { type: K }>>;
  closed: Promise<{ code: number; reason: string }>;
}

function connect(url: string, options: WebSocket.ClientOptions = {}): Promise<Client> {
  const ws = new WebSocket(url, options);
  const events: ChatServerEvent[] = [];
  const waiters: (() => void)[] = [];
  ws.on('message', (raw) => {
    events.push(JSON.parse(String(raw)) as ChatServerEvent);
    for (const wake of waiters.splice(0)) wake();
  });
  const closed = new Promise<{ code: number; reason: string }>((resolve) =>
    ws.on('close', (code, reason) => resolve({ code, reason: String(reason) })),
  );
  const client: Client = {
    ws,
    events,
    closed,
    next(type, pick = () => true, ms = 10_000) {
      return new Promise((resolve, reject) => {
        const timer = setTimeout(
          () => reject(new Error(`no ${type} event within ${ms} ms; got ${JSON.stringify(events)}`)),
          ms,
        );
        const look = () => {
          const index = events.findIndex((e) => e.type === type && pick(e as never));
          if (index >= 0) {
            clearTimeout(timer);
            resolve(events.splice(index, 1)[0] as never);
          } else waiters.push(look);
        };
        look();
      });
    },
  };
  return new Promise((resolve, reject) => {
    ws.once('open', () => resolve(client));
    ws.once('error', reject);
  });
}

async function signedIn(url: string, token: string, options: WebSocket.ClientOptions = {}): Promise<Client> {
  const client = await connect(url, options);
  client.ws.send(JSON.stringify({ type: 'auth', token }));
  await client.next('ready');
  return client;
}

const post = (app: FastifyInstance, url: string, token: string, payload: Record<string, unknown> = {}) =>
  app.inject({ method: 'POST', url, headers: bearer(token), payload });

beforeAll(async () => {
  t = await buildTestApp(LIMITS);
  base = await listen(t.app);
  ids = {
    client: await createUser(t.database, 'CLIENT', 'ws-client@example.pt'),
    staff: await createUser(t.database, 'SUPER', 'ws-staff@example.pt'),
    other: await createUser(t.database, 'CLIENT', 'ws-other@example.pt'),
  };
  tokens = {
    client: await login(t.app, 'ws-client@example.pt'),
    staff: await login(t.app, 'ws-staff@example.pt'),
    other: await login(t.app, 'ws-other@example.pt'),
  };
  chatId = json<{ content: { id: number } }>(await post(t.app, '/api/chat/create', tokens.client, { user: ids.staff }))
    .content.id;
}, 180_000);
afterAll(async () => t.close());

describe('the auth handshake', () => {
  it('answers ready with the user id and the unread count', async () => {
    const c = await connect(base);
    c.ws.send(JSON.stringify({ type: 'auth', token: tokens.client }));
    expect(await c.next('ready')).toEqual({ type: 'ready', user_id: ids.client });
    expect(await c.next('unread')).toEqual({ type: 'unread', count: expect.any(Number) });
    c.ws.close();
  });

  it('closes with 4401 on a bad token or a first frame that is not auth, and 4408 when no auth comes', async () => {
    const bad = await connect(base);
    bad.ws.send(JSON.stringify({ type: 'auth', token: 'not-a-token' }));
    expect((await bad.closed).code).toBe(CHAT_CLOSE.unauthorized);
    const garbage = await connect(base);
    garbage.ws.send('hello');
    expect(await garbage.closed).toEqual({ code: CHAT_CLOSE.unauthorized, reason: 'invalid token' });
    const silent = await connect(base);
    expect((await silent.closed).code).toBe(CHAT_CLOSE.authTimeout);
  });
});

describe('events', () => {
  it('delivers a posted message to every tab of both people and the unread count to the recipient', async () => {
    const staffTab1 = await signedIn(base, tokens.staff);
    const staffTab2 = await signedIn(base, tokens.staff);
    const clientTab = await signedIn(base, tokens.client);
    const res = await post(t.app, '/api/chat/message', tokens.client, {
      chat_id: chatId,
      message: 'Hello <b>team</b>',
    });
    const sent = json<{ content: { id: number } }>(res).content;
    for (const tab of [staffTab1, staffTab2, clientTab]) {
      const event = await tab.next('message');
      expect(event).toMatchObject({
        chat_id: chatId,
        message: { id: sent.id, body: 'Hello <b>team</b>', sender_id: ids.client },
      });
    }
    const unreadNow = await staffTab1.next('unread', (e) => e.count > 0);
    expect(unreadNow.count).toBeGreaterThan(0);

    // Reading sends the receipt to the writer and drops the reader's badge on every tab.
    await post(t.app, `/api/chat/${chatId}/read`, tokens.staff);
    expect(await clientTab.next('read')).toEqual({
      type: 'read',
      chat_id: chatId,
      user_id: ids.staff,
      last_read_message_id: sent.id,
    });
    expect(await staffTab2.next('unread', (e) => e.count === 0)).toEqual({ type: 'unread', count: 0 });
    for (const tab of [staffTab1, staffTab2, clientTab]) tab.ws.close();
  });

  it('relays typing to the other person only, and refuses typing in a chat the user is not in', async () => {
    const staff = await signedIn(base, tokens.staff);
    const client = await signedIn(base, tokens.client);
    const stranger = await signedIn(base, tokens.other);
    client.ws.send(JSON.stringify({ type: 'typing', chat_id: chatId, typing: true }));
    expect(await staff.next('typing')).toEqual({ type: 'typing', chat_id: chatId, user_id: ids.client, typing: true });
    stranger.ws.send(JSON.stringify({ type: 'typing', chat_id: chatId, typing: true }));
    expect(await stranger.next('error')).toEqual({ type: 'error', code: 'not_a_participant' });
    client.ws.send(JSON.stringify({ type: 'typing', chat_id: chatId, typing: false }));
    expect(await staff.next('typing')).toMatchObject({ typing: false });
    expect(client.events.filter((e) => e.type === 'typing')).toEqual([]);
    for (const c of [staff, client, stranger]) c.ws.close();
  });

  it('announces online to chat partners on the first socket and offline only when the last one closes', async () => {
    const watcher = await signedIn(base, tokens.client);
    const tab1 = await signedIn(base, tokens.staff);
    expect(await watcher.next('presence', (e) => e.user_id === ids.staff)).toEqual({
      type: 'presence',
      user_id: ids.staff,
      status: 'online',
    });
    const tab2 = await signedIn(base, tokens.staff);
    const list = json<{ content: { id: number; presence: string }[] }>(
      await t.app.inject({ method: 'GET', url: '/api/chat/list', headers: bearer(tokens.client) }),
    );
    expect(list.content.find((c) => c.id === chatId)?.presence).toBe('online');
    tab1.ws.close();
    await tab1.closed;
    tab2.ws.close();
    expect(await watcher.next('presence', (e) => e.user_id === ids.staff)).toMatchObject({ status: 'offline' });
    // Only one offline, after the last tab: none was sent for the first tab.
    expect(watcher.events.filter((e) => e.type === 'presence')).toEqual([]);
    watcher.ws.close();
  });
});

describe('limits', () => {
  it('closes a socket that sends too many frames per second, or a frame that is too large, and keeps the others', async () => {
    const bystander = await signedIn(base, tokens.staff);
    const flood = await signedIn(base, tokens.client);
    for (let i = 0; i < 10; i += 1) flood.ws.send(JSON.stringify({ type: 'typing', chat_id: chatId, typing: true }));
    expect((await flood.closed).code).toBe(CHAT_CLOSE.rateLimited);
    const big = await signedIn(base, tokens.client);
    big.ws.send(JSON.stringify({ type: 'typing', chat_id: chatId, typing: true, pad: 'x'.repeat(2000) }));
    expect((await big.closed).code).toBe(CHAT_CLOSE.tooLarge);
    await post(t.app, '/api/chat/message', tokens.client, { chat_id: chatId, message: 'still here?' });
    expect((await bystander.next('message')).message.body).toBe('still here?');
    bystander.ws.close();
  });

  it('drops a socket that stops answering pings, and the user goes offline for their partners', async () => {
    const watcher = await signedIn(base, tokens.client);
    const dead = await signedIn(base, tokens.staff, { autoPong: false });
    await watcher.next('presence', (e) => e.user_id === ids.staff && e.status === 'online');
    const closed = await dead.closed;
    expect(closed.code).toBe(1006);
    expect(await watcher.next('presence', (e) => e.user_id === ids.staff)).toMatchObject({ status: 'offline' });
    // The healthy socket answered its pings and is still open.
    expect(watcher.ws.readyState).toBe(WebSocket.OPEN);
    watcher.ws.close();
  });

  it('spreads the pings over the interval instead of pinging every socket at once (bench:chat latency)', async () => {
    const many = await Promise.all(Array.from({ length: 40 }, () => signedIn(base, tokens.other)));
    const firstPing = await Promise.all(
      many.map((c) => new Promise<number>((resolve) => c.ws.once('ping', () => resolve(performance.now())))),
    );
    // 40 sockets in 20 groups, one group every 150/20 ms: the first pings span most of the 150 ms interval.
    expect(Math.max(...firstPing) - Math.min(...firstPing)).toBeGreaterThan(60);
    for (const c of many) c.ws.close();
  });
});

/** The handshake's answer: 'open', or the HTTP status the upgrade was refused with. */
function handshake(url: string, options: WebSocket.ClientOptions = {}): Promise<string> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(url, options);
    ws.once('open', () => {
      ws.close();
      resolve('open');
    });
    ws.once('unexpected-response', (_req, res) => {
      resolve(String(res.statusCode));
      res.resume();
    });
    ws.once('error', (err) => reject(err));
  });
}

describe('the handshake origin', () => {
  it('lets a page of our origin (PUBLIC_URL) and a client without an Origin in, and refuses any other origin with 403', async () => {
    expect(await handshake(base, { origin: new URL(t.config.publicUrl).origin })).toBe('open');
    expect(await handshake(base)).toBe('open');
    expect(await handshake(base, { origin: 'https://evil.example' })).toBe('403');
    expect(await handshake(base, { origin: `${new URL(t.config.publicUrl).origin}.evil.example` })).toBe('403');
  });
});

describe('sockets per user', () => {
  it('closes the socket past the cap with 4409, and takes a new one once a tab closed', async () => {
    const config = loadConfig({
      NODE_ENV: 'test',
      SEED: 'off',
      DATA_DIR: t.dataDir,
      LOG_LEVEL: 'silent',
      CHAT_MAX_SOCKETS_PER_USER: '3',
    });
    const app = await buildApp(config, {
      database: t.database,
      storage: new LocalStorage(config.uploadsDir),
      docsUi: false,
    });
    try {
      const url = await listen(app);
      const token = await login(app, 'ws-client@example.pt');
      const tabs = [await signedIn(url, token), await signedIn(url, token), await signedIn(url, token)];
      const extra = await connect(url);
      extra.ws.send(JSON.stringify({ type: 'auth', token }));
      expect(await extra.closed).toEqual({ code: CHAT_CLOSE.tooManySockets, reason: 'too many sockets' });
      tabs[0]!.ws.close();
      await tabs[0]!.closed;
      // The server counts the tab out when it sees the close, a moment after the client does.
      await new Promise((resolve) => setTimeout(resolve, 100));
      const again = await signedIn(url, token);
      for (const tab of [...tabs.slice(1), again]) tab.ws.close();
    } finally {
      await app.close();
    }
  });
});

describe('sockets end with their session', () => {
  it('closes a socket with 4401 as soon as its token is revoked by a logout; other sessions stay', async () => {
    const token = await login(t.app, 'ws-other@example.pt');
    const keeper = await signedIn(base, tokens.other);
    const doomed = await signedIn(base, token);
    expect((await post(t.app, '/api/logout', token)).statusCode).toBe(200);
    expect(await doomed.closed).toEqual({ code: CHAT_CLOSE.unauthorized, reason: 'session ended' });
    await post(t.app, '/api/chat/message', tokens.client, { chat_id: chatId, message: 'after a logout' });
    expect(keeper.ws.readyState).toBe(WebSocket.OPEN);
    keeper.ws.close();
  });

  it('closes the sockets of the other sessions when the password changes, and of every session on a reset', async () => {
    await createUser(t.database, 'CLIENT', 'ws-password@example.pt');
    const current = await login(t.app, 'ws-password@example.pt');
    const other = await login(t.app, 'ws-password@example.pt');
    const here = await signedIn(base, current);
    const there = await signedIn(base, other);
    const changed = await post(t.app, '/api/client-settings/password', current, {
      current_password: PASSWORD,
      password: 'Quite-New-Pass-82',
      password_confirmation: 'Quite-New-Pass-82',
    });
    expect(changed.statusCode).toBe(200);
    expect((await there.closed).code).toBe(CHAT_CLOSE.unauthorized);
    expect(here.ws.readyState).toBe(WebSocket.OPEN);

    await t.app.inject({ method: 'POST', url: '/api/password/email', payload: { email: 'ws-password@example.pt' } });
    const resetToken = /\/password\/reset\?token=([^&\s]+)&/.exec(
      (await lastMail(t.app, 'ws-password@example.pt')).text,
    )?.[1];
    expect(resetToken).toBeTruthy();
    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/password/reset',
      payload: {
        email: 'ws-password@example.pt',
        token: decodeURIComponent(resetToken!),
        password: 'Another-Pass-93',
        password_confirmation: 'Another-Pass-93',
      },
    });
    expect(reset.statusCode).toBe(200);
    expect((await here.closed).code).toBe(CHAT_CLOSE.unauthorized);
  });

  it('closes the sockets of a staff member at once when the owner deactivates them', async () => {
    const leaver = await createStaffUser(t.app, t.database, 'support', 'ws-leaver@example.pt');
    const socket = await signedIn(base, leaver.token);
    const res = await post(t.app, `/api/super/team/${leaver.id}/deactivate`, tokens.staff);
    expect(res.statusCode).toBe(200);
    // At once, not at the next periodic check of the session (a minute).
    const late = new Promise((resolve) => setTimeout(() => resolve('still open after 5 s'), 5000).unref());
    expect(await Promise.race([socket.closed, late])).toEqual({
      code: CHAT_CLOSE.unauthorized,
      reason: 'session ended',
    });
  });

  it('closes a socket whose token was revoked behind its back at the next periodic check', async () => {
    const config = loadConfig({
      NODE_ENV: 'test',
      SEED: 'off',
      DATA_DIR: t.dataDir,
      LOG_LEVEL: 'silent',
      CHAT_SESSION_RECHECK_MS: '100',
    });
    const app = await buildApp(config, {
      database: t.database,
      storage: new LocalStorage(config.uploadsDir),
      docsUi: false,
    });
    try {
      const url = await listen(app);
      const token = await login(app, 'ws-other@example.pt');
      const socket = await signedIn(url, token);
      // As an expiry does, or a revocation whose word did not reach this instance.
      await t.database.db.execute(
        sql`update auth_tokens set expires_at = now() - interval '1 second' where token_hash = ${sha256(token)}`,
      );
      expect((await socket.closed).code).toBe(CHAT_CLOSE.unauthorized);
    } finally {
      await app.close();
    }
  });
});

describe('fan-out across API instances through Redis', () => {
  it('a message posted on one instance reaches a socket held by the other', async () => {
    const env = {
      REDIS_URL: 'redis://127.0.0.1:6379',
      CHAT_REDIS_PREFIX: `mp-test-${randomBytes(4).toString('hex')}:`,
    };
    const config = loadConfig({ NODE_ENV: 'test', SEED: 'off', DATA_DIR: t.dataDir, LOG_LEVEL: 'silent', ...env });
    // Two instances over the same database, as docker-compose runs them.
    const one = await buildApp(config, {
      database: t.database,
      storage: new LocalStorage(config.uploadsDir),
      docsUi: false,
    });
    const two = await buildApp(config, {
      database: t.database,
      storage: new LocalStorage(config.uploadsDir),
      docsUi: false,
    });
    try {
      await listen(one);
      const urlTwo = await listen(two);
      const staffOnTwo = await signedIn(urlTwo, tokens.staff);
      const res = await post(one, '/api/chat/message', tokens.client, { chat_id: chatId, message: 'across instances' });
      expect(res.statusCode).toBe(200);
      expect(await staffOnTwo.next('message', (e) => e.message.body === 'across instances')).toMatchObject({
        chat_id: chatId,
      });
      // Presence is shared too: instance one sees the staff member online through Redis.
      const list = json<{ content: { id: number; presence: string }[] }>(
        await one.inject({ method: 'GET', url: '/api/chat/list', headers: bearer(tokens.client) }),
      );
      expect(list.content.find((c) => c.id === chatId)?.presence).toBe('online');
      staffOnTwo.ws.close();
      await staffOnTwo.closed;
    } finally {
      await one.close();
      await two.close();
    }
  });

  it('a logout on one instance closes the socket the other holds for that token at once', async () => {
    const env = {
      REDIS_URL: 'redis://127.0.0.1:6379',
      CHAT_REDIS_PREFIX: `mp-test-${randomBytes(4).toString('hex')}:`,
    };
    const config = loadConfig({ NODE_ENV: 'test', SEED: 'off', DATA_DIR: t.dataDir, LOG_LEVEL: 'silent', ...env });
    const one = await buildApp(config, {
      database: t.database,
      storage: new LocalStorage(config.uploadsDir),
      docsUi: false,
    });
    const two = await buildApp(config, {
      database: t.database,
      storage: new LocalStorage(config.uploadsDir),
      docsUi: false,
    });
    try {
      await listen(one);
      const urlTwo = await listen(two);
      const token = await login(one, 'ws-staff@example.pt');
      const onTwo = await signedIn(urlTwo, token);
      const started = performance.now();
      expect((await post(one, '/api/logout', token)).statusCode).toBe(200);
      expect(await onTwo.closed).toEqual({ code: CHAT_CLOSE.unauthorized, reason: 'session ended' });
      // Well before the default periodic check (a minute): the word went through Redis.
      expect(performance.now() - started).toBeLessThan(5000);
    } finally {
      await one.close();
      await two.close();
    }
  });
});
