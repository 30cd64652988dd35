// The one chat WebSocket of a browser tab (ADR 012). Framework-free and shared as a singleton, so the
// shell's unread badge and every chat screen of every remote use the same socket. It follows the auth store: it
// connects when someone logs in, closes on logout, and reconnects with back-off after a drop. Only this module
// emits `chat:unread-changed`.
import type { ChatServerEvent } from '../contracts';
import { emit } from '../bus';
import { authStore } from '../stores';

export type ConnectionStatus = 'idle' | 'connecting' | 'open' | 'reconnecting';

type EventListener = (event: ChatServerEvent) => void;
/** `resumed` is true when the socket is open again after a drop: whoever shows chat data re-reads it then. */
type StatusListener = (status: ConnectionStatus, resumed: boolean) => void;

/** Close codes after which retrying with the same token is pointless. */
const FINAL_CODES = new Set([4401]);
const MAX_BACKOFF_MS = 15_000;

export interface SocketLike {
  readyState: number;
  send(data: string): void;
  close(code?: number, reason?: string): void;
  onopen: ((event: unknown) => void) | null;
  onmessage: ((event: { data: unknown }) => void) | null;
  onclose: ((event: { code: number }) => void) | null;
}

export interface ChatConnectionOptions {
  /** Makes the socket (tests pass a fake). */
  createSocket?: (url: string) => SocketLike;
  url?: () => string;
  setTimer?: (fn: () => void, ms: number) => unknown;
  clearTimer?: (handle: unknown) => void;
}

function defaultUrl(): string {
  const { protocol, host } = window.location;
  return `${protocol === 'https:' ? 'wss' : 'ws'}://${host}/api/ws`;
}

export class ChatConnection {
  private socket: SocketLike | null = null;
  private token: string | null = null;
  private attempts = 0;
  private dropped = false;
  private retryTimer: unknown = null;
  private stopAuth: (() => void) | null = null;
  private readonly listeners = new Set<EventListener>();
  private readonly statusListeners = new Set<StatusListener>();
  status: ConnectionStatus = 'idle';
  /** The caller's unread count as last pushed (null before the first push). */
  unread: number | null = null;
  userId: number | null = null;

  constructor(private readonly options: ChatConnectionOptions = {}) {}

  /** Follows the auth store from now on (idempotent): connected while someone is logged in. */
  start(): void {
    if (this.stopAuth) return;
    const follow = () => {
      const token = authStore.getState().user?.api_token ?? null;
      if (token === this.token) return;
      this.token = token;
      this.disconnect();
      if (token) this.connect();
    };
    this.stopAuth = authStore.subscribe(follow);
    follow();
  }

  /** Stops following auth and closes the socket (tests, and a full logout). */
  stop(): void {
    this.stopAuth?.();
    this.stopAuth = null;
    this.token = null;
    this.disconnect();
  }

  subscribe(listener: EventListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  onStatus(listener: StatusListener): () => void {
    this.statusListeners.add(listener);
    return () => this.statusListeners.delete(listener);
  }

  /** Tells the other person of the chat that the user is (or stopped) typing. */
  sendTyping(chatId: number, typing: boolean): void {
    if (this.status === 'open' && this.socket)
      this.socket.send(JSON.stringify({ type: 'typing', chat_id: chatId, typing }));
  }

  private setStatus(status: ConnectionStatus, resumed = false) {
    this.status = status;
    for (const listener of [...this.statusListeners]) listener(status, resumed);
  }

  private connect() {
    if (!this.token) return;
    const create = this.options.createSocket ?? ((url: string) => new WebSocket(url) as unknown as SocketLike);
    const socket = create((this.options.url ?? defaultUrl)());
    this.socket = socket;
    this.setStatus(this.dropped ? 'reconnecting' : 'connecting');
    const token = this.token;
    socket.onopen = () => socket.send(JSON.stringify({ type: 'auth', token }));
    socket.onmessage = (message) => {
      let event: ChatServerEvent;
      try {
        event = JSON.parse(String(message.data)) as ChatServerEvent;
      } catch {
        return;
      }
      if (event.type === 'ready') {
        this.userId = event.user_id;
        this.attempts = 0;
        const resumed = this.dropped;
        this.dropped = false;
        this.setStatus('open', resumed);
      } else if (event.type === 'unread') {
        this.unread = event.count;
        emit('chat:unread-changed', { count: event.count });
      }
      for (const listener of [...this.listeners]) listener(event);
    };
    socket.onclose = (event) => {
      if (this.socket !== socket) return;
      this.socket = null;
      if (!this.token || FINAL_CODES.has(event.code)) {
        this.setStatus('idle');
        return;
      }
      this.dropped = true;
      this.setStatus('reconnecting');
      const delay = Math.min(MAX_BACKOFF_MS, 500 * 2 ** this.attempts) * (0.75 + Math.random() * 0.5);
      this.attempts += 1;
      this.retryTimer = (this.options.setTimer ?? setTimeout)(() => {
        this.retryTimer = null;
        this.connect();
      }, delay);
    };
  }

  private disconnect() {
    if (this.retryTimer !== null)
      (this.options.clearTimer ?? ((h: unknown) => clearTimeout(h as number)))(this.retryTimer);
    this.retryTimer = null;
    const socket = this.socket;
    this.socket = null;
    this.dropped = false;
    this.attempts = 0;
    this.userId = null;
    if (socket) socket.close(1000, 'logout');
    if (this.unread !== null) {
      this.unread = null;
      emit('chat:unread-changed', { count: 0 });
    }
    if (this.status !== 'idle') this.setStatus('idle');
  }
}

/** The tab's connection. The shell starts it; chat screens subscribe to it. */
export const chatConnection = new ChatConnection();
