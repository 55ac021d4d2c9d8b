/**
 * The Content-Security-Policy, built from the configured hosts so it is the same
 * policy in every mode: scripts only from the site, the Paysage widget host and, while the `google_tag`
 * setting holds a snippet, the tag-manager host plus the hashes of the snippet's inline scripts (the web app
 * re-creates them verbatim, so their hashes match). Styles allow inline: the payment widget styles its modal
 * with a <style> element, and style injection cannot run script.
 */
import { createHash } from 'node:crypto';
import type { Env } from '../config/env.ts';

const TAG_MANAGER = 'https://www.googletagmanager.com';
const ANALYTICS = ['https://*.google-analytics.com', 'https://*.analytics.google.com'];

export type CspEnv = Pick<
  Env,
  'NODE_ENV' | 'PUBLIC_WEB_URL' | 'PAYSAGE_WIDGET_SCRIPT_URL' | 'PAYSAGE_CHECKOUT_URL' | 'PAYSAGE_GATEWAY_URL' | 'IMAGE_HOST' | 'STEAM_API_URL'
>;

const originOf = (url: string): string | null => {
  try {
    return /^https?:\/\//i.test(url) ? new URL(url).origin : null;
  } catch {
    return null;
  }
};

/** The bodies of the snippet's inline <script> elements (those without src), as the browser reads them. */
export function inlineScriptsOf(snippet: string): string[] {
  const scripts: string[] = [];
  for (const match of snippet.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)) {
    if (!/\bsrc\s*=/i.test(match[1] ?? '') && match[2]?.trim()) scripts.push(match[2]);
  }
  return scripts;
}

const unique = (values: Array<string | null>) => [...new Set(values.filter((value): value is string => value !== null))];

export function contentSecurityPolicy(env: CspEnv, googleTag: string): string {
  const widget = originOf(env.PAYSAGE_WIDGET_SCRIPT_URL);
  const checkout = originOf(env.PAYSAGE_CHECKOUT_URL);
  const gateway = originOf(env.PAYSAGE_GATEWAY_URL);
  const tag = googleTag.trim() !== '';
  const hashes = tag ? inlineScriptsOf(googleTag).map((body) => `'sha256-${createHash('sha256').update(body).digest('base64')}'`) : [];
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': unique(["'self'", widget, tag ? TAG_MANAGER : null, ...hashes]),
    'style-src': unique(["'self'", "'unsafe-inline'", widget]),
    // Product images (IMAGE_HOST may be a CDN), Steam avatars, the widget's card logos, tag pixels.
    'img-src': unique(["'self'", 'data:', 'blob:', 'https:', widget, originOf(env.IMAGE_HOST), originOf(env.STEAM_API_URL)]),
    'font-src': ["'self'", 'data:'],
    'connect-src': unique(["'self'", widget, gateway, checkout, ...(tag ? [TAG_MANAGER, ...ANALYTICS] : [])]),
    'frame-src': unique([checkout, widget, gateway]),
    'form-action': unique(["'self'", checkout]),
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
  const policy = Object.entries(directives).map(([name, values]) => `${name} ${values.join(' ')}`);
  if (env.NODE_ENV === 'production' && new URL(env.PUBLIC_WEB_URL).protocol === 'https:') policy.push('upgrade-insecure-requests');
  return policy.join('; ');
}
