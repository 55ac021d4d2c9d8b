import { html, page } from '../html.ts';
import type { SafeHtml } from '../html.ts';
import { avatarDataUri, SEEDED_USERS, tradeUrlFor } from './users.ts';
import type { AuthRequest } from './openid.ts';

/** Hidden copies of the original request, so the decision endpoint can validate it again. */
function requestFields(request: AuthRequest): SafeHtml {
  const fields: Record<string, string> = {
    'openid.ns': 'http://specs.openid.net/auth/2.0',
    'openid.mode': 'checkid_setup',
    'openid.return_to': request.returnTo,
    'openid.realm': request.realm,
    'openid.identity': 'http://specs.openid.net/auth/2.0/identifier_select',
    'openid.claimed_id': 'http://specs.openid.net/auth/2.0/identifier_select',
  };
  return html`${Object.entries(fields).map(([name, value]) => html`<input type="hidden" name="${name}" value="${value}">`)}`;
}

export function pickerPage(request: AuthRequest, error?: string): string {
  const users = SEEDED_USERS.map(
    (user) => html`<tr>
      <td><img src="${avatarDataUri(user.steamid)}" width="40" height="40" alt="" style="border-radius:4px"></td>
      <td><strong>${user.personaname}</strong><br><code class="muted">${user.steamid}</code></td>
      <td style="text-align:right"><button name="action" value="${`user:${user.steamid}`}">Approve as ${user.personaname}</button></td>
    </tr>`,
  );
  const body = html`<div class="card">
    <h1>Sign in through Steam</h1>
    <p><strong>${new URL(request.realm.replace('://*.', '://')).host}</strong> wants to know who you are on Steam.
      The sandbox will tell it the SteamID64 you pick; no real Steam account is involved.</p>
    ${error ? html`<div class="error">${error}</div>` : ''}
    <form method="post" action="/steam/openid/decide">
      ${requestFields(request)}
      <!-- The first submit button is what Enter presses: make that the typed SteamID, not the first user. -->
      <button name="action" value="custom" tabindex="-1" aria-hidden="true" style="position:absolute;left:-9999px">Approve</button>
      <table>${users}</table>
      <label for="custom">…or any SteamID64 (7656119 followed by 10 digits)</label>
      <div class="row"><input id="custom" name="custom_steamid" placeholder="76561198012345678" inputmode="numeric">
        <button name="action" value="custom" style="flex:0 0 auto">Approve</button></div>
      <label style="display:flex;gap:8px;align-items:center"><input type="checkbox" name="remember" value="1" style="width:auto">
        Stay signed in to Sandbox Steam (next sign-in approves at once)</label>
      <p style="margin-top:16px"><button class="secondary" name="action" value="cancel">Cancel</button></p>
    </form>
    <p class="muted">Returns to <code>${request.returnTo}</code></p>
  </div>`;
  return page({ title: 'Sign in through Steam', service: 'steam', body });
}

export function errorPage(message: string): string {
  const body = html`<div class="card"><h1>Invalid OpenID request</h1><div class="error">${message}</div>
    <p class="muted">Steam refuses such requests too. The relying party must send openid.ns, openid.mode=checkid_setup,
    openid.return_to (under openid.realm), and identity/claimed_id set to identifier_select.</p></div>`;
  return page({ title: 'Steam error', service: 'steam', body });
}

export function usersPage(signedInAs: string | undefined): string {
  const rows = SEEDED_USERS.map(
    (user) => html`<tr>
      <td><img src="${avatarDataUri(user.steamid)}" width="32" height="32" alt="" style="border-radius:4px"></td>
      <td><strong>${user.personaname}</strong>${signedInAs === user.steamid ? html` <span class="muted">(signed in)</span>` : ''}<br>
        <code>${user.steamid}</code></td>
      <td><code style="font-size:12px">${tradeUrlFor(user.steamid)}</code></td>
      <td><a class="btn" href="/steam/as/${user.steamid}">Sign in as</a></td>
    </tr>`,
  );
  const body = html`<div class="card"><h1>Sandbox Steam users</h1>
    <p>Signed in: ${signedInAs ? html`<code>${signedInAs}</code> · <a href="/steam/trade-offers">trade offers</a> · <a href="/steam/as/none">sign out</a>` : 'nobody (the next sign-in shows the picker)'}</p>
    <table><tr><th></th><th>User</th><th>Trade URL</th><th></th></tr>${rows}</table>
    <p class="muted">Any other SteamID64 works too: <code>/steam/as/&lt;steamid64&gt;</code>, or type it into the picker.
    Profiles: <code>/steam/api/ISteamUser/GetPlayerSummaries/v0002/?key=…&amp;steamids=…</code></p></div>`;
  return page({ title: 'Steam users', service: 'steam', body });
}

export function signedInPage(steamid: string | undefined): string {
  const body = steamid
    ? html`<div class="card"><h1>Signed in to Sandbox Steam</h1><div class="ok">The next Steam sign-in approves at once as <code>${steamid}</code>.</div>
        <p><a href="/steam/trade-offers">Trade offers</a> · <a href="/steam/users">All users</a> · <a href="/steam/as/none">Sign out</a></p></div>`
    : html`<div class="card"><h1>Signed out of Sandbox Steam</h1><div class="ok">The next Steam sign-in shows the user picker.</div>
        <p><a href="/steam/users">All users</a></p></div>`;
  return page({ title: 'Steam session', service: 'steam', body });
}
