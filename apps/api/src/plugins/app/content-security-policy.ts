/**
 * Sends the Content-Security-Policy (lib/content-security-policy.ts) on every response. The policy depends on
 * the `google_tag` setting, which staff may change at any time; it is read at most once a minute, and a
 * failed read keeps the last known policy rather than failing the response.
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

    // Callback-style: only the answer that finds the policy stale waits for the read.
    app.addHook('onSend', (_request, reply, payload, done) => {
      if (Date.now() - readAt < REFRESH_MS) {
        reply.header('content-security-policy', policy);
        done(null, payload);
        return;
      }
      void (reading ??= refresh()).then(() => {
        reply.header('content-security-policy', policy);
        done(null, payload);
      });
    });
  },
  { name: 'content-security-policy', dependencies: ['datastores'] },
);
