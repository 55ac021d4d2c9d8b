import { describe, expect, it } from 'vitest';
import { localizeCountries } from './localize-countries.ts';

const COUNTRIES = [
  { id: 85, title: 'Germany', iso: 'DE' },
  { id: 122, title: 'Latvia', iso: 'LV' },
  { id: 200, title: 'Sweden', iso: 'SE' },
];

describe('localizeCountries', () => {
  it('names the countries in the language and sorts them in its order', () => {
    expect(localizeCountries(COUNTRIES, 'ru')).toEqual([
      { id: 85, title: 'Германия', iso: 'DE' },
      { id: 122, title: 'Латвия', iso: 'LV' },
      { id: 200, title: 'Швеция', iso: 'SE' },
    ]);
    expect(localizeCountries(COUNTRIES, 'de').map((country) => country.title)).toEqual(['Deutschland', 'Lettland', 'Schweden']);
  });

  it("keeps the api's English names, and a name Intl does not know", () => {
    expect(localizeCountries(COUNTRIES, 'en')).toEqual(COUNTRIES);
    expect(localizeCountries([{ id: 1, title: 'Kosovo', iso: 'XX' }], 'ru')).toEqual([{ id: 1, title: 'Kosovo', iso: 'XX' }]);
  });
});
