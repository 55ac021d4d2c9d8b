import { BalanceCard } from './balance-card.tsx';
import { PurchaseHistory } from './purchase-history.tsx';
import { ShopSection } from './shop-section.tsx';
import './balance.css';

/** The account's Balance tab: the balance and its top-up, packs and prompts to buy, and the purchase history. */
export function BalanceTab() {
  return (
    <div className="balance-tab">
      <BalanceCard />
      <div className="balance-tab__shop">
        <ShopSection kind="pack" />
        <ShopSection kind="prompt" />
      </div>
      <PurchaseHistory />
    </div>
  );
}
