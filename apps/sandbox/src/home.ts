import type { FastifyInstance } from 'fastify';
import { html, page } from './html.ts';
import type { SandboxContext } from './context.ts';

/** The front door: what runs here, health, and a reset for tests. */
export function registerHomeRoutes(
  app: FastifyInstance,
  ctx: SandboxContext,
  deps: { smtpListening: () => boolean; smtpPort: () => number | null; reset: () => void },
): void {
  app.get('/health', async () => ({
    status: 'OK',
    payload: { steam: 'up', paysage: 'up', mail: deps.smtpListening() ? 'up' : 'down' },
  }));

  // Clears every in-memory thing at once, so one test cannot leak into the next.
  app.post('/reset', async (_request, reply) => {
    deps.reset();
    return reply.code(204).send();
  });

  app.get('/', async (_request, reply) => {
    const base = ctx.publicBase();
    const { paysage, steam } = ctx.config;
    const section = (title: string, items: ReturnType<typeof html>[]) => html`<div class="card"><h2>${title}</h2><ul>${items}</ul></div>`;
    const body = html`<div class="card"><h1>Local stand-ins for Steam, Paysage and e-mail</h1>
      <p>Development and test only. Nothing here talks to the real services; no real money or accounts are involved.</p></div>
    ${section('Steam (OpenID 2.0 + Web API)', [
      html`<li><a href="/steam/users">Users</a>: seeded accounts, trade URLs, "sign in as"</li>`,
      html`<li>OpenID endpoint: <code>${base}/steam/openid/login</code></li>`,
      html`<li>Web API base: <code>${base}/steam/api</code> (key <code>${steam.apiKey}</code>)</li>`,
      html`<li><a href="/steam/trade-offers">Trade offers</a> of the signed-in user; bots log in at <code>${base}/steam/login</code>, trade at <code>${base}/steam/community</code></li>`,
    ])}
    ${section('Paysage (beGateway)', [
      html`<li><a href="/paysage/test-cards">Test cards and endpoints</a></li>`,
      html`<li>Checkout base: <code>${base}/paysage</code> · shop <code>${paysage.shopId}</code> · public key <code>${paysage.publicKey}</code></li>`,
      html`<li>Widget: <code>${base}/paysage/widget/be_gateway.js</code></li>`,
      html`<li><a href="/paysage/notifications">Webhook delivery log</a> · <a href="/paysage/public-signing-key">Signing public key</a></li>`,
    ])}
    ${section('Mail', [
      html`<li><a href="/mail">Inbox</a> · SMTP on port <code>${deps.smtpPort() ?? ctx.config.smtpPort}</code>, no TLS, no auth needed</li>`,
    ])}
    ${section('Fault switches', [html`<li><a href="/faults">Current switches</a> (<code>PUT /faults</code> to change, <code>DELETE /faults</code> to reset)</li>`])}`;
    return reply.type('text/html; charset=utf-8').send(page({ title: 'Sandbox', service: 'home', body }));
  });
}
