import type { Country } from '@skins/shared';

/**
 * The countries named in the interface language and listed in its alphabetical order. The api names them
 * in English; the browser's `Intl.DisplayNames` knows every ISO 3166 code's name in every language. English
 * keeps the api's own names and order.
 */
export function localizeCountries(countries: readonly Country[], language: string): Country[] {
  if (language === 'en') return [...countries];
  let names: Intl.DisplayNames;
  try {
    names = new Intl.DisplayNames([language], { type: 'region', fallback: 'none' });
  } catch {
    return [...countries];
  }
  const collator = new Intl.Collator(language);
  return countries
    .map((country) => ({ ...country, title: names.of(country.iso.toUpperCase()) ?? country.title }))
    .sort((a, b) => collator.compare(a.title, b.title));
}
