import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { LiveSocket } from './live-socket';
import { parseServerMessage } from './server-message';

/** Just enough of a browser WebSocket to drive LiveSocket by hand. */
class FakeSocket {
  static all: FakeSocket[] = [];
  readyState = 0;
  sent: unknown[] = [];
  onopen: (() => void) | null = null;
  onclose: ((event: { code: number }) => void) | null = null;
  onerror: (() => void) | null = null;
  onmessage: ((event: { data: string }) => void) | null = null;
  constructor(readonly url: string) {
    FakeSocket.all.push(this);
  }
  send(data: string) {
    this.sent.push(JSON.parse(data));
  }
  close() {
    this.readyState = 3;
  }
  open() {
    this.readyState = 1;
    this.onopen?.();
  }
  drop() {
    this.readyState = 3;
    this.onclose?.({ code: 1006 });
  }
  receive(data: unknown) {
    this.onmessage?.({ data: typeof data === 'string' ? data : JSON.stringify(data) });
  }
}

function start() {
  const onMessage = vi.fn();
  const onReconnect = vi.fn();
  const socket = new LiveSocket({
    url: () => 'ws://test/ws',
    onMessage,
    onReconnect,
    parse: parseServerMessage,
    createSocket: (url) => new FakeSocket(url) as unknown as WebSocket,
  });
  socket.start();
  return { socket, onMessage, onReconnect, current: () => FakeSocket.all.at(-1)! };
}

beforeEach(() => {
  FakeSocket.all = [];
  vi.useFakeTimers();
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('LiveSocket', () => {
  it('reports its real state and subscribes to races once open', () => {
    const { socket, current } = start();
    expect(socket.getState()).toBe('connecting');
    const stop = socket.subscribe(7);
    current().open();
    expect(socket.getState()).toBe('open');
    expect(current().sent).toEqual([
      { type: 'subscribe_race', raceId: 7 },
      { type: 'subscribe_odds', raceId: 7 },
    ]);
    stop();
    expect(current().sent.at(-1)).toEqual({ type: 'unsubscribe', raceId: 7 });
  });

  it('shares a subscription between two watchers of one race', () => {
    const { socket, current } = start();
    current().open();
    const first = socket.subscribe(3);
    const second = socket.subscribe(3);
    first();
    expect(current().sent.filter((message) => (message as { type: string }).type === 'unsubscribe')).toEqual([]);
    second();
    expect(current().sent.at(-1)).toEqual({ type: 'unsubscribe', raceId: 3 });
  });

  it('parses frames with the contracts and only logs the ones it cannot read', () => {
    const { onMessage, current } = start();
    current().open();
    current().receive({ type: 'race_status', raceId: 1, status: 'live' });
    current().receive({ type: 'race_status', raceId: 'x' });
    current().receive('not json');
    expect(onMessage).toHaveBeenCalledTimes(1);
    expect(onMessage).toHaveBeenCalledWith({ type: 'race_status', raceId: 1, status: 'live' });
    expect(console.warn).toHaveBeenCalledTimes(2);
  });

  it('reconnects with growing delays, re-subscribes and tells the cache to catch up', () => {
    const { socket, onReconnect, current } = start();
    socket.subscribe(9);
    current().open();
    current().drop();
    expect(socket.getState()).toBe('closed');

    vi.advanceTimersByTime(1_300);
    expect(FakeSocket.all).toHaveLength(2);
    current().drop();
    vi.advanceTimersByTime(1_300);
    expect(FakeSocket.all).toHaveLength(2);
    vi.advanceTimersByTime(1_300);
    expect(FakeSocket.all).toHaveLength(3);

    current().open();
    expect(onReconnect).toHaveBeenCalledTimes(1);
    expect(current().sent).toContainEqual({ type: 'subscribe_race', raceId: 9 });
  });

  it('opens a new connection on restart (signed in on the page), as after a lost one', () => {
    const { socket, onReconnect, current } = start();
    socket.subscribe(4);
    current().open();
    socket.restart();
    expect(FakeSocket.all).toHaveLength(2);
    current().open();
    expect(socket.getState()).toBe('open');
    expect(onReconnect).toHaveBeenCalledTimes(1);
    expect(current().sent).toContainEqual({ type: 'subscribe_race', raceId: 4 });
  });

  it('stops for good', () => {
    const { socket, current } = start();
    current().open();
    socket.stop();
    current().drop();
    vi.advanceTimersByTime(60_000);
    expect(FakeSocket.all).toHaveLength(1);
    expect(socket.getState()).toBe('closed');
  });
});
