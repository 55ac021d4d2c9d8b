import type { FastifyInstance } from 'fastify';
import { inboxPage } from './inbox-page.ts';
import type { MailStore } from './store.ts';

export function registerMailRoutes(app: FastifyInstance, store: MailStore): void {
  app.get<{ Querystring: { to?: string } }>('/mail/api/messages', async (request) =>
    store.list(typeof request.query.to === 'string' ? request.query.to : undefined),
  );

  app.get<{ Params: { id: string } }>('/mail/api/messages/:id', async (request, reply) => {
    const message = store.get(request.params.id);
    return message ?? reply.code(404).send({ message: 'Message not found' });
  });

  app.delete('/mail/api/messages', async (_request, reply) => {
    store.clear();
    return reply.code(204).send();
  });

  app.get<{ Querystring: { to?: string; id?: string } }>('/mail', async (request, reply) => {
    const filter = typeof request.query.to === 'string' ? request.query.to.trim() : '';
    const messages = store.list(filter);
    const selected = request.query.id ? store.get(String(request.query.id)) : messages[0];
    return reply.type('text/html; charset=utf-8').send(inboxPage(messages, selected, filter));
  });

  // The inbox page has no JavaScript, so its delete button is a form POST.
  app.post('/mail/clear', async (_request, reply) => {
    store.clear();
    return reply.redirect('/mail', 303);
  });
}
