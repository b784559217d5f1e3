import net from 'node:net';

/**
 * A TCP proxy between the app and PostgreSQL that can be cut and restored on the same port: closing
 * it drops every live connection and refuses new ones, as a database restart does; opened with
 * `stall`, it accepts connections and never answers, as a hung server or a lost network does.
 */
export function createProxy(target: { host: string; port: number }) {
  const sockets = new Set<net.Socket>();
  let server: net.Server | undefined;
  let port = 0;
  const track = (s: net.Socket) => {
    sockets.add(s);
    s.on('close', () => sockets.delete(s));
  };
  return {
    get port() {
      return port;
    },
    async open(opts: { stall?: boolean } = {}) {
      if (server) return;
      server = net.createServer((client) => {
        track(client);
        if (opts.stall) return;
        const upstream = net.connect(target.port, target.host);
        track(upstream);
        client.on('error', () => upstream.destroy());
        upstream.on('error', () => client.destroy());
        client.pipe(upstream).pipe(client);
      });
      await new Promise<void>((resolve, reject) => server!.once('error', reject).listen(port, '127.0.0.1', resolve));
      port = (server.address() as net.AddressInfo).port;
    },
    async close() {
      const closed = new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
      for (const s of sockets) s.destroy();
      await closed;
      server = undefined;
    },
  };
}

/**
 * A proxy in front of the run's PostgreSQL (DATABASE_URL), and the rewrite that sends a test app's database
 * URL through it (createTestApp's `databaseUrl`).
 */
export function proxyToTestDatabase() {
  const target = new URL(process.env.DATABASE_URL ?? 'postgres://localhost:5432/postgres');
  const proxy = createProxy({ host: target.hostname, port: Number(target.port || 5432) });
  const through = (url: string) => {
    const proxied = new URL(url);
    proxied.hostname = '127.0.0.1';
    proxied.port = String(proxy.port);
    return proxied.href;
  };
  return { proxy, through };
}
