/** What the account page shows of the balance: its tab, and the top-up opened by `modal=TOP_UP_MODAL`. */
export { BalanceTab } from './components/balance-tab.tsx';
export { TopUpHost } from './components/top-up-host.tsx';
