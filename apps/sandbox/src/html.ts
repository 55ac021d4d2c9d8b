/**
 * A tiny HTML toolkit shared by every sandbox page. Each page carries the same bright "Sandbox" banner
 * so nobody mistakes a stand-in for the real Steam or Paysage page.
 */
const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function escapeHtml(value: unknown): string {
  return String(value ?? '').replace(/[&<>"']/g, (char) => ESCAPES[char] ?? char);
}

/** Template tag that escapes every interpolated value unless it was produced by `raw()` or `html```. */
export class SafeHtml {
  constructor(readonly value: string) {}
  toString(): string {
    return this.value;
  }
}

export function raw(value: string): SafeHtml {
  return new SafeHtml(value);
}

type Interpolation = SafeHtml | string | number | null | undefined | false | readonly Interpolation[];

function render(value: Interpolation): string {
  if (value === null || value === undefined || value === false) return '';
  if (value instanceof SafeHtml) return value.value;
  if (Array.isArray(value)) return value.map((item: Interpolation) => render(item)).join('');
  return escapeHtml(value);
}

export function html(strings: TemplateStringsArray, ...values: Interpolation[]): SafeHtml {
  let out = strings[0] ?? '';
  values.forEach((value, index) => {
    out += render(value) + (strings[index + 1] ?? '');
  });
  return new SafeHtml(out);
}

export type Service = 'steam' | 'paysage' | 'mail' | 'home';

const ACCENT: Record<Service, string> = { steam: '#1b2838', paysage: '#0b6e4f', mail: '#5b3cc4', home: '#333' };

const CSS = `
*{box-sizing:border-box}body{margin:0;font:15px/1.5 system-ui,-apple-system,Segoe UI,Roboto,sans-serif;color:#1d1d1f;background:#f3f4f6}
.sbx{background:repeating-linear-gradient(45deg,#ffd400,#ffd400 14px,#1d1d1f 14px,#1d1d1f 28px);padding:4px 0}
.sbx span{display:block;background:#ffd400;color:#1d1d1f;text-align:center;font-weight:700;letter-spacing:.08em;font-size:13px;padding:2px}
header{color:#fff;padding:14px 24px;font-size:18px;font-weight:600}header a{color:#fff;text-decoration:none}
main{max-width:860px;margin:24px auto;padding:0 16px}
.card{background:#fff;border-radius:10px;box-shadow:0 1px 3px rgba(0,0,0,.12);padding:20px;margin-bottom:16px}
h1{font-size:22px;margin:0 0 12px}h2{font-size:17px;margin:0 0 10px}
label{display:block;font-size:13px;color:#555;margin:10px 0 4px}
input[type=text],input[type=password],input:not([type]){width:100%;padding:9px 10px;border:1px solid #c9ccd1;border-radius:6px;font:inherit}
.row{display:flex;gap:12px}.row>*{flex:1}
button,.btn{display:inline-block;border:0;border-radius:6px;padding:9px 16px;font:inherit;font-weight:600;cursor:pointer;text-decoration:none;background:var(--accent);color:#fff}
button.secondary,.btn.secondary{background:#e5e7eb;color:#1d1d1f}
.error{background:#fdecea;color:#8a1c13;border-radius:6px;padding:10px 12px;margin:10px 0}
.ok{background:#e7f6ec;color:#0f5132;border-radius:6px;padding:10px 12px;margin:10px 0}
.muted{color:#6b7280;font-size:13px}code,pre{font:13px/1.4 ui-monospace,SFMono-Regular,Menlo,monospace}
pre{white-space:pre-wrap;word-break:break-word;background:#f8f8fa;padding:10px;border-radius:6px}
table{border-collapse:collapse;width:100%}td,th{text-align:left;padding:7px 8px;border-bottom:1px solid #eee;vertical-align:top}
.field-error{color:#b42318;font-size:13px}
`;

export function page(options: { title: string; service: Service; body: SafeHtml; head?: SafeHtml }): string {
  const accent = ACCENT[options.service];
  const name = { steam: 'Steam', paysage: 'Paysage', mail: 'Mail', home: 'Local services' }[options.service];
  return html`<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<meta name="robots" content="noindex"><title>${options.title} · Sandbox</title>
<style>${raw(CSS)}:root{--accent:${accent}}header{background:${accent}}</style>${options.head ?? ''}</head>
<body><div class="sbx"><span>${options.service === 'home' ? 'SANDBOX · LOCAL STAND-INS' : `SANDBOX · NOT THE REAL ${name.toUpperCase()}`} · TEST DATA ONLY</span></div>
<header><a href="/">Sandbox</a> · ${name}</header>
<main>${options.body}</main></body></html>`.value;
}
