/**
 * Sends the Content-Security-Policy (lib/content-security-policy.ts) on every response. The policy depends on
 * the `google_tag` setting, which staff may change at any time; it is read at most once a minute, and a
 * failed or slow read keeps the last known policy rather than failing or holding the response.
 */
import fp from 'fastify-plugin';
import { contentSecurityPolicy } from '../../lib/content-security-policy.ts';

const REFRESH_MS = 60_000;

export default fp(
  async (app) => {
    let policy = contentSecurityPolicy(app.env, '');
    let readAt = 0;
    let reading: Promise<void> | null = null;

    const refresh = async () => {
      try {
        const row = await app.db.setting.findUnique({ where: { key: 'google_tag' }, select: { value: true } });
        policy = contentSecurityPolicy(app.env, row?.value ?? '');
      } catch (error) {
        app.log.warn({ err: error }, 'could not read google_tag for the CSP; keeping the last policy');
      } finally {
        readAt = Date.now();
        reading = null;
      }
    };

    // Callback-style (no promise per answer). Only answers before the first read wait for it: the policy
    // must name the tag's hosts from the first page. Later re-reads run behind the answers, which keep the
    // last policy meanwhile, so a slow database never holds up every answer once a minute.
    app.addHook('onSend', (_request, reply, payload, done) => {
      const send = () => {
        reply.header('content-security-policy', policy);
        done(null, payload);
      };
      if (Date.now() - readAt < REFRESH_MS) return send();
      const read = (reading ??= refresh());
      if (readAt === 0) void read.then(send);
      else send();
    });
  },
  { name: 'content-security-policy', dependencies: ['datastores'] },
);
