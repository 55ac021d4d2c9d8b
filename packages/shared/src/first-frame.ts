import { z } from 'zod';
import { currencySchema } from './currencies.ts';
import { languageSchema } from './languages.ts';
import { settingsSchema } from './settings.ts';
import { staticPageSummarySchema } from './static-pages.ts';

/**
 * What the first frame needs, inline in the page the server sends (a JSON data block in index.html), so the
 * shell draws its words without waiting for the startup's answers. Each part is what the startup's call of
 * the same name answers for `lang_id` and `currency`; the web app uses a part only when its own language
 * and currency are these.
 */
export const firstFrameSchema = z.object({
  lang_id: z.number().int(),
  currency: z.string(),
  languages: z.array(languageSchema),
  currencies: z.array(currencySchema),
  settings: settingsSchema,
  static_pages: z.array(staticPageSummarySchema),
  localizations: z.record(z.string(), z.string()),
});
export type FirstFrame = z.infer<typeof firstFrameSchema>;

/** The id of the page's `<script type="application/json">` element that carries the first frame. */
export const FIRST_FRAME_ELEMENT_ID = 'first-frame';

/**
 * Cookies that tell the server which language and currency a visitor's web app will ask in (the same values
 * it keeps in local storage), so the first page carries that language's texts. Named as the query parameters.
 */
export const PREFERENCE_COOKIES = { languageId: 'lang_id', currencyCode: 'currency' } as const;
