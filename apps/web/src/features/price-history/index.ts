export { useReferencePrices } from './api/get-price-history.ts';
export { BelowMedianBadge } from './components/below-median-badge.tsx';
export { FarAboveMedianWarning } from './components/far-above-median-warning.tsx';
export { PriceHistorySection } from './components/price-history-section.tsx';
