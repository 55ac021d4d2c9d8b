/** Currency rates and settings (spec §3): what staff tune without a deploy. */
import { z } from 'zod';
import { listCurrencyRates, setCurrencyRate } from '../../services/currencies/currency-rates.ts';
import { SETTING_KEYS, setSetting } from '../../services/settings/set-setting.ts';
import { router, staffProcedure } from '../init.ts';

export const currenciesRouter = router({
  list: staffProcedure.query(({ ctx }) => listCurrencyRates(ctx.db)),

  /** Units of the currency per euro; answers use the new rate at once. */
  setRate: staffProcedure
    .input(z.object({ code: z.string().trim().toUpperCase().length(3, 'The currency code has 3 letters, e.g. USD.'), rate: z.coerce.string().trim() }))
    .mutation(({ ctx, input }) => setCurrencyRate(ctx.db, input.code, input.rate)),
});

export const settingsRouter = router({
  set: staffProcedure
    // Typed as a plain string for clients, so a CLI typo reaches the server and is answered with the allowed keys.
    .input(z.object({ key: z.string().pipe(z.enum(SETTING_KEYS, { error: `The key must be one of ${SETTING_KEYS.join(', ')}.` })), value: z.string().max(5000) }))
    .mutation(({ ctx, input }) => setSetting(ctx.db, input.key, input.value)),
});
