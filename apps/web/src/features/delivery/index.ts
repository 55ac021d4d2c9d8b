/**
 * When a bought item can go out and how fast offers go out: shown on product cards and pages, in the cart and
 * at checkout. Used by items, cart and orders; imports none of them.
 */
export { DeliverySpeedNote } from './components/delivery-speed-note.tsx';
export { TradableState } from './components/tradable-state.tsx';
export { isLocked, tradableDate } from './utils/tradable-date.ts';
