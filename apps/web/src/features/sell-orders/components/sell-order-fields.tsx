import { SelectField } from '../../../components/ui/select-field.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { fieldErrorText } from '../../../lib/form-errors.ts';
import type { FieldError } from '../../../lib/form-errors.ts';
import { useT } from '../../../lib/i18n/index.ts';
import { usePreferences } from '../../../lib/preferences.ts';
import { RARITY_CHOICES } from '../utils/rarity-options.ts';
import type { SellOrderField, SellOrderValues } from '../utils/sell-order-form.ts';
import { PriceField } from './price-field.tsx';

/** The part of `useForm` the fields need. */
export interface SellOrderFieldsForm {
  values: SellOrderValues;
  setValue: (field: SellOrderField, value: string) => void;
  blur: (field: SellOrderField) => void;
  errorOf: (field: SellOrderField) => FieldError | undefined;
}

/** Skin name, rarity, price (in the current currency) and Steam link: the sell form and 'Edit Sell Order'. */
export function SellOrderFields({ form }: { form: SellOrderFieldsForm }) {
  const t = useT();
  const { currencyCode, currencySymbol } = usePreferences();
  const field = (name: SellOrderField) => ({
    name,
    value: form.values[name],
    onChange: (value: string) => form.setValue(name, value),
    onBlur: () => form.blur(name),
    error: fieldErrorText(t, form.errorOf(name)),
  });

  return (
    <>
      <TextField label={t('sellOrders.skinName')} placeholder={t('sellOrders.skinNamePlaceholder')} autoComplete="off" maxLength={150} required {...field('skinName')} />
      <div className="sell-order-fields__row">
        <SelectField
          label={t('sellOrders.rarity')}
          placeholder={t('sellOrders.rarityPlaceholder')}
          options={RARITY_CHOICES.map((choice) => ({ value: choice.value, label: t(choice.labelKey) }))}
          required
          {...field('rarity')}
        />
        <PriceField label={t('sellOrders.priceIn', { currency: currencyCode })} placeholder={t('sellOrders.pricePlaceholder')} symbol={currencySymbol} {...field('price')} />
      </div>
      <TextField label={t('sellOrders.steamLink')} placeholder={t('sellOrders.steamLinkPlaceholder')} type="url" inputMode="url" autoComplete="off" maxLength={255} required {...field('steamLink')} />
    </>
  );
}
