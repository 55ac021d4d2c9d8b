import { formatPrice } from '@skins/shared';
import { Link } from 'react-router-dom';
import { ImageWithFallback } from '../../../components/ui/image-with-fallback.tsx';
import { ModalDialog } from '../../../components/ui/modal-dialog.tsx';
import { useT } from '../../../lib/i18n/index.ts';
import { useTermLabel } from '../../../lib/i18n/use-term-label.ts';
import { imageUrl } from '../../../lib/image-url.ts';
import type { PurchaseAnswer } from './buy-dialog.tsx';

/** What the pack gave, item by item, and where it goes: a Steam trade offer the buyer follows in their orders. */
export function PackReveal({ answer, onClose }: { answer: PurchaseAnswer; onClose: () => void }) {
  const t = useT();
  const label = useTermLabel();
  const won = answer.payload.won ?? [];
  return (
    <ModalDialog id="pack-reveal" title={t('balance.pack.revealTitle')} onClose={onClose}>
      <ul className="pack-reveal__list">
        {won.map((item) => (
          <li key={`${item.title}-${item.img_url}`} className="pack-reveal__item">
            <ImageWithFallback src={imageUrl(item.img_url)} alt="" className="pack-reveal__image" />
            <span>
              <strong>{item.title}</strong>
              {item.rarity ? ` · ${label('rarity', item.rarity)}` : ''} · {formatPrice(item.price, '€')}
            </span>
          </li>
        ))}
      </ul>
      <p>{t('balance.pack.revealText')}</p>
      <div className="dialog-actions">
        <button type="button" className="button button--ghost" onClick={onClose}>
          {t('common.close')}
        </button>
        <Link to="/account?tab=orders" className="button button--primary" onClick={onClose}>
          {t('balance.pack.follow')}
        </Link>
      </div>
    </ModalDialog>
  );
}
