import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { EnqueueAccountEmail } from '../../services/auth/account-emails.ts';

/**
 * Enqueues an account e-mail without letting a Redis failure change the answer: sign-up and the e-mail
 * requests must answer the same for known and unknown addresses, and an error only for known
 * ones would tell them apart. The failure is logged; the person can ask for the e-mail again.
 */
export function enqueueQuietly(app: FastifyInstance, request: FastifyRequest): EnqueueAccountEmail {
  return async (email) => {
    try {
      await app.enqueueAccountEmail(email, request.id);
    } catch (error) {
      request.log.error({ err: error, kind: email.kind, userId: email.userId }, 'could not enqueue an account e-mail');
    }
  };
}
