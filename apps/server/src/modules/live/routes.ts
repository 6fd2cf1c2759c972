import websocket from '@fastify/websocket';
import { type TServerMessage, ZClientMessageSchema } from '@galope/contracts';
import type { FastifyInstance } from 'fastify';
import type { WebSocket } from 'ws';
import { isSameOrigin } from '../../lib/same-origin';
import type { MetricSources } from '../metrics';
import type { LiveBus, SessionEndedEvent } from './live-bus';

type Client = {
  socket: WebSocket;
  /** Who the socket's session signed in, until that session ends. */
  userId: number | undefined;
  sessionId: string | undefined;
  /** An approved admin or super admin: hears the cashier's queue (`cashier_request`). */
  staff: boolean;
  races: Set<number>;
  alive: boolean;
};

type Options = {
  bus: LiveBus;
  heartbeatMs: number;
  /** Of these session ids, the ones still valid: each heartbeat re-checks the signed-in sockets. */
  findLiveSessions: (sessionIds: string[]) => Promise<Set<string>>;
  /** Where /metrics reads how many sockets are open. */
  metrics?: MetricSources;
};

const MAX_FRAME_BYTES = 1024;
const MAX_SUBSCRIPTIONS = 200;
/** Messages for one user's (or the staff's) sockets only, even when an event forgets to name them. */
const PRIVATE_TYPES = new Set<string>([
  'balance_update',
  'cash_out_update',
  'cashier_update',
  'cashier_request',
  'protection_update',
  'notification',
  'notifications_read',
]);
/** A Buffer payload still goes out as a text frame, as the browser's JSON.parse expects. */
const TEXT_FRAME = { binary: false } as const;
/** Close code of a socket whose session ended: the client reconnects as whoever its cookie says now. */
export const SESSION_ENDED_CLOSE_CODE = 4001;

/**
 * `/ws` (docs/api.md, the live socket). Odds go only to the sockets subscribed to that race; statuses, results and
 * sport updates to every socket; a balance (any event naming a user) only to its owner's sockets,
 * and only while the session that opened the socket lasts: sign-out, a password change,
 * deactivation or a change of role or status end it on every instance at once (`session_ended`),
 * and each heartbeat re-checks the sessions (expiry). A bad frame is logged and ignored; a socket
 * that stops answering pings is dropped.
 */
