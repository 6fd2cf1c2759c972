import type { TClientMessage, TServerMessage } from '@galope/contracts';

import type { ParsedFrame } from './server-message';

export type LiveConnectionState = 'connecting' | 'open' | 'closed';

export interface LiveSocketOptions {
  url: () => string;
  onMessage: (message: TServerMessage) => void;
  /** Called when a connection opens after an earlier one was lost: the cache may have missed frames. */
  onReconnect: () => void;
  /** Reads a frame's JSON (lib/live/server-message.ts's parseServerMessage). */
  parse: (json: unknown) => ParsedFrame;
  /** Injectable for tests. */
  createSocket?: (url: string) => WebSocket;
}

const FIRST_RETRY_MS = 1_000;
const MAX_RETRY_MS = 30_000;
// WebSocket's readyState values (the global is not there in every test environment).
const CONNECTING = 0;
const OPEN = 1;

/** Same host as the page, `wss:` when the page is served over HTTPS. */
export function liveSocketUrl(location: Pick<Location, 'protocol' | 'host'> = window.location): string {
  return `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}/ws`;
}

/**
 * The tab's one WebSocket to `/ws`: reconnects with exponential backoff (1 s doubling to 30 s, with
 * jitter), re-sends the race subscriptions on every new connection, and reports its true state.
 * Subscriptions are counted, so two screens watching one race share it and the last one to leave
 * unsubscribes. Unreadable frames and connection failures are only logged (spec §7).
 */
export class LiveSocket {
  private socket: WebSocket | undefined;
  // Created to be started (the provider opens it once the page has loaded): connecting until then.
  private state: LiveConnectionState = 'connecting';
  private readonly stateListeners = new Set<() => void>();
  private readonly races = new Map<number, number>();
  private retryTimer: ReturnType<typeof setTimeout> | undefined;
  private attempts = 0;
  private hasOpened = false;
  private running = false;

  constructor(private readonly options: LiveSocketOptions) {}

  start(): void {
    if (this.running) return;
    this.running = true;
    globalThis.addEventListener?.('online', this.reconnectNow);
    this.connect();
  }

  stop(): void {
    this.running = false;
    globalThis.removeEventListener?.('online', this.reconnectNow);
    clearTimeout(this.retryTimer);
    this.retryTimer = undefined;
    const socket = this.socket;
    this.socket = undefined;
    if (socket) {
      socket.onclose = socket.onerror = socket.onmessage = null;
      // Closing a socket that is still connecting makes the browser log an error: let it open first.
      if (socket.readyState === CONNECTING) socket.onopen = () => socket.close();
      else {
        socket.onopen = null;
        socket.close();
      }
    }
    this.setState('closed');
  }

  /** A new connection, as whoever the cookie now says (after signing in on the page). */
  restart(): void {
    if (!this.running) return;
    this.stop();
    this.start();
  }

  getState = (): LiveConnectionState => this.state;

  onStateChange = (listener: () => void): (() => void) => {
    this.stateListeners.add(listener);
    return () => this.stateListeners.delete(listener);
  };

  /** Watches a race's status, results and odds; returns the function that stops watching. */
  subscribe(raceId: number): () => void {
    const count = this.races.get(raceId) ?? 0;
    this.races.set(raceId, count + 1);
    if (count === 0) this.sendSubscription(raceId);
    let done = false;
    return () => {
      if (done) return;
      done = true;
      const left = (this.races.get(raceId) ?? 1) - 1;
      if (left > 0) {
        this.races.set(raceId, left);
        return;
      }
      this.races.delete(raceId);
      this.send({ type: 'unsubscribe', raceId });
    };
  }

  private readonly reconnectNow = () => {
    if (!this.running || this.state === 'open' || this.socket) return;
    clearTimeout(this.retryTimer);
    this.connect();
  };

  private connect(): void {
    this.retryTimer = undefined;
    this.setState('connecting');
    let socket: WebSocket;
    try {
      socket = (this.options.createSocket ?? ((url) => new WebSocket(url)))(this.options.url());
    } catch (error) {
      console.warn('[live] could not open the WebSocket', error);
      this.scheduleRetry();
      return;
    }
    this.socket = socket;
    socket.onopen = () => {
      this.attempts = 0;
      this.setState('open');
      for (const raceId of this.races.keys()) this.sendSubscription(raceId);
      if (this.hasOpened) this.options.onReconnect();
      this.hasOpened = true;
    };
    socket.onmessage = (event: MessageEvent) => this.receive(event.data);
    socket.onerror = () => {
      console.warn('[live] WebSocket error');
    };
    socket.onclose = (event: CloseEvent) => {
      if (this.socket !== socket) return;
      this.socket = undefined;
      console.warn(`[live] WebSocket closed (${event.code}); reconnecting`);
      this.scheduleRetry();
    };
  }

  private scheduleRetry(): void {
    this.setState('closed');
    if (!this.running) return;
    const base = Math.min(MAX_RETRY_MS, FIRST_RETRY_MS * 2 ** this.attempts);
    this.attempts += 1;
    const delay = base * (0.8 + Math.random() * 0.4);
    this.retryTimer = setTimeout(() => this.connect(), delay);
  }

  private receive(data: unknown): void {
    let json: unknown;
    try {
      json = JSON.parse(String(data));
    } catch {
      console.warn('[live] ignored a frame that is not JSON');
      return;
    }
    const parsed = this.options.parse(json);
    if ('problem' in parsed) {
      console.warn('[live] ignored an unknown frame', parsed.problem);
      return;
    }
    try {
      this.options.onMessage(parsed.message);
    } catch (error) {
      console.warn('[live] could not apply a frame', error);
    }
  }

  private sendSubscription(raceId: number): void {
    this.send({ type: 'subscribe_race', raceId });
    this.send({ type: 'subscribe_odds', raceId });
  }

  private send(message: TClientMessage): void {
    if (this.socket?.readyState === OPEN) this.socket.send(JSON.stringify(message));
  }

  private setState(state: LiveConnectionState): void {
    if (this.state === state) return;
    this.state = state;
    for (const listener of this.stateListeners) listener();
  }
}
