export { countriesQueryOptions, useCountries } from './api/get-countries.ts';
export { useGeoCountry } from './api/get-geo-country.ts';
export { PhoneField } from './components/phone-field.tsx';
