import type { Country } from '@skins/shared';
import { useState } from 'react';
import type { Control, FieldValues } from 'react-hook-form';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { useFormField } from '../../../lib/forms/use-form-field.ts';
import { useT } from '../../../lib/i18n/index.ts';
import { PhoneField } from '../../countries/index.ts';
import type { CheckoutValues } from '../utils/checkout-values.ts';
import { CheckoutBillingSummary } from './checkout-billing-summary.tsx';
import { TradeHoldNotice } from './trade-hold-notice.tsx';

export interface CheckoutFieldsProps {
  control: Control<CheckoutValues, unknown, FieldValues>;
  countries: readonly Country[];
  /** The signed-in user's e-mail is theirs: the field shows it and cannot be changed (spec §5). */
  emailLocked: boolean;
  /** The account has no e-mail address: 'Save my information' keeps the typed one (after its link is opened). */
  emailKept: boolean;
  /** A Steam-signed buyer's Steam ID is the account they signed in with: shown, not changed. */
  steamIdLocked: boolean;
  /** The profile filled every billing field: they show as one line with Change until the buyer asks to edit. */
  billingSaved: boolean;
  disabled: boolean;
}

/** The fields of spec §2 Checkout modal, in two columns where there is room. */
export function CheckoutFields({ control, countries, emailLocked, emailKept, steamIdLocked, billingSaved, disabled }: CheckoutFieldsProps) {
  const t = useT();
  const [changingBilling, setChangingBilling] = useState(false);
  const fields = {
    name: useFormField(control, 'name'),
    surname: useFormField(control, 'surname'),
    phone: useFormField(control, 'phone'),
    email: useFormField(control, 'email'),
    country: useFormField(control, 'country'),
    city: useFormField(control, 'city'),
    address: useFormField(control, 'address'),
    postCode: useFormField(control, 'postCode'),
    steamId: useFormField(control, 'steamId'),
    tradeUrl: useFormField(control, 'tradeUrl'),
  };
  const field = (name: keyof typeof fields) => ({ ...fields[name], required: true, disabled });
  // A billing field the api refused is shown to be corrected.
  const billingRefused = [fields.country, fields.city, fields.address, fields.postCode].some((billing) => billing.error);
  const billingSummary = billingSaved && !changingBilling && !billingRefused;
  const countryTitle = countries.find((country) => String(country.id) === fields.country.value)?.title ?? '';

  return (
    <div className="checkout-fields">
      <TextField label={t('checkout.firstName')} autoComplete="given-name" {...field('name')} />
      <TextField label={t('checkout.lastName')} autoComplete="family-name" {...field('surname')} />
      <PhoneField label={t('checkout.phone')} {...field('phone')} />
      <TextField
        label={t('checkout.email')}
        type="email"
        inputMode="email"
        autoComplete="email"
        hint={emailLocked ? t('checkout.emailFromAccount') : emailKept ? t('checkout.emailKept') : undefined}
        {...field('email')}
        disabled={disabled || emailLocked}
      />
      {/* City, address and postal code go to the payment provider, which checks them against the card. */}
      <p className="checkout-fields__wide checkout-fields__note">{t('checkout.billingNote')}</p>
      {billingSummary ? (
        <CheckoutBillingSummary
          address={fields.address.value}
          postCode={fields.postCode.value}
          city={fields.city.value}
          country={countryTitle}
          onChange={() => setChangingBilling(true)}
          disabled={disabled}
        />
      ) : (
        <>
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
        </>
      )}
      <TextField
        label={t('checkout.steamId')}
        inputMode="numeric"
        autoComplete="off"
        maxLength={17}
        hint={t(steamIdLocked ? 'checkout.steamIdFromAccount' : 'checkout.steamIdHint')}
        {...field('steamId')}
        disabled={disabled || steamIdLocked}
      />
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
        <TradeHoldNotice control={control} />
      </div>
    </div>
  );
}
