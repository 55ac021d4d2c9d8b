/** What other features (the home page) may use from this one. */
export { ProductCarousel } from './components/product-carousel.tsx';
export { ProductGrid } from './components/product-grid.tsx';
export { RecommendedCarousel } from './components/recommended-carousel.tsx';
export { useRandomProducts, useRecommendedProducts } from './api/get-showcase-products.ts';
