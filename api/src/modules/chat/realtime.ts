// Real-time delivery of chat events (ADR 012). Three parts, each behind an interface:
// - Fanout: carries an event addressed to user ids to every API instance — in process by default, Redis pub/sub
//   when REDIS_URL is set, so a message posted on one instance reaches a socket held by another.
// - PresenceStore: counts each user's open sockets over all instances; a user is online while the count is > 0.
// - SocketHub: this instance's sockets by user (several tabs per user), which receive what the fanout delivers.
// Revoking a token (logout, password change or reset, account deletion, removal from a team) goes through the same
// fan-out (`endSessions`), so a socket held by any instance is closed at once, not only at its next periodic check.
import { randomUUID } from 'node:crypto';
import type { Redis } from 'ioredis';
import type { ChatServerEvent } from '@mp/shared/contracts';

/**
 * What the fan-out carries: a chat event for some users' sockets, or word that sessions ended (a token was revoked)
 * so every instance checks the sockets of those users (`all`: every socket) against the database at once.
 */
export type Delivery = { to: number[]; event: ChatServerEvent } | { sessionsEnded: number[] | 'all' };

export interface Fanout {
  publish(delivery: Delivery): Promise<void>;
  onDelivery(handler: (delivery: Delivery) => void): void;
  close(): Promise<void>;
}

export class LocalFanout implements Fanout {
  private readonly handlers: ((delivery: Delivery) => void)[] = [];
  async publish(delivery: Delivery) {
    for (const handler of this.handlers) handler(delivery);
  }
  onDelivery(handler: (delivery: Delivery) => void) {
    this.handlers.push(handler);
  }
  async close() {
    this.handlers.length = 0;
  }
}

/** One channel for all chat events; each instance delivers what concerns its own sockets. */
export class RedisFanout implements Fanout {
  private readonly handlers: ((delivery: Delivery) => void)[] = [];
  private readonly ready: Promise<unknown>;
  constructor(
    private readonly pub: Redis,
    private readonly sub: Redis,
    private readonly channel = 'mp:chat:events',
  ) {
    this.sub.on('message', (channel: string, raw: string) => {
      if (channel !== this.channel) return;
      let delivery: Delivery;
      try {
        delivery = JSON.parse(raw) as Delivery;
      } catch {
        return;
      }
      for (const handler of this.handlers) handler(delivery);
    });
    this.ready = this.sub.subscribe(this.channel);
  }
  async publish(delivery: Delivery) {
    await this.ready;
    await this.pub.publish(this.channel, JSON.stringify(delivery));
  }
  onDelivery(handler: (delivery: Delivery) => void) {
    this.handlers.push(handler);
  }
  /** Resolves once the subscription is live (tests wait for it before posting). */
  whenReady(): Promise<unknown> {
    return this.ready;
  }
  async close() {
    this.handlers.length = 0;
    this.sub.disconnect();
    this.pub.disconnect();
  }
}

export interface PresenceStore {
  /** Counts one more socket for the user; true when the user just came online. */
  add(userId: number): Promise<boolean>;
  /** Counts one socket less; true when it was the user's last socket anywhere. */
  remove(userId: number): Promise<boolean>;
  online(userIds: number[]): Promise<Set<number>>;
  close(): Promise<void>;
}

export class MemoryPresence implements PresenceStore {
  private readonly counts = new Map<number, number>();
  async add(userId: number) {
    const n = (this.counts.get(userId) ?? 0) + 1;
    this.counts.set(userId, n);
    return n === 1;
  }
  async remove(userId: number) {
    const n = (this.counts.get(userId) ?? 0) - 1;
    if (n > 0) {
      this.counts.set(userId, n);
      return false;
    }
    this.counts.delete(userId);
    return true;
  }
  async online(userIds: number[]) {
    return new Set(userIds.filter((id) => (this.counts.get(id) ?? 0) > 0));
  }
  async close() {
    this.counts.clear();
  }
}

