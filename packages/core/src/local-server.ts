import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** Listen on `host:port` (port 0: any free one) and answer the address to reach the server at (a wildcard host is reached on 127.0.0.1). For the local fakes of outside services. */
export async function listenLocally(server: Server, { port = 0, host = '127.0.0.1' }: { port?: number; host?: string } = {}): Promise<string> {
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => { server.off('error', reject); resolve(); });
  });
  const bound = (server.address() as AddressInfo).port;
  const shownHost = host === '0.0.0.0' || host === '::' ? '127.0.0.1' : host.includes(':') ? `[${host}]` : host;
  return `http://${shownHost}:${bound}`;
}

/** Close at once: the answers still waiting (`timers`) dropped, and open connections (idle keep-alive sockets too) with them, which would otherwise hold close() for their full time. */
export async function closeNow(server: Server, timers: Set<NodeJS.Timeout>): Promise<void> {
  for (const timer of timers) clearTimeout(timer);
  timers.clear();
  const closed = new Promise<void>((resolve) => server.close(() => resolve()));
  server.closeAllConnections();
  await closed;
}
