import { on } from '../bus';
import { authStore } from '../stores';
import { makeAuthUser } from '../stores/test-users';
import { ChatConnection, type SocketLike } from './index';

class FakeSocket implements SocketLike {
  readyState = 1;
  sent: string[] = [];
  closedWith: number | null = null;
  onopen: SocketLike['onopen'] = null;
  onmessage: SocketLike['onmessage'] = null;
  onclose: SocketLike['onclose'] = null;
  send(data: string) {
    this.sent.push(data);
  }
  close(code = 1000) {
    this.closedWith = code;
  }
  serverSays(event: unknown) {
    this.onmessage?.({ data: JSON.stringify(event) });
  }
}

function setup() {
  const sockets: FakeSocket[] = [];
  const timers: (() => void)[] = [];
  const connection = new ChatConnection({
    createSocket: () => {
      const socket = new FakeSocket();
      sockets.push(socket);
      return socket;
    },
    url: () => 'ws://test/api/ws',
    setTimer: (fn) => timers.push(fn),
    clearTimer: () => undefined,
  });
  return { connection, sockets, timers };
}

afterEach(() => authStore.getState().logout());

describe('chatConnection', () => {
  it('connects on login with the token as first frame, and reports unread counts on the bus', () => {
    const { connection, sockets } = setup();
    const counts: number[] = [];
    const off = on('chat:unread-changed', ({ count }) => counts.push(count));
    connection.start();
    expect(sockets).toHaveLength(0);
    authStore.getState().login(makeAuthUser(7, 'CLIENT'));
    const socket = sockets[0]!;
    socket.onopen?.({});
    expect(JSON.parse(socket.sent[0]!)).toEqual({ type: 'auth', token: 'token-7' });
    socket.serverSays({ type: 'ready', user_id: 7 });
    expect(connection.status).toBe('open');
    socket.serverSays({ type: 'unread', count: 3 });
    expect(counts).toEqual([3]);
    // Logout closes the socket and the badge goes to 0.
    authStore.getState().logout();
    expect(socket.closedWith).toBe(1000);
    expect(counts).toEqual([3, 0]);
    expect(connection.status).toBe('idle');
    off();
    connection.stop();
  });

  it('reconnects after a drop and says the connection resumed, so screens re-read what they missed', () => {
    const { connection, sockets, timers } = setup();
    const statuses: [string, boolean][] = [];
    connection.onStatus((status, resumed) => statuses.push([status, resumed]));
    authStore.getState().login(makeAuthUser(8, 'CLIENT'));
    connection.start();
    sockets[0]!.onopen?.({});
    sockets[0]!.serverSays({ type: 'ready', user_id: 8 });
    sockets[0]!.onclose?.({ code: 1006 });
    expect(connection.status).toBe('reconnecting');
    timers.shift()!();
    sockets[1]!.onopen?.({});
    sockets[1]!.serverSays({ type: 'ready', user_id: 8 });
    expect(statuses.at(-1)).toEqual(['open', true]);
    connection.stop();
  });

  it('does not retry when the server refuses the token, and sends typing only while open', () => {
    const { connection, sockets, timers } = setup();
    authStore.getState().login(makeAuthUser(9, 'CLIENT'));
    connection.start();
    connection.sendTyping(1, true);
    expect(sockets[0]!.sent).toEqual([]);
    sockets[0]!.onclose?.({ code: 4401 });
    expect(timers).toHaveLength(0);
    expect(connection.status).toBe('idle');
    connection.stop();
  });
});
