import { Link } from 'react-router-dom';
import { useT } from '../../lib/i18n/index.ts';
import './breadcrumbs.css';

export interface BreadcrumbItem {
  text: string;
  /** Omitted for an item that is not a link. */
  to?: string;
}

export interface BreadcrumbsProps {
  items: readonly BreadcrumbItem[];
}

/** The last item is the current page. */
export function Breadcrumbs({ items }: BreadcrumbsProps) {
  const t = useT();
  return (
    <nav className="breadcrumbs" aria-label={t('products.breadcrumbs.label')}>
      <ol className="breadcrumbs__list">
        {items.map((item, index) => {
          const current = index === items.length - 1;
          return (
            <li key={`${index}-${item.text}`} className="breadcrumbs__item">
              {item.to ? (
                <Link to={item.to} className="breadcrumbs__link" aria-current={current ? 'page' : undefined}>
                  {item.text}
                </Link>
              ) : (
                <span aria-current={current ? 'page' : undefined}>{item.text}</span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
