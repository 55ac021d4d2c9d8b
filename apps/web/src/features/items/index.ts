/** What other features (the home page) may use from this one. */
export { ItemCarousel } from './components/item-carousel.tsx';
export { ItemGrid } from './components/item-grid.tsx';
export { RecommendedCarousel } from './components/recommended-carousel.tsx';
export { useRandomItems, useRecommendedItems } from './api/get-showcase-items.ts';
export { useHeaderSuggestions } from './api/use-header-suggestions.ts';
