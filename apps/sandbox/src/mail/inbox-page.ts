import { html, page } from '../html.ts';
import type { MailMessage } from './store.ts';

/**
 * The inbox: a list on top, the chosen message below with its links as buttons and its HTML in a sandboxed
 * frame (no scripts; links open in a new tab, since the frame may not navigate the page).
 */
export function inboxPage(messages: MailMessage[], selected: MailMessage | undefined, filter: string): string {
  const query = (extra: Record<string, string>) => `/mail?${new URLSearchParams({ ...(filter ? { to: filter } : {}), ...extra })}`;
  const rows = messages.map(
    (message) => html`<tr style="${message.id === selected?.id ? 'background:#eef2ff' : ''}">
      <td><a href="${query({ id: message.id })}"><strong>${message.subject || '(no subject)'}</strong></a><br>
        <span class="muted">${message.from} → ${message.to.join(', ')}</span></td>
      <td class="muted" style="white-space:nowrap">${message.received_at.replace('T', ' ').slice(0, 19)}</td></tr>`,
  );
  const list = html`<div class="card"><h1>Sandbox inbox</h1>
    <form method="get" action="/mail" class="row" style="align-items:end">
      <div><label for="to">Recipient</label><input id="to" name="to" value="${filter}" placeholder="user@example.com"></div>
      <div style="flex:0 0 auto"><button>Filter</button> <a class="btn secondary" href="/mail">All</a></div></form>
    <form method="post" action="/mail/clear" style="margin-top:10px"><button class="secondary">Delete all messages</button></form>
    ${messages.length === 0 ? html`<p class="muted">No messages yet. Send mail to SMTP on the sandbox's SMTP port.</p>` : html`<table>${rows}</table>`}
  </div>`;
  return page({ title: 'Inbox', service: 'mail', body: html`${list}${selected ? messageView(selected) : ''}` });
}

function messageView(message: MailMessage) {
  return html`<div class="card"><h2>${message.subject || '(no subject)'}</h2>
    <p class="muted">From ${message.from} to ${message.to.join(', ')} · ${message.received_at}</p>
    ${message.links.length > 0 ? html`<p>${message.links.map((link) => html`<a class="btn" style="margin:0 6px 6px 0;word-break:break-all" href="${link}">${link}</a>`)}</p>` : ''}
    ${message.html ? html`<iframe sandbox="allow-popups allow-popups-to-escape-sandbox" srcdoc="${`<base target="_blank">${message.html}`}" style="width:100%;height:420px;border:1px solid #eee;border-radius:6px"></iframe>` : ''}
    <details ${message.html ? '' : 'open'}><summary>Plain text</summary><pre>${message.text}</pre></details>
    <p class="muted"><a href="/mail/api/messages/${message.id}">JSON</a></p></div>`;
}
