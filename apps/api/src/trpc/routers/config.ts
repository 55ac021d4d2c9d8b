/** Currency rates and settings (spec §3): what staff tune without a deploy. */
import { currencyRateInput, settingInput } from '@skins/shared/staff';
import { listCurrencyRates, setCurrencyRate } from '../../services/currencies/currency-rates.ts';
import { setSetting } from '../../services/settings/set-setting.ts';
import { router, staffProcedure } from '../init.ts';

export const currenciesRouter = router({
  list: staffProcedure.query(({ ctx }) => listCurrencyRates(ctx.db)),

  /** Units of the currency per euro; answers use the new rate at once. */
  setRate: staffProcedure
    .input(currencyRateInput)
    .mutation(({ ctx, input }) => setCurrencyRate(ctx.db, input.code, input.rate)),
});

export const settingsRouter = router({
  set: staffProcedure
    .input(settingInput)
    .mutation(({ ctx, input }) => setSetting(ctx.db, input.key, input.value)),
});
