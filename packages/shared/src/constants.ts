/** Business constants of spec §9, shared by the api and the web app. */
export const DEFAULT_CURRENCY = { code: 'EUR', symbol: '€', rate: '1' } as const;
export const DEFAULT_LANGUAGE_ID = 1;

export const LIST_PAGE_SIZE_PANEL_OPEN = 16;
export const LIST_PAGE_SIZE_PANEL_CLOSED = 20;
/** The largest page a client may ask for; larger answers are refused with a field error. */
export const LIST_PAGE_SIZE_MAX = 100;
export const RANDOM_PRODUCTS_COUNT = 20;
export const ORDER_HISTORY_PAGE_SIZE = 5;

export const LIST_FETCH_DEBOUNCE_MS = 400;
export const PRICE_INPUT_DEBOUNCE_MS = 300;
export const SEARCH_DEBOUNCE_MS = 300;
export const API_TIMEOUT_MS = 6000;
export const MOBILE_BREAKPOINT_PX = 768;
export const PAGINATION_WINDOW = 5;

export const ORDER_STATUS_POLL_INTERVAL_MS = 5000;
export const ORDER_STATUS_POLL_MAX_ATTEMPTS = 30;

export const MIN_SELL_PRICE = 0.01;

/** Paths that can never be static-page slugs (spec §2 route table, plus the web app's auth screens). */
export const RESERVED_SLUGS = [
  '',
  'products',
  'account',
  'cart',
  'auth',
  'contact',
  'email-verification',
  'verify-email',
  'success-payment',
  'fail-payment',
  'processing-payment',
  'static-page',
  // The web app's own screens (sign-in and password screens live at the root, since /auth/* is the api's).
  'sign-in',
  'sign-up',
  'forgot-password',
  'reset-password',
] as const;

/** Local storage keys of spec §3. */
export const STORAGE_KEYS = {
  authSession: 'auth_session',
  authUserType: 'auth_user_type',
  token: 'token',
  currencyCode: 'currencyCode',
  currencySymbol: 'currencySymbol',
  languageId: 'languageId',
  cookieConsent: 'cookie_consent',
  cookieSettings: 'cookie_settings',
  lastPaymentStatus: 'last_payment_status',
  lastOrderId: 'last_order_id',
  cartNeedsRefresh: 'cart_needs_refresh',
} as const;
