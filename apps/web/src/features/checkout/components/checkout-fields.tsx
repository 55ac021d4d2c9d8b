import type { Country } from '@skins/shared';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { fieldErrorText } from '../../../lib/form-errors.ts';
import type { FieldError } from '../../../lib/form-errors.ts';
import { useT } from '../../../lib/i18n/index.ts';
import type { CheckoutField, CheckoutValues } from '../utils/checkout-values.ts';

export interface CheckoutFieldsProps {
  values: CheckoutValues;
  errorOf: (field: CheckoutField) => FieldError | undefined;
  onChange: (field: CheckoutField, value: string) => void;
  onBlur: (field: CheckoutField) => void;
  countries: readonly Country[];
  /** The signed-in user's e-mail is theirs: the field shows it and cannot be changed (spec §5). */
  emailLocked: boolean;
  disabled: boolean;
}

/** The fields of spec §2 Checkout modal, in two columns where there is room. */
export function CheckoutFields({ values, errorOf, onChange, onBlur, countries, emailLocked, disabled }: CheckoutFieldsProps) {
  const t = useT();
  const field = (name: CheckoutField) => ({
    name,
    value: values[name],
    onChange: (value: string) => onChange(name, value),
    onBlur: () => onBlur(name),
    error: fieldErrorText(t, errorOf(name)),
    required: true,
    disabled,
  });

  return (
    <div className="checkout-fields">
      <TextField label={t('checkout.firstName')} autoComplete="given-name" {...field('name')} />
      <TextField label={t('checkout.lastName')} autoComplete="family-name" {...field('surname')} />
      <TextField label={t('checkout.phone')} type="tel" inputMode="tel" autoComplete="tel" placeholder={t('checkout.phonePlaceholder')} maxLength={25} {...field('phone')} />
      <TextField
        label={t('checkout.email')}
        type="email"
        inputMode="email"
        autoComplete="email"
        hint={emailLocked ? t('checkout.emailFromAccount') : undefined}
        {...field('email')}
        disabled={disabled || emailLocked}
      />
      <SelectField
        label={t('checkout.country')}
        placeholder={t('checkout.countryPlaceholder')}
        options={countries.map((country) => ({ value: String(country.id), label: country.title }))}
        autoComplete="country"
        {...field('country')}
      />
      <TextField label={t('checkout.city')} autoComplete="address-level2" {...field('city')} />
      <div className="checkout-fields__wide">
        <TextField label={t('checkout.address')} autoComplete="street-address" {...field('address')} />
      </div>
      <TextField label={t('checkout.postalCode')} autoComplete="postal-code" {...field('postCode')} />
      <TextField label={t('checkout.steamId')} inputMode="numeric" autoComplete="off" {...field('steamId')} />
      <div className="checkout-fields__wide">
        <TextField
          label={t('checkout.tradeUrl')}
          type="url"
          inputMode="url"
          autoComplete="off"
          placeholder={t('account.tradeUrl.placeholder')}
          hint={t('checkout.tradeUrlHint')}
          {...field('tradeUrl')}
        />
      </div>
    </div>
  );
}
