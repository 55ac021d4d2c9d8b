export { useCurrencies } from './api/get-currencies.ts';
export { CurrencySelector } from './components/currency-selector.tsx';
