import { createBrowserRouter } from 'react-router-dom';
import { PageLoader } from './page-loader.tsx';
import { RootLayout } from './root-layout.tsx';
import { RouteError } from './route-error.tsx';

/* Pages are loaded on demand so the first visit downloads only the shell and the page it opens. */
const productList = async () => {
  const { Component, loader, shouldRevalidate } = await import('../features/products/components/product-list-route.ts');
  return { Component, loader, shouldRevalidate };
};
const staticPage = async () => ({
  Component: (await import('../features/static-pages/components/static-page.tsx')).StaticPage,
});
const legacyStaticPage = async () => {
  const { StaticPage } = await import('../features/static-pages/components/static-page.tsx');
  return { Component: () => <StaticPage legacy /> };
};

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
            path: 'products/:category/:subcategory/:productId',
            lazy: async () => ({
              Component: (await import('../features/products/components/product-details-page.tsx')).ProductDetailsPage,
            }),
          },
          { path: 'static-page/:slug', lazy: legacyStaticPage },
          // Any other single segment may be a content page; reserved slugs and unknown pages are not-found.
          { path: ':slug', lazy: staticPage },
          {
            path: '*',
            lazy: async () => ({ Component: (await import('../features/not-found/components/not-found-page.tsx')).NotFoundPage }),
          },
        ],
      },
    ],
  },
]);