/**
 * Socket counts in one Redis hash shared by the instances. Each instance also remembers what it added, and takes it
 * back when it closes, so a restart does not leave its users online (a crash does until their next connect and
 * disconnect — see ADR 012).
 */
export class RedisPresence implements PresenceStore {
  private readonly mine = new Map<number, number>();
  constructor(
    private readonly redis: Redis,
    private readonly key = 'mp:chat:presence',
  ) {}
  async add(userId: number) {
    this.mine.set(userId, (this.mine.get(userId) ?? 0) + 1);
    return (await this.redis.hincrby(this.key, String(userId), 1)) === 1;
  }
  async remove(userId: number) {
    const held = (this.mine.get(userId) ?? 0) - 1;
    if (held > 0) this.mine.set(userId, held);
    else this.mine.delete(userId);
    const n = await this.redis.hincrby(this.key, String(userId), -1);
    if (n <= 0) {
      await this.redis.hdel(this.key, String(userId));
      return true;
    }
    return false;
  }
  async online(userIds: number[]) {
    if (userIds.length === 0) return new Set<number>();
    const counts = await this.redis.hmget(this.key, ...userIds.map(String));
    return new Set(userIds.filter((_, i) => Number(counts[i] ?? 0) > 0));
  }
  async close() {
    for (const [userId, n] of this.mine) {
      const left = await this.redis.hincrby(this.key, String(userId), -n);
      if (left <= 0) await this.redis.hdel(this.key, String(userId));
    }
    this.mine.clear();
  }
}

/** What the hub needs of a socket (the ws WebSocket, or a fake in unit tests). */
export interface HubSocket {
  send(data: string): void;
}

export class SocketHub {
  readonly instanceId = randomUUID();
  private readonly byUser = new Map<number, Set<HubSocket>>();

  add(userId: number, socket: HubSocket) {
    let set = this.byUser.get(userId);
    if (!set) this.byUser.set(userId, (set = new Set()));
    set.add(socket);
  }

  remove(userId: number, socket: HubSocket) {
    const set = this.byUser.get(userId);
    if (!set) return;
    set.delete(socket);
    if (set.size === 0) this.byUser.delete(userId);
  }

  /** How many sockets this instance holds for the user. */
  countOf(userId: number): number {
    return this.byUser.get(userId)?.size ?? 0;
  }

  deliver(delivery: Extract<Delivery, { to: number[] }>) {
    const data = JSON.stringify(delivery.event);
    for (const userId of new Set(delivery.to)) {
      for (const socket of this.byUser.get(userId) ?? []) socket.send(data);
    }
  }

  get socketCount(): number {
    let n = 0;
    for (const set of this.byUser.values()) n += set.size;
    return n;
  }
}

/** Everything chat delivery needs, made once per app. */
export interface Realtime {
  hub: SocketHub;
  fanout: Fanout;
  presence: PresenceStore;
  emit(to: number[], event: ChatServerEvent): Promise<void>;
  /** Sessions of these users (or of anyone) were revoked: every instance re-checks the sockets concerned now. */
  endSessions(userIds: number[] | 'all'): Promise<void>;
  /** Called on this instance for every `endSessions`, from any instance. */
  onSessionsEnded(handler: (userIds: number[] | 'all') => void): void;
  close(): Promise<void>;
}

export function createRealtime(fanout: Fanout, presence: PresenceStore): Realtime {
  const hub = new SocketHub();
  const sessionHandlers: ((userIds: number[] | 'all') => void)[] = [];
  fanout.onDelivery((delivery) => {
    if ('sessionsEnded' in delivery) for (const handler of sessionHandlers) handler(delivery.sessionsEnded);
    else hub.deliver(delivery);
  });
  return {
    hub,
    fanout,
    presence,
    async emit(to, event) {
      if (to.length > 0) await fanout.publish({ to, event });
    },
    async endSessions(userIds) {
      if (userIds === 'all' || userIds.length > 0) await fanout.publish({ sessionsEnded: userIds });
    },
    onSessionsEnded(handler) {
      sessionHandlers.push(handler);
    },
    async close() {
      await presence.close();
      await fanout.close();
    },
  };
}
