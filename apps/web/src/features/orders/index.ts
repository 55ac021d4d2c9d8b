/** What the account page shows of the buyer's orders. */
export { OrderHistory } from './components/order-history.tsx';
