import websocket from '@fastify/websocket';
import { ZClientMessageSchema } from '@galope/contracts';
import type { FastifyInstance } from 'fastify';
import type { WebSocket } from 'ws';
import { isSameOrigin } from '../../lib/same-origin';
import type { LiveBus, SessionEndedEvent } from './live-bus';

type Client = {
  socket: WebSocket;
  /** Who the socket's session signed in, until that session ends. */
  userId: number | undefined;
  sessionId: string | undefined;
  races: Set<number>;
  alive: boolean;
};

type Options = {
  bus: LiveBus;
  heartbeatMs: number;
  /** Of these session ids, the ones still valid: each heartbeat re-checks the signed-in sockets. */
  findLiveSessions: (sessionIds: string[]) => Promise<Set<string>>;
};

const MAX_FRAME_BYTES = 1024;
const MAX_SUBSCRIPTIONS = 200;
/** Messages for one user's sockets only, even when an event forgets to name the user. */
const PRIVATE_TYPES = new Set<string>(['balance_update']);
/** Close code of a socket whose session ended: the client reconnects as whoever its cookie says now. */
export const SESSION_ENDED_CLOSE_CODE = 4001;

/**
 * `/ws` (DESIGN §7). Odds go only to the sockets subscribed to that race; statuses, results and
 * sport updates to every socket; a balance (any event naming a user) only to its owner's sockets,
 * and only while the session that opened the socket lasts: sign-out, a password change,
 * deactivation or a change of role or status end it on every instance at once (`session_ended`),
 * and each heartbeat re-checks the sessions (expiry). A bad frame is logged and ignored; a socket
 * that stops answering pings is dropped.
 */
export async function liveRoutes(app: FastifyInstance, { bus, heartbeatMs, findLiveSessions }: Options) {
  await app.register(websocket, { options: { maxPayload: 64 * 1024 } });

  const clients = new Set<Client>();
  const byRace = new Map<number, Set<Client>>();

  const unsubscribeBus = bus.subscribe((event) => {
    if (event.type === 'session_ended') {
      for (const client of clients) if (isEndedBy(client, event)) endSession(client);
      return;
    }
    const { userId, ...message } = event;
    const payload = JSON.stringify(message);
    const targets =
      message.type === 'odds_update'
        ? (byRace.get(message.raceId) ?? [])
        : userId !== undefined || PRIVATE_TYPES.has(message.type)
          ? [...clients].filter((client) => client.userId !== undefined && client.userId === userId)
          : clients;
    for (const client of targets) {
      if (client.socket.readyState === client.socket.OPEN) client.socket.send(payload);
    }
  });

  function isEndedBy(client: Client, event: SessionEndedEvent): boolean {
    if (client.userId === undefined) return false;
    if (event.sessionId !== undefined) return client.sessionId === event.sessionId;
    return client.userId === event.userId && client.sessionId !== event.exceptSessionId;
  }

  /** The socket forgets its user at once, so not one more private message reaches it. */
  function endSession(client: Client) {
    client.userId = undefined;
    client.sessionId = undefined;
    client.socket.close(SESSION_ENDED_CLOSE_CODE, 'session ended');
  }

  let checking = false;
  async function recheckSessions() {
    const signedIn = [...clients].filter((client) => client.sessionId !== undefined);
    if (checking || signedIn.length === 0) return;
    checking = true;
    try {
      const live = await findLiveSessions([...new Set(signedIn.map((client) => client.sessionId!))]);
      for (const client of signedIn) if (client.sessionId && !live.has(client.sessionId)) endSession(client);
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
      races: new Set(),
      alive: true,
    };
    clients.add(client);
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
        let set = byRace.get(message.raceId);
        if (!set) byRace.set(message.raceId, (set = new Set()));
        set.add(client);
      } else if (message.type === 'unsubscribe') {
        const races = message.raceId === undefined ? [...client.races] : [message.raceId];
        for (const raceId of races) removeFromRace(client, raceId);
      }
    });
    socket.on('error', (error) => log.warn({ err: error }, 'websocket error'));
    socket.on('close', () => {
      for (const raceId of [...client.races]) removeFromRace(client, raceId);
      clients.delete(client);
    });

    socket.send(JSON.stringify({ type: 'connected' }));
  });

  function removeFromRace(client: Client, raceId: number) {
    client.races.delete(raceId);
    const set = byRace.get(raceId);
    set?.delete(client);
    if (set && set.size === 0) byRace.delete(raceId);
  }
}
