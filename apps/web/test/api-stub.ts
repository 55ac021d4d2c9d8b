import type { Item, SellOrder, UserProfile } from '@skins/shared';
import { vi } from 'vitest';

type Answer = { status?: number; body: unknown };
type Route = (url: URL) => Answer | undefined;

export function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

/** The ok envelope of spec §7. */
export const ok = (payload: unknown): Answer => ({ body: { status: 'OK', payload } });

export function product(id: number, overrides: Partial<Item> = {}): Item {
  return {
    id,
    title: `Item ${id}`,
    price: id,
    old_price: null,
    img_url: `items/${id}.svg`,
    img_fallback_url: `items/${id}.svg`,
    type: 'Head',
    category: 'wearables',
    hero: null,
    quality: 'Rare',
    exterior_name: 'Standard',
    class: 'Wearable',
    is_new: false,
    is_sale: false,
    is_top: false,
    currency: 'EUR',
    currency_symbol: '€',
    tradable_after: null,
    ...overrides,
  };
}

/** A seller's order with staff's offer on it, as GET /api/sell-orders answers it. */
export function sellOrder(overrides: Partial<SellOrder> = {}): SellOrder {
  return {
    id: 12,
    skin_name: 'Manifold Paradox',
    quality: 'Arcana',
    price: 100,
    admin_price: 80,
    final_price: null,
    status: 'offer',
    status_label: 'Offer Available',
    trade_url: null,
    steam_link: 'https://steamcommunity.com/id/me/inventory',
    currency_symbol: '€',
    currency_code: 'EUR',
    created_at: '2025-01-05T09:07:00.000Z',
    card_number: null,
    card_holder_name: null,
    card_expire_date: null,
    offer_valid_until: null,
    status_reason: null,
    asset_id: null,
    intake: null,
    payout_reference: null,
    paid_out_at: null,
    payout_due_at: null,
    ...overrides,
  };
}

/**
 * A fetch stand-in that answers by path: `routes['/api/categories'] = () => ok([])`. A path without a
 * route gets the api's 404 envelope. `calls(path)` lists the query of every request to a path.
 */
export function stubApi(routes: Record<string, Route>) {
  const fetchMock = vi.fn<typeof fetch>(async (input) => {
    const url = new URL(String(input), 'http://localhost');
    const answer = routes[url.pathname]?.(url);
    if (!answer) return json({ status: 'ERROR', code: 'NOT_FOUND', message: 'Not found' }, 404);
    return json(answer.body, answer.status ?? 200);
  });
  vi.stubGlobal('fetch', fetchMock);
  const calls = (path: string) =>
    fetchMock.mock.calls.map(([input]) => new URL(String(input), 'http://localhost')).filter((url) => url.pathname === path).map((url) => url.searchParams);
  return { fetchMock, calls };
}

/** A signed-in user's profile as GET /api/user/profile answers it. */
export function profile(overrides: Partial<UserProfile> = {}): UserProfile {
  return {
    id: 7,
    name: 'Ada',
    surname: 'Lovelace',
    email: 'ada@example.com',
    email_verified: true,
    pending_email: null,
    phone: '+37120000000',
    phone_country_code: null,
    phone_national_number: null,
    avatarUrl: null,
    avatar: null,
    created_at: '2024-01-02T03:04:05.000Z',
    country: null,
    country_id: null,
    city: null,
    address: null,
    zip: null,
    post_code: null,
    steamId: null,
    steam_id: null,
    steam_trade_link: null,
    trade_url: null,
    iban: null,
    bic_swift: null,
    user_type: 'buyer',
    has_password: true,
    balance: 0,
    ...overrides,
  };
}
