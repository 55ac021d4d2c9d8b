import type { SellOrderInput } from '@skins/shared';
import type { Control, FieldValues } from 'react-hook-form';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { useFormField } from '../../../lib/forms/use-form-field.ts';
import { useT } from '../../../lib/i18n/index.ts';
import { usePreferences } from '../../../lib/preferences.ts';
import { RARITY_CHOICES } from '../utils/rarity-options.ts';
import { PriceField } from './price-field.tsx';

/** Skin name, rarity, price (in the current currency) and Steam link: the sell form and 'Edit Sell Order'. */
export function SellOrderFields({ control }: { control: Control<SellOrderInput, unknown, FieldValues> }) {
  const t = useT();
  const { currencyCode, currencySymbol } = usePreferences();
  const skinName = useFormField(control, 'skin_name');
  const rarity = useFormField(control, 'quality');
  const price = useFormField(control, 'price');
  const steamLink = useFormField(control, 'steam_link');

  return (
    <>
      <TextField label={t('sellOrders.skinName')} placeholder={t('sellOrders.skinNamePlaceholder')} autoComplete="off" maxLength={150} required {...skinName} />
      <div className="sell-order-fields__row">
        <SelectField
          label={t('sellOrders.rarity')}
          placeholder={t('sellOrders.rarityPlaceholder')}
          options={RARITY_CHOICES.map((choice) => ({ value: choice.value, label: t(choice.labelKey) }))}
          required
          {...rarity}
        />
        <PriceField label={t('sellOrders.priceIn', { currency: currencyCode })} placeholder={t('sellOrders.pricePlaceholder')} symbol={currencySymbol} {...price} />
      </div>
      <TextField label={t('sellOrders.steamLink')} placeholder={t('sellOrders.steamLinkPlaceholder')} type="url" inputMode="url" autoComplete="off" maxLength={255} required {...steamLink} />
    </>
  );
}
