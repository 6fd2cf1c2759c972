import type { TClientMessage, TServerMessage } from '@galope/contracts';
import type { FastifyInstance } from 'fastify';
import WebSocket from 'ws';

/** Starts the app on a free port and answers its socket's address. */
export async function listen(instance: FastifyInstance): Promise<string> {
  await instance.listen({ port: 0, host: '127.0.0.1' });
  const address = instance.server.address();
  if (!address || typeof address === 'string') throw new Error('no port');
  return `ws://127.0.0.1:${address.port}/ws`;
}

export type Socket = {
  ws: WebSocket;
  messages: TServerMessage[];
  closeCode: number | undefined;
  /** Takes the first message of this type received, waiting for it up to `timeoutMs`. */
  next(type: TServerMessage['type'], timeoutMs?: number): Promise<TServerMessage>;
};

/** A live socket (a browser tab's), opened once the server said `connected`. */
export async function connect(url: string, options: WebSocket.ClientOptions = {}): Promise<Socket> {
  const ws = new WebSocket(url, options);
  const messages: TServerMessage[] = [];
  const waiters: Array<() => void> = [];
  ws.on('message', (data) => {
    messages.push(JSON.parse(data.toString()));
    for (const wake of waiters.splice(0)) wake();
  });
  const socket: Socket = {
    ws,
    messages,
    closeCode: undefined,
    async next(type, timeoutMs = 2000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const index = messages.findIndex((message) => message.type === type);
        if (index >= 0) return messages.splice(index, 1)[0]!;
        const left = deadline - Date.now();
        if (left <= 0) throw new Error(`no ${type} within ${timeoutMs} ms`);
        await new Promise<void>((resolve) => {
          waiters.push(resolve);
          setTimeout(resolve, left);
        });
      }
    },
  };
  ws.on('close', (code) => {
    socket.closeCode = code;
  });
  await socket.next('connected');
  return socket;
}

/** Sends a message of the live protocol and waits until the server has taken it in (`roundTrip`). */
export async function send(socket: Socket, message: TClientMessage) {
  socket.ws.send(JSON.stringify(message));
  await roundTrip(socket);
}

/** The messages of a type the socket has received and no `next` has taken: a test that expects silence wants none. */
export function received(socket: Socket, type: TServerMessage['type']): TServerMessage[] {
  return socket.messages.filter((message) => message.type === type);
}

/** Lets frames already sent by a socket, and messages already published to it, arrive before the next step. */
export async function roundTrip(socket: Socket) {
  socket.ws.send(JSON.stringify({ type: 'ping' }));
  await socket.next('pong');
}
