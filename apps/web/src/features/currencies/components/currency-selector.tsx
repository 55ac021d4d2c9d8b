import { SelectBox } from '../../../components/ui/select-box.tsx';
import { useT } from '../../../lib/i18n/index.ts';
import { setPreferences, usePreferences } from '../../../lib/preferences.ts';
import { useCurrencies } from '../api/get-currencies.ts';
import { currencyLabel } from '../utils/resolve-currency.ts';

export interface CurrencySelectorProps {
  className?: string;
}

/**
 * Spec §2 Shell: shown only when there is more than one currency. A choice is stored (currencyCode,
 * currencySymbol); every query key holds the currency, so every price on screen is fetched again.
 */
export function CurrencySelector({ className }: CurrencySelectorProps) {
  const t = useT();
  const { currencyCode } = usePreferences();
  const { data: currencies = [] } = useCurrencies();
  if (currencies.length <= 1) return null;

  const options = currencies.map((currency) => ({ value: currency.code, label: currencyLabel(currency) }));
  const choose = (code: string) => {
    const currency = currencies.find((item) => item.code === code);
    if (currency) setPreferences({ currencyCode: currency.code, currencySymbol: currency.symbol });
  };

  return <SelectBox className={className} label={t('currency.select')} options={options} value={currencyCode} onChange={choose} />;
}
