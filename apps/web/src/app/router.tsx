import { createBrowserRouter } from 'react-router-dom';
import { PageLoader } from './page-loader.tsx';
import { RootLayout } from './root-layout.tsx';
import { RouteError } from './route-error.tsx';

/* Pages are loaded on demand so the first visit downloads only the shell and the page it opens. */
const productList = async () => ({
  Component: (await import('../features/products/components/product-list-page.tsx')).ProductListPage,
});

export const router = createBrowserRouter([
  {
    path: '/',
    Component: RootLayout,
    HydrateFallback: PageLoader,
    children: [
      {
        // Pathless, so a page that fails keeps the header and footer around its error.
        ErrorBoundary: RouteError,
        children: [
          { index: true, lazy: async () => ({ Component: (await import('../features/home/components/home-page.tsx')).HomePage }) },
          { path: 'products', lazy: productList },
          { path: 'products/:category/:subcategory?', lazy: productList },
          {
            path: '*',
            lazy: async () => ({ Component: (await import('../features/not-found/components/not-found-page.tsx')).NotFoundPage }),
          },
        ],
      },
    ],
  },
]);
