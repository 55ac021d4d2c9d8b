/**
 * A TCP relay between a server and PostgreSQL that counts what the server asks: statements (each Execute of the
 * extended protocol, each simple Query) and round trips (each Sync or simple Query, the points where the
 * client waits for PostgreSQL's ReadyForQuery). It reads only the frontend's message headers, so it counts
 * whatever client the server uses (Prisma's pg adapter, node-postgres) without touching the server's code.
 */
import net from 'node:net';
import type { AddressInfo } from 'node:net';

export interface PgCounts {
  statements: number;
  roundTrips: number;
}

export interface PgCounter {
  /** The database URL to give the server: the same database, through the relay. */
  url: string;
  counts(): PgCounts;
  close(): Promise<void>;
}

/** Walks the frontend's byte stream: a startup packet first (no type byte), then typed messages. */
function frontendParser(counts: PgCounts, log?: (text: string) => void) {
  let pending: Buffer = Buffer.alloc(0);
  let started = false;
  return (chunk: Buffer) => {
    pending = pending.length ? Buffer.concat([pending, chunk]) : chunk;
    let at = 0;
    for (;;) {
      if (!started) {
        if (pending.length - at < 8) break;
        const length = pending.readInt32BE(at);
        if (pending.length - at < length) break;
        // SSLRequest / GSSENCRequest come before the real startup packet; the server answers them with one byte.
        const code = pending.readInt32BE(at + 4);
        if (code !== 80877103 && code !== 80877104) started = true;
        at += length;
        continue;
      }
      if (pending.length - at < 5) break;
      const type = String.fromCharCode(pending[at]!);
      const length = pending.readInt32BE(at + 1);
      if (pending.length - at < 1 + length) break;
      if (log && (type === 'P' || type === 'Q')) {
        // Parse: name, then the statement's text; Query: the text. Both NUL-terminated.
        const body = pending.subarray(at + 5, at + 1 + length);
        const start = type === 'P' ? body.indexOf(0) + 1 : 0;
        log(body.subarray(start, body.indexOf(0, start)).toString('utf8'));
      }
      if (type === 'E') counts.statements++;
      else if (type === 'Q') {
        counts.statements++;
        counts.roundTrips++;
      } else if (type === 'S') counts.roundTrips++;
      at += 1 + length;
    }
    pending = pending.subarray(at);
  };
}

/** `log`: called with the text of every statement parsed or sent (to see which statements a request makes). */
export async function startPgCounter(databaseUrl: string, log?: (text: string) => void): Promise<PgCounter> {
  const target = new URL(databaseUrl);
  const counts: PgCounts = { statements: 0, roundTrips: 0 };
  const sockets = new Set<net.Socket>();
  const server = net.createServer((client) => {
    const upstream = net.connect(Number(target.port || 5432), target.hostname);
    const parse = frontendParser(counts, log);
    sockets.add(client).add(upstream);
    client.on('data', (chunk) => {
      parse(chunk);
      upstream.write(chunk);
    });
    upstream.pipe(client);
    const end = () => {
      client.destroy();
      upstream.destroy();
      sockets.delete(client);
      sockets.delete(upstream);
    };
    client.on('close', end).on('error', end);
    upstream.on('close', end).on('error', end);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = new URL(databaseUrl);
  url.hostname = '127.0.0.1';
  url.port = String((server.address() as AddressInfo).port);
  // The relay cannot speak TLS for the client; the bench talks to a local PostgreSQL.
  url.searchParams.set('sslmode', 'disable');
  return {
    url: url.toString(),
    counts: () => ({ ...counts }),
    close: async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
