export { useCurrencies } from './api/get-currencies.ts';
