/** Echoes the request id (ours, or the caller's x-request-id) so a user's report can be matched to the logs. */
import fp from 'fastify-plugin';

export default fp(
  async (app) => {
    app.addHook('onSend', async (request, reply) => {
      reply.header('x-request-id', request.id);
    });
  },
  { name: 'request-id' },
);
