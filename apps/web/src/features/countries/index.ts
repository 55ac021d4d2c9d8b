export { countriesQueryOptions, useCountries } from './api/get-countries.ts';
