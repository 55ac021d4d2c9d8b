/**
 * Tells this process when a table changes, in any process: a trigger sends NOTIFY on a channel, which
 * PostgreSQL delivers to every listening connection after commit, so every writer (requests, jobs, staff, the
 * seed) reaches every api process's caches without knowing of them. Chosen over a version key every writer
 * must remember to bump, and over a TTL alone. While the listening connection is down the caches' TTL bounds
 * staleness, and a reconnect reports a change.
 */
import pg from 'pg';

export interface ChangesOptions {
  /** The NOTIFY channel, a plain identifier. */
  channel: string;
  databaseUrl: string;
  /** Called after every committed change, and whenever changes may have been missed. */
  onChange: () => void;
  onError: (error: Error) => void;
  /** First reconnect delay; doubles up to 30 s. */
  retryMs?: number;
}

export function listenForChanges({ channel, databaseUrl, onChange, onError, retryMs = 1000 }: ChangesOptions) {
  if (!/^[a-z_][a-z0-9_]*$/.test(channel)) throw new Error(`Not a channel name: ${channel}`);
  let client: pg.Client | undefined;
  let closed = false;
  let delay = retryMs;
  let timer: NodeJS.Timeout | undefined;

  const reconnectLater = () => {
    if (closed || timer) return;
    timer = setTimeout(() => {
      timer = undefined;
      void connect();
    }, delay);
    delay = Math.min(delay * 2, 30_000);
  };

  async function connect() {
    const next = new pg.Client({ connectionString: databaseUrl });
    client = next;
    next.on('notification', (message) => {
      if (message.channel === channel) onChange();
    });
    next.on('error', (error) => {
      onError(error);
      void next.end().catch(() => undefined);
    });
    next.on('end', () => {
      if (client !== next) return;
      client = undefined;
      onChange();
      reconnectLater();
    });
    try {
      await next.connect();
      await next.query(`LISTEN ${channel}`);
      delay = retryMs;
      // Anything cached before this connection listened may be stale.
      onChange();
    } catch (error) {
      onError(error as Error);
      // A connection that never opened may not emit 'end': retry from here.
      if (client === next) {
        client = undefined;
        reconnectLater();
      }
      await next.end().catch(() => undefined);
    }
  }

  const ready = connect();
  return {
    /** Resolves once the first connection listens (or failed and is retrying). */
    ready,
    async close() {
      closed = true;
      if (timer) clearTimeout(timer);
      const current = client;
      client = undefined;
      await current?.end().catch(() => undefined);
    },
  };
}
