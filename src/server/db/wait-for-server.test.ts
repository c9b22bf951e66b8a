import net from 'node:net';
import { describe, expect, it } from 'vitest';
import { openDatabase } from './client.ts';
import { createThrowawayPostgresDatabase } from './test-database.ts';

// A shop started beside its database (a compose stack) waits for the server to accept
// connections. Needs PostgreSQL: the CI server when TEST_DATABASE_URL names no other.
const serverUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

/** A port nothing listens on (yet). */
async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** After `delayMs`, a TCP relay on `port` to the real server: a database that comes up late. */
function relayLater(port: number, delayMs: number): { close(): Promise<void> } {
  const target = new URL(serverUrl);
  const sockets = new Set<net.Socket>();
  const server = net.createServer((client) => {
    const upstream = net.connect(Number(target.port || 5432), target.hostname);
    for (const s of [client, upstream]) {
      sockets.add(s);
      s.on('error', () => {});
      s.on('close', () => sockets.delete(s));
    }
    client.pipe(upstream).pipe(client);
  });
  const timer = setTimeout(() => server.listen(port, '127.0.0.1'), delayMs);
  return {
    async close() {
      clearTimeout(timer);
      for (const s of sockets) s.destroy();
      if (server.listening) await new Promise((resolve) => server.close(resolve));
    },
  };
}

describe('waiting for the database server', () => {
  it('connects once a server that was not up yet starts accepting', async () => {
    const throwaway = await createThrowawayPostgresDatabase(serverUrl);
    const port = await freePort();
    const relay = relayLater(port, 1500);
    const url = new URL(throwaway.url);
    url.hostname = '127.0.0.1';
    url.port = String(port);
    let waits = 0;
    try {
      const started = Date.now();
      const database = await openDatabase({
        databaseUrl: url.toString(),
        waitForServerMs: 20_000,
        onWaitingForServer: () => waits++,
      });
      try {
        expect(Date.now() - started).toBeGreaterThanOrEqual(1400);
        expect(waits).toBe(1);
        await database.ping();
      } finally {
        await database.close();
      }
    } finally {
      await relay.close();
      await throwaway.drop();
    }
  });

  it('gives up after the wait with the connection error', async () => {
    const port = await freePort();
    let waits = 0;
    const started = Date.now();
    await expect(
      openDatabase({
        databaseUrl: `postgres://postgres@127.0.0.1:${port}/test`,
        waitForServerMs: 1200,
        onWaitingForServer: () => waits++,
      }),
    ).rejects.toMatchObject({ code: 'ECONNREFUSED' });
    expect(Date.now() - started).toBeGreaterThanOrEqual(1200);
    expect(waits).toBe(1);
  });

  it('does not wait without a wait', async () => {
    const port = await freePort();
    const started = Date.now();
    await expect(
      openDatabase({ databaseUrl: `postgres://postgres@127.0.0.1:${port}/test` }),
    ).rejects.toMatchObject({ code: 'ECONNREFUSED' });
    expect(Date.now() - started).toBeLessThan(1000);
  });
});
