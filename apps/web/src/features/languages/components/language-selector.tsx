import { SelectBox } from '../../../components/ui/select-box.tsx';
import { useT } from '../../../lib/i18n/index.ts';
import { setPreferences, usePreferences } from '../../../lib/preferences.ts';
import { useLanguages } from '../api/get-languages.ts';

export interface LanguageSelectorProps {
  className?: string;
}

/**
 * The interface language (spec §4 Language), stored under languageId. Every query key holds the
 * language, so texts, category names and static pages are fetched again in the new one.
 */
export function LanguageSelector({ className }: LanguageSelectorProps) {
  const t = useT();
  const { languageId } = usePreferences();
  const { data: languages = [] } = useLanguages();
  if (languages.length <= 1) return null;

  const options = languages.map((language) => ({ value: String(language.id), label: language.title }));
  const current = languages.find((language) => language.id === languageId);

  return (
    <SelectBox
      className={className}
      label={t('language.select')}
      options={options}
      value={String(languageId)}
      onChange={(id) => setPreferences({ languageId: Number(id) })}
      // The bar shows the short code; the list shows each language's own name.
      renderValue={() => current?.code.toUpperCase()}
    />
  );
}
