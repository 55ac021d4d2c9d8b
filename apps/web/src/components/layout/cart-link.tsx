import { NavLink } from 'react-router-dom';
import { useT } from '../../lib/i18n/index.ts';
import { CartIcon } from '../icons/cart-icon.tsx';

export interface CartLinkProps {
  count: number;
  className?: string;
  onNavigate?: () => void;
}

export function CartLink({ count, className, onNavigate }: CartLinkProps) {
  const t = useT();
  return (
    <NavLink to="/cart" className={className} aria-label={t('header.cartWithCount', { count })} onClick={onNavigate}>
      <span className="cart-link__icon">
        <CartIcon size={20} />
        <span className="cart-link__badge" data-empty={count === 0 || undefined} aria-hidden="true">
          {count > 99 ? '99+' : count}
        </span>
      </span>
      <span aria-hidden="true">{t('header.cart')}</span>
    </NavLink>
  );
}
