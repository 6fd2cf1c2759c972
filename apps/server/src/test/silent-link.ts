import net from 'node:net';

/**
 * A TCP proxy to the database that can go silent: it stops passing bytes either way without closing
 * anything, as a cut cable or a firewall dropping packets does; later its side towards the server can
 * close, as the server's keepalive would end a session whose peer stopped answering.
 */
export async function silentLink(target: URL) {
  const pairs: Array<[net.Socket, net.Socket]> = [];
  let silent = false;
  const server = net.createServer((client) => {
    const upstream = net.connect(Number(target.port || 5432), target.hostname);
    pairs.push([client, upstream]);
    client.on('data', (chunk) => silent || upstream.write(chunk));
    upstream.on('data', (chunk) => silent || client.write(chunk));
    client.on('error', () => upstream.destroy());
    upstream.on('error', () => client.destroy());
    client.on('close', () => silent || upstream.destroy());
    upstream.on('close', () => silent || client.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as net.AddressInfo).port,
    goSilent: () => (silent = true),
    speakAgain: () => (silent = false),
    serverNoticesTheDeadPeer: () => pairs.forEach(([, upstream]) => upstream.destroy()),
    close: () => {
      for (const [client, upstream] of pairs) {
        client.destroy();
        upstream.destroy();
      }
      server.close();
    },
  };
}
