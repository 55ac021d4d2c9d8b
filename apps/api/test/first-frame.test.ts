import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { convertFromEur, firstFrameSchema, type FirstFrame } from '@skins/shared';
import { afterAll, describe, expect, it } from 'vitest';
import { escapeHtmlText, inlineJson } from '../src/services/first-frame/first-frame-page.ts';
import { useTestApp } from './helpers/build-test-app.ts';

// A built web app in miniature: its page names the entry script.
const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'skins-first-frame-'));
fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><html><head><title>Skinshop</title><script type="module" src="/assets/index-abc.js"></script></head><body><div id="root"><span class="site-logo__text" data-first-frame-text="common.appName"></span><a href="/products" data-first-frame-text="header.products"></a><b data-first-frame-text="no.such.key"></b></div></body></html>');

const RU = 2;
const FRAME_BLOCK = /<script id="first-frame" type="application\/json">([^<]*)<\/script>/g;
const ROOT = /<div id="root">(.*)<\/div><\/body>/;

/** The page's one first-frame block, parsed as the web app parses it. */
function frameOf(html: string): FirstFrame {
  const blocks = [...html.matchAll(FRAME_BLOCK)];
  expect(blocks).toHaveLength(1);
  return firstFrameSchema.parse(JSON.parse(blocks[0]![1]!));
}

