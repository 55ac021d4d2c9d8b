import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { Db } from '@skins/db';
import { LRUCache } from 'lru-cache';
import { forgetCurrencies } from '../currencies/resolve-currency.ts';
import type { PaymentWidgetSettings } from '../settings/get-settings.ts';
import { getFirstFrame, resolveFirstFrameLocale, type FirstFrameLocale } from './get-first-frame.ts';
import { pageWithFirstFrame } from './first-frame-page.ts';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** The page in each encoding, compressed once per language and currency rather than per request. */
export interface FirstFramePage {
  identity: Buffer;
  br: Buffer;
  gzip: Buffer;
}

/**
 * A language's texts change rarely and only by a write the database announces (migration
 * first_frame_change_notify): pages are kept until then. The TTL bounds staleness while the announcing
 * connection is down.
 */
const PAGE_TTL_MS = 10 * 60_000;

/**
 * The web app's index.html with the first frame inline, kept per resolved language and currency (a handful:
 * a cookie naming an unknown one resolves to the default, so hostile cookies add no entries). A page being
 * built when a change is announced is sent but not kept.
 */
export function createFirstFramePages(options: { db: Db; paysage: PaymentWidgetSettings; html: string }) {
  const { db, paysage, html } = options;
  const pages = new LRUCache<string, FirstFramePage>({
    max: 256,
    ttl: PAGE_TTL_MS,
    ignoreFetchAbort: true,
    fetchMethod: async (key) => {
      const [langId, currency] = key.split('|');
      const frame = await getFirstFrame(db, paysage, { langId: Number(langId), currency: currency || undefined });
      const identity = Buffer.from(pageWithFirstFrame(html, frame));
      const [br, gz] = await Promise.all([
        brotli(identity, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 9, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: identity.length } }),
        gzip(identity, { level: 9 }),
      ]);
      return { identity, br, gzip: gz };
    },
  });
  return {
    async page(requested: FirstFrameLocale): Promise<FirstFramePage> {
      const { langId, currency } = await resolveFirstFrameLocale(db, requested);
      const page = await pages.fetch(`${langId}|${currency ?? ''}`);
      if (!page) throw new Error('The first-frame page was not built');
      return page;
    },
    /** A translation, language, currency, setting or static page changed. */
    changed() {
      pages.clear();
      forgetCurrencies(db);
    },
  };
}
export type FirstFramePages = ReturnType<typeof createFirstFramePages>;
