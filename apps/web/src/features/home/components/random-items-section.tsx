import { RANDOM_PRODUCTS_COUNT } from '@skins/shared';
import { useT } from '../../../lib/i18n/index.ts';
import { ItemGrid, useRandomItems } from '../../items/index.ts';

/** A random handful of the catalogue, new on every visit. Hidden when it cannot be loaded. */
export function RandomItemsSection() {
  const t = useT();
  const { data, isPending, isError } = useRandomItems();
  if (isError || (data && data.length === 0)) return null;
  return (
    <section className="home-random" aria-labelledby="home-random-title">
      <div className="home-random__head">
        <h2 id="home-random-title" className="home-section-title">
          {t('home.randomTitle')}
        </h2>
        <p className="home-random__text">{t('home.randomText')}</p>
      </div>
      {isPending ? <ItemGrid skeletons={RANDOM_PRODUCTS_COUNT} wide /> : <ItemGrid products={data ?? []} wide />}
    </section>
  );
}