describe('the first frame inline in the served page', () => {
  const ctx = useTestApp({ SERVE_WEB: 'true', WEB_DIST_DIR: dist });
  afterAll(() => fs.rmSync(dist, { recursive: true, force: true }));
  const page = (url: string, headers: Record<string, string> = {}) => ctx.app.inject({ method: 'GET', url, headers });
  const api = async (url: string) => (await ctx.app.inject({ method: 'GET', url })).json<{ payload: unknown }>().payload;

  /** Waits until the database's change notice has reached the app and the page shows `expected`. */
  /** The served frame once it shows `expected`: the change reaches the pages when the database announces it. */
  async function pageUntil(cookie: string, expected: (frame: FirstFrame) => boolean): Promise<FirstFrame> {
    // Only ends a hang: on a busy machine the announcement took seconds.
    const deadline = Date.now() + 60_000;
    for (;;) {
      const frame = frameOf((await page('/', { cookie })).body);
      if (expected(frame) || Date.now() > deadline) return frame;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }

  it('carries the default language and currency answers of the startup calls when no cookie names others', async () => {
    const response = await page('/products');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.headers['cache-control']).toBe('private, no-cache');
    expect(response.headers.vary).toMatch(/cookie/i);
    expect(response.body).toContain('/assets/index-abc.js');
    const frame = frameOf(response.body);
    expect(frame.lang_id).toBe(1);
    expect(frame.currency).toBe('EUR');
    expect(frame.localizations).toEqual(await api('/api/localizations?lang_id=1'));
    expect(frame.languages).toEqual(await api('/api/languages'));
    expect(frame.currencies).toEqual(await api('/api/currencies'));
    expect(frame.settings).toEqual(await api('/api/settings?currency=EUR'));
    expect(frame.static_pages).toEqual(await api('/api/static-pages?lang_id=1'));
    // In the head, ahead of the body the app draws into.
    expect(response.body.indexOf('id="first-frame"')).toBeLessThan(response.body.indexOf('</head>'));
  });

  it("carries the texts, page titles and settings of the language and currency the visitor's cookies name", async () => {
    const frame = frameOf((await page('/', { cookie: `lang_id=${RU}; currency=USD` })).body);
    expect(frame.lang_id).toBe(RU);
    expect(frame.currency).toBe('USD');
    expect(frame.localizations).toEqual(await api(`/api/localizations?lang_id=${RU}`));
    expect(frame.localizations['common.cancel']).not.toBe('Cancel');
    expect(frame.static_pages).toEqual(await api(`/api/static-pages?lang_id=${RU}`));
    expect(frame.settings).toEqual(await api('/api/settings?currency=USD'));
  });

  it("writes the shell's words into the page's first frame markup, in the language of the inline texts", async () => {
    for (const cookie of ['', `lang_id=${RU}`]) {
      const body = (await page('/products', { cookie })).body;
      const { localizations } = frameOf(body);
      expect(localizations['header.products']).toBeTruthy();
      expect(body.match(ROOT)?.[1]).toBe(
        `<span class="site-logo__text" data-first-frame-text="common.appName">${escapeHtmlText(localizations['common.appName']!)}</span>` +
          `<a href="/products" data-first-frame-text="header.products">${escapeHtmlText(localizations['header.products']!)}</a>` +
          // A key the language lacks stays empty, as the app draws a missing text.
          '<b data-first-frame-text="no.such.key"></b>',
      );
    }
  });

  it('answers hostile or unknown cookies and Accept-Language with the defaults, and nothing of them enters the page', async () => {
    const hostile = '</script><script>alert(1)</script>';
    for (const headers of <Array<Record<string, string>>>[
      { cookie: `lang_id=${encodeURIComponent(hostile)}; currency=${encodeURIComponent(hostile)}` },
      { cookie: 'lang_id=999999; currency=XXX' },
      { cookie: 'lang_id=-1; currency=usd' },
      { cookie: `lang_id=${'9'.repeat(400)}` },
      { 'accept-language': `ru;q=0.9, ${hostile}` },
    ]) {
      const response = await page('/', headers);
      expect(response.statusCode).toBe(200);
      expect(response.body).not.toContain('alert(1)');
      const frame = frameOf(response.body);
      expect([frame.lang_id, frame.currency]).toEqual([1, 'EUR']);
    }
  });

  it('is sent compressed as the browser accepts, each encoding the same page', async () => {
    const plain = (await page('/', { cookie: `lang_id=${RU}` })).body;
    const brotli = await page('/', { cookie: `lang_id=${RU}`, 'accept-encoding': 'gzip, deflate, br' });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(brotli.rawPayload).toString()).toBe(plain);
    const gzip = await page('/', { cookie: `lang_id=${RU}`, 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gzip.rawPayload).toString()).toBe(plain);
    expect(brotli.rawPayload.length).toBeLessThan(plain.length / 3);
  });

  it('changes as soon as a translation, a setting or a currency changes', async () => {
    const before = frameOf((await page('/', { cookie: `lang_id=${RU}` })).body);
    await ctx.db.translation.update({ where: { languageId_key: { languageId: RU, key: 'common.cancel' } }, data: { value: 'Отменить!' } });
    const texts = await pageUntil(`lang_id=${RU}`, (frame) => frame.localizations['common.cancel'] === 'Отменить!');
    expect(texts.localizations['common.cancel']).toBe('Отменить!');
    expect(before.localizations['common.cancel']).not.toBe('Отменить!');

    await ctx.db.setting.upsert({ where: { key: 'support_email' }, create: { key: 'support_email', value: 'help@example.com' }, update: { value: 'help@example.com' } });
    expect((await pageUntil('', (frame) => frame.settings.support_email === 'help@example.com')).settings.support_email).toBe('help@example.com');

    const minTopUpEur = ((await api('/api/settings')) as { min_top_up: number }).min_top_up;
    await ctx.db.currency.update({ where: { code: 'USD' }, data: { rate: '1.5' } });
    // Both the list's rate and the settings' converted amount: a page built after the write and before its
    // announcement (a busy machine) read the list fresh and the rate from the currency cache; it is replaced
    // once the announcement comes.
    const usd = await pageUntil('currency=USD', (frame) => frame.currencies.find((currency) => currency.code === 'USD')?.value === 1.5 && frame.settings.min_top_up === convertFromEur(minTopUpEur, 1.5));
    expect(usd.currencies.find((currency) => currency.code === 'USD')?.value).toBe(1.5);
    expect(usd.settings).toEqual(await api('/api/settings?currency=USD'));
  });

  it('keeps a translation that tries to end its script element inside it, as the same text', async () => {
    const hostile = '</script><script>alert(1)</script><!-- \u2028\u2029 & >';
    await ctx.db.translation.update({ where: { languageId_key: { languageId: RU, key: 'common.close' } }, data: { value: hostile } });
    const response = await page('/', { cookie: `lang_id=${RU}` });
    const frame = await pageUntil(`lang_id=${RU}`, (next) => next.localizations['common.close'] === hostile);
    expect(frame.localizations['common.close']).toBe(hostile);
    const body = (await page('/', { cookie: `lang_id=${RU}` })).body;
    expect(body).not.toContain('alert(1)</script>');
    expect(body).not.toContain('\u2028');
    expect(response.statusCode).toBe(200);
  });

  it('writes a translation with markup into the shell as text', async () => {
    const hostile = '<img src=x onerror=alert(2)> & </a>';
    await ctx.db.translation.update({ where: { languageId_key: { languageId: RU, key: 'header.products' } }, data: { value: hostile } });
    const frame = await pageUntil(`lang_id=${RU}`, (next) => next.localizations['header.products'] === hostile);
    expect(frame.localizations['header.products']).toBe(hostile);
    const root = (await page('/', { cookie: `lang_id=${RU}` })).body.match(ROOT)?.[1];
    expect(root).toContain('<a href="/products" data-first-frame-text="header.products">&lt;img src=x onerror=alert(2)&gt; &amp; &lt;/a&gt;</a>');
  });
});

describe('escapeHtmlText', () => {
  it('leaves no character that starts markup or an entity', () => {
    expect(escapeHtmlText('<a href="x">Tom & Jerry\'s</a>')).toBe('&lt;a href=&quot;x&quot;&gt;Tom &amp; Jerry&#39;s&lt;/a&gt;');
  });
});

describe('inlineJson', () => {
  it('leaves no character that can end a script element or a line, and parses back to the same value', () => {
    const value = { text: '</script><!--<script>\u2028\u2029&>', nested: ['</SCRIPT>'] };
    const inline = inlineJson(value);
    expect(inline).not.toMatch(/[<>&\u2028\u2029]/);
    expect(JSON.parse(inline)).toEqual(value);
  });
});
