import { html, page } from '../html.ts';
import { CHALLENGE_CODE, TEST_CARDS } from './cards.ts';
import { formatMinor } from './money.ts';
import type { Checkout, Transaction } from './store.ts';

/** The hosted payment page, its 3-D Secure challenge and result pages, and the test-card list. */
export interface FormValues {
  number?: string;
  holder?: string;
  exp?: string;
}

function summary(checkout: Checkout) {
  return html`<div style="display:flex;justify-content:space-between;align-items:baseline;gap:12px">
    <div><div class="muted">Pay to Sandbox shop</div><strong>${checkout.order.description}</strong></div>
    <div style="font-size:24px;font-weight:700">${formatMinor(checkout.order.amount, checkout.order.currency)}</div></div>`;
}

function fieldError(errors: Record<string, string[]>, field: string) {
  const list = errors[field];
  return list ? html`<div class="field-error">${list.join(', ')}</div>` : '';
}

export function checkoutPage(checkout: Checkout, errors: Record<string, string[]> = {}, values: FormValues = {}): string {
  const body = html`<div class="card">${summary(checkout)}</div>
  <div class="card"><h1>Card details</h1>
    ${Object.keys(errors).length > 0 ? html`<div class="error">Please check the card details.</div>` : ''}
    <form method="post" action="/paysage/v2/checkout/pay" autocomplete="off">
      <input type="hidden" name="token" value="${checkout.token}">
      <label for="number">Card number</label>
      <input id="number" name="number" inputmode="numeric" placeholder="4200 0000 0000 0000" value="${values.number ?? ''}">${fieldError(errors, 'number')}
      <label for="holder">Card holder</label>
      <input id="holder" name="holder" placeholder="JOHN DOE" value="${values.holder ?? ''}">${fieldError(errors, 'holder')}
      <div class="row"><div><label for="exp">Expiry (MM/YY)</label>
        <input id="exp" name="exp" placeholder="12/30" value="${values.exp ?? ''}">${fieldError(errors, 'exp')}</div>
        <div><label for="cvc">CVC</label><input id="cvc" name="cvc" inputmode="numeric" placeholder="123">${fieldError(errors, 'cvc')}</div></div>
      <p style="margin-top:18px;display:flex;gap:10px"><button>Pay ${formatMinor(checkout.order.amount, checkout.order.currency)}</button>
        <a class="btn secondary" href="/paysage/v2/checkout/cancel?token=${checkout.token}">Cancel</a></p>
    </form></div>
  ${testCardHint()}`;
  return page({ title: 'Payment', service: 'paysage', body });
}

function testCardHint() {
  return html`<details class="card"><summary>Test cards</summary>${testCardTable()}
    <p class="muted">Any holder, any future expiry, any 3-digit CVC. 3-D Secure code: <code>${CHALLENGE_CODE}</code>.</p></details>`;
}

function testCardTable() {
  return html`<table><tr><th>Number</th><th>Outcome</th></tr>${TEST_CARDS.map(
    (card) => html`<tr><td><code>${card.number}</code></td><td>${card.description}</td></tr>`,
  )}</table>`;
}

export function challengePage(transaction: Transaction, checkout: Checkout, error?: string): string {
  const body = html`<div class="card">${summary(checkout)}</div>
  <div class="card"><h1>3-D Secure verification</h1>
    <p>Your bank (Sandbox Test Bank) sent a code to your phone. Card ending <code>${transaction.card.last_4}</code>.</p>
    ${error ? html`<div class="error">${error}</div>` : ''}
    <form method="post" action="/paysage/v2/checkout/3ds">
      <input type="hidden" name="uid" value="${transaction.uid}">
      <label for="code">Code (the sandbox accepts ${CHALLENGE_CODE})</label><input id="code" name="code" inputmode="numeric" autofocus>
      <p style="margin-top:18px;display:flex;gap:10px"><button name="action" value="submit">Confirm</button>
        <button class="secondary" name="action" value="cancel">Cancel</button></p>
    </form></div>`;
  return page({ title: '3-D Secure', service: 'paysage', body });
}

export function resultPage(checkout: Checkout, transaction: Transaction, url: string | null, seconds: number): string {
  const ok = transaction.status === 'successful';
  const head = url ? html`<meta http-equiv="refresh" content="${`${seconds};url=${url}`}">` : undefined;
  const body = html`<div class="card">${summary(checkout)}</div>
  <div class="card"><h1>${ok ? 'Payment successful' : 'Payment failed'}</h1>
    <div class="${ok ? 'ok' : 'error'}">${transaction.message}${transaction.paymentMessage && !ok ? html` — ${transaction.paymentMessage}` : ''}</div>
    <p class="muted">Transaction <code>${transaction.uid}</code></p>
    ${url ? html`<p>Returning to the shop in ${seconds} s… <a class="btn" href="${url}">Return now</a></p>` : html`<p class="muted">The shop gave no URL to return to.</p>`}
  </div>`;
  return page({ title: ok ? 'Payment successful' : 'Payment failed', service: 'paysage', body, ...(head ? { head } : {}) });
}

export function messagePage(title: string, message: string, link?: { href: string; text: string }): string {
  const body = html`<div class="card"><h1>${title}</h1><div class="error">${message}</div>
    ${link ? html`<p><a class="btn" href="${link.href}">${link.text}</a></p>` : ''}</div>`;
  return page({ title, service: 'paysage', body });
}

export function testCardsPage(publicKey: string): string {
  const body = html`<div class="card"><h1>Paysage test cards</h1>${testCardTable()}
    <p>Any holder name (2+ characters), any expiry in the future (MM/YY), any CVC of 3 digits. An expired or malformed
    card is refused by the form and creates no transaction. Any other valid number is declined.</p>
    <p>3-D Secure challenge code: <code>${CHALLENGE_CODE}</code> (anything else fails; Cancel sends the customer to cancel_url).</p></div>
  <div class="card"><h2>Integration</h2><table>
    <tr><td>Checkout API</td><td><code>POST /paysage/ctp/api/checkouts</code> (Basic shop id : secret key)</td></tr>
    <tr><td>Widget script</td><td><code>/paysage/widget/be_gateway.js</code>, public key <code>${publicKey}</code></td></tr>
    <tr><td>Status</td><td><code>/paysage/transactions/&lt;uid&gt;</code>, <code>/paysage/v2/transactions/tracking_id/&lt;id&gt;</code>, <code>/paysage/ctp/api/checkouts/&lt;token&gt;</code></td></tr>
    <tr><td>Signing key</td><td><a href="/paysage/public-signing-key">/paysage/public-signing-key</a></td></tr>
    <tr><td>Webhook log</td><td><a href="/paysage/notifications">/paysage/notifications</a></td></tr>
  </table></div>`;
  return page({ title: 'Paysage test cards', service: 'paysage', body });
}
