import { PhoneInput } from '../../../components/ui/phone-input.tsx';
import type { PhoneInputProps } from '../../../components/ui/phone-input.tsx';
import { useCountries } from '../api/get-countries.ts';
import { useGeoCountry } from '../api/get-geo-country.ts';

export type PhoneFieldProps = Omit<PhoneInputProps, 'countries' | 'defaultCountry'>;

/** The phone input of the checkout, account and sign-up forms: the supported countries are the api's list. */
export function PhoneField(props: PhoneFieldProps) {
  const { data: countries = [] } = useCountries();
  const defaultCountry = useGeoCountry();
  return <PhoneInput {...props} countries={countries} defaultCountry={defaultCountry} />;
}
