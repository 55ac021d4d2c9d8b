import { Breadcrumbs } from '../../../components/ui/breadcrumbs.tsx';
import { PageTitle } from '../../../components/ui/page-title.tsx';
import { useT } from '../../../lib/i18n/index.ts';
import { headingText } from '../utils/list-heading.ts';
import type { Crumb, HeadingText } from '../utils/list-heading.ts';

export interface ItemListHeaderProps {
  title: HeadingText;
  crumbs: readonly Crumb[];
}

export function ItemListHeader({ title, crumbs }: ItemListHeaderProps) {
  const t = useT();
  const text = headingText(t, title);
  return (
    <header className="product-list__header">
      <PageTitle title={text} />
      <p className="product-list__eyebrow">{t('products.heading')}</p>
      <h1 className="product-list__title">{text}</h1>
      <Breadcrumbs items={crumbs.map((crumb) => ({ text: headingText(t, crumb.label), to: crumb.to }))} />
    </header>
  );
}
