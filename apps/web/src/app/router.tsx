import { createBrowserRouter } from 'react-router-dom';
import { GuestOnly, REQUIRES_AUTH_HANDLE, RequireAuth } from '../features/auth/index.ts';
import { PageLoader } from '../components/ui/page-loader.tsx';
import { prefetchItemList } from '../features/items/api/prefetch-item-list.ts';
import { ItemListPage } from '../features/items/components/item-list-page.tsx';
import { STATIC_PAGE_HANDLE } from './route-handles.ts';
import { RootLayout } from './root-layout.tsx';
import { RouteError } from './route-error.tsx';

/*
 * Pages are loaded on demand so the first visit downloads only the shell and the page it opens; the product
 * list, where most first visits land, is part of the shell, so the router can draw it (skeletons first) the
 * moment the app starts instead of after one more file.
 */
const staticPage = async () => ({
  Component: (await import('../features/static-pages/components/static-page.tsx')).StaticPage,
});
const legacyStaticPage = async () => {
  const { StaticPage } = await import('../features/static-pages/components/static-page.tsx');
  return { Component: () => <StaticPage legacy /> };
};
const emailVerification = async () => ({
  Component: (await import('../features/auth/components/email-verification-page.tsx')).EmailVerificationPage,
});
const notFound = async () => ({ Component: (await import('../features/not-found/components/not-found-page.tsx')).NotFoundPage });
const successPayment = async () => ({
  Component: (await import('../features/orders/components/success-payment-page.tsx')).SuccessPaymentPage,
});
const failPayment = async () => ({ Component: (await import('../features/orders/components/fail-payment-page.tsx')).FailPaymentPage });
const processingPayment = async () => ({
  Component: (await import('../features/orders/components/processing-payment-page.tsx')).ProcessingPaymentPage,
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
          { path: 'products', loader: prefetchItemList, shouldRevalidate: () => false, Component: ItemListPage },
          { path: 'products/:category/:subcategory?', loader: prefetchItemList, shouldRevalidate: () => false, Component: ItemListPage },
          {
            path: 'products/:category/:subcategory/:productId',
            lazy: async () => ({
              Component: (await import('../features/items/components/item-details-page.tsx')).ItemDetailsPage,
            }),
          },
          {
            // Guest-only: a signed-in user is sent home (or to the `redirect` a sign-in came with).
            Component: GuestOnly,
            children: [
              { path: 'sign-in', lazy: async () => ({ Component: (await import('../features/auth/components/sign-in-page.tsx')).SignInPage }) },
              { path: 'sign-up', lazy: async () => ({ Component: (await import('../features/auth/components/sign-up-page.tsx')).SignUpPage }) },
              {
                path: 'forgot-password',
                lazy: async () => ({ Component: (await import('../features/auth/components/forgot-password-page.tsx')).ForgotPasswordPage }),
              },
              {
                path: 'reset-password',
                lazy: async () => ({ Component: (await import('../features/auth/components/reset-password-page.tsx')).ResetPasswordPage }),
              },
            ],
          },
          { path: 'email-verification', lazy: emailVerification },
          { path: 'verify-email', lazy: emailVerification },
          {
            // Login required: a visitor is sent home with 'Please log in to access this page'.
            Component: RequireAuth,
            handle: REQUIRES_AUTH_HANDLE,
            children: [
              { path: 'account', lazy: async () => ({ Component: (await import('../features/users/components/account-page.tsx')).AccountPage }) },
              { path: 'cart', lazy: async () => ({ Component: (await import('./cart-route.tsx')).CartRoute }) },
            ],
          },
          // Spec §2: only /cart and /account need a login. A buyer whose session ended while paying follows
          // the order by the checkout's status token, which reads that one order only.
          { path: 'processing-payment', lazy: processingPayment },
          { path: 'success-payment', lazy: successPayment },
          { path: 'fail-payment', lazy: failPayment },
          { path: 'static-page/:slug', lazy: legacyStaticPage, handle: STATIC_PAGE_HANDLE },
          // Any other single segment may be a content page; reserved slugs and unknown pages are not-found.
          { path: ':slug', lazy: staticPage, handle: STATIC_PAGE_HANDLE },
          { path: '*', lazy: notFound },
        ],
      },
    ],
  },
]);