export async function liveRoutes(app: FastifyInstance, { bus, heartbeatMs, findLiveSessions, metrics }: Options) {
  await app.register(websocket, { options: { maxPayload: 64 * 1024 } });

  const clients = new Set<Client>();
  if (metrics) metrics.openSockets = () => clients.size;
  const byRace = new Map<number, Set<Client>>();
  // Private messages and ended sessions go straight to their sockets, never through all of them.
  const byUser = new Map<number, Set<Client>>();
  const bySession = new Map<string, Set<Client>>();
  const staff = new Set<Client>();

  const unsubscribeBus = bus.subscribe((event) => {
    if (event.type === 'session_ended') {
      for (const client of endedBy(event)) endSession(client);
      return;
    }
    if (event.type === 'user_changed') return;
    const { userId, audience, ...message } = event;
    const targets = audience === 'staff' ? staff : targetsOf(message, userId);
    if (!targets || targets.size === 0) return;
    // Encoded once per event: each socket only frames the same bytes.
    const payload = Buffer.from(JSON.stringify(message));
    for (const client of targets) {
      if (client.socket.readyState === client.socket.OPEN) client.socket.send(payload, TEXT_FRAME);
    }
  });

  function targetsOf(message: TServerMessage, userId: number | undefined): Set<Client> | undefined {
    if (message.type === 'odds_update' || message.type === 'pool_update') return byRace.get(message.raceId);
    if (userId !== undefined) return byUser.get(userId);
    return PRIVATE_TYPES.has(message.type) ? undefined : clients;
  }

  function endedBy(event: SessionEndedEvent): Client[] {
    if (event.sessionId !== undefined) return [...(bySession.get(event.sessionId) ?? [])];
    if (event.userId === undefined) return [];
    return [...(byUser.get(event.userId) ?? [])].filter((client) => client.sessionId !== event.exceptSessionId);
  }

  /** The socket forgets its user at once, so not one more private message reaches it. */
  function endSession(client: Client) {
    forgetSignedIn(client);
    client.socket.close(SESSION_ENDED_CLOSE_CODE, 'session ended');
  }

  function rememberSignedIn(client: Client) {
    if (client.userId === undefined || client.sessionId === undefined) return;
    addTo(byUser, client.userId, client);
    addTo(bySession, client.sessionId, client);
    if (client.staff) staff.add(client);
  }

  function forgetSignedIn(client: Client) {
    if (client.userId !== undefined) removeFrom(byUser, client.userId, client);
    if (client.sessionId !== undefined) removeFrom(bySession, client.sessionId, client);
    staff.delete(client);
    client.userId = undefined;
    client.sessionId = undefined;
    client.staff = false;
  }

  let checking = false;
  async function recheckSessions() {
    const sessionIds = [...bySession.keys()];
    if (checking || sessionIds.length === 0) return;
    checking = true;
    try {
      const live = await findLiveSessions(sessionIds);
      for (const sessionId of sessionIds) {
        if (live.has(sessionId)) continue;
        for (const client of [...(bySession.get(sessionId) ?? [])]) endSession(client);
      }
    } catch (error) {
      app.log.warn({ err: error }, 'could not re-check the live sockets’ sessions');
    } finally {
      checking = false;
    }
  }

  const heartbeat = setInterval(() => {
    void recheckSessions();
    for (const client of clients) {
      if (!client.alive) {
        client.socket.terminate();
        continue;
      }
      client.alive = false;
      client.socket.ping();
    }
  }, heartbeatMs);
  heartbeat.unref();

  app.addHook('onClose', async () => {
    clearInterval(heartbeat);
    unsubscribeBus();
    for (const client of clients) client.socket.close(1001, 'server shutting down');
  });

  app.get('/ws', { websocket: true, schema: { hide: true } }, (socket, request) => {
    // A page on another site must not open a socket with this user's cookies.
    const origin = request.headers.origin;
    if (origin && !isSameOrigin(origin, { host: request.host, protocol: request.protocol })) {
      socket.close(1008, 'cross-origin');
      return;
    }

    const client: Client = {
      socket,
      userId: request.user?.id,
      sessionId: request.user ? request.sessionId : undefined,
      // A change of role or status ends the session (session_ended), and with it this flag.
      staff: request.user?.status === 'approved' && request.user.role !== 'user',
      races: new Set(),
      alive: true,
    };
    clients.add(client);
    rememberSignedIn(client);
    const log = request.log.child({ ws: true });

    socket.on('pong', () => {
      client.alive = true;
    });
    socket.on('message', (data, isBinary) => {
      const size = Array.isArray(data) ? data.reduce((sum, part) => sum + part.length, 0) : (data as Buffer).length;
      if (isBinary || size > MAX_FRAME_BYTES) {
        log.warn({ size, isBinary }, 'ignored websocket frame');
        return;
      }
      let parsed;
      try {
        parsed = ZClientMessageSchema.safeParse(JSON.parse(data.toString()));
      } catch {
        log.warn('ignored websocket frame: not JSON');
        return;
      }
      if (!parsed.success) {
        log.warn({ issues: parsed.error.issues.length }, 'ignored websocket frame: unknown message');
        return;
      }
      const message = parsed.data;
      if (message.type === 'ping') {
        socket.send(JSON.stringify({ type: 'pong' }));
      } else if (message.type === 'subscribe_race' || message.type === 'subscribe_odds') {
        if (client.races.size >= MAX_SUBSCRIPTIONS) return;
        client.races.add(message.raceId);
        addTo(byRace, message.raceId, client);
      } else if (message.type === 'unsubscribe') {
        const races = message.raceId === undefined ? [...client.races] : [message.raceId];
        for (const raceId of races) removeFromRace(client, raceId);
      }
    });
    socket.on('error', (error) => log.warn({ err: error }, 'websocket error'));
    socket.on('close', () => {
      for (const raceId of [...client.races]) removeFromRace(client, raceId);
      forgetSignedIn(client);
      clients.delete(client);
    });

    socket.send(JSON.stringify({ type: 'connected' }));
  });

  function removeFromRace(client: Client, raceId: number) {
    client.races.delete(raceId);
    removeFrom(byRace, raceId, client);
  }
}

function addTo<K>(index: Map<K, Set<Client>>, key: K, client: Client) {
  let set = index.get(key);
  if (!set) index.set(key, (set = new Set()));
  set.add(client);
}

function removeFrom<K>(index: Map<K, Set<Client>>, key: K, client: Client) {
  const set = index.get(key);
  set?.delete(client);
  if (set?.size === 0) index.delete(key);
}
