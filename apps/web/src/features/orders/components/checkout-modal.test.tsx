import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ok, profile, stubApi } from '../../../../test/api-stub.ts';
import { renderWithProviders } from '../../../../test/render.tsx';
import { dispatchAuth, reloadAuthState } from '../../auth/index.ts';
import type { CartItem } from '@skins/shared';
import { CheckoutModal } from './checkout-modal.tsx';

const item: CartItem = {
  id: 1,
  item_id: 501,
  item_hash: '501',
  count: 1,
  is_variation: false,
  title: 'Manifold Paradox',
  img_url: 'items/501.svg',
  img_url_big: 'items/501.svg',
  img_fallback_url: 'items/501.svg',
  type: 'Weapon',
  item_type: 'Wearable',
  price: 12.5,
  old_price: null,
  quality: 'Arcana',
  category: 'wearables',
  tradable_after: null,
};

const settings = {
  requisites: '',
  support_email: '',
  is_reg_enabled: true,
  min_top_up: 0,
  vat_percent: 0,
  google_tag: '',
  paysage: { public_key: 'key', test_mode: true, widget_url: 'http://sandbox.test/paysage/widget/be_gateway.js' },
};

/** The trade URL of SteamID64 76561198000000000 (partner = SteamID64 - 76561197960265728). */
const TRADE_URL = 'https://steamcommunity.com/tradeoffer/new/?partner=39734272&token=AbCdEfGh';

function renderModal(overrides: Parameters<typeof profile>[0] = {}) {
  const onWidgetCheckout = vi.fn();
  const checkout = vi.fn(() => ({
    body: { status: 'OK', order_id: 9, amount: 12.5, amount_minor: 1250, currency: 'EUR', tracking_id: 't-9', notification_url: 'http://api.test/n', description: 'Order #9', token: 't'.repeat(64), checkout_url: 'http://sandbox.test/paysage', test_mode: true, status_token: 'st-9' },
  }));
  const api = stubApi({
    '/api/user/profile': () => ok(profile(overrides)),
    '/api/countries': () => ok([{ id: 428, title: 'Latvia', iso: 'LV' }, { id: 440, title: 'Lithuania', iso: 'LT' }]),
    '/api/geo/country': () => ok({ country: 'LT', detected: true }),
    '/api/settings': () => ok(settings),
    '/sanctum/csrf-cookie': () => ({ body: {} }),
    '/api/orders/checkout': checkout,
  });
  renderWithProviders(<CheckoutModal amount={12.5} currency="EUR" currencySymbol="€" items={[item]} onClose={() => {}} onWidgetCheckout={onWidgetCheckout} />);
  return { ...api, onWidgetCheckout, checkout };
}

const field = (name: string) => screen.getByLabelText(new RegExp(`^${name}\\*?$`));
const type = (name: string, value: string) => {
  fireEvent.change(field(name), { target: { value } });
  fireEvent.blur(field(name));
};

describe('CheckoutModal', () => {
  beforeEach(() => {
    localStorage.clear();
    dispatchAuth({ type: 'checked', authenticated: true, emailVerified: true });
    // The widget script is not fetched in tests.
    vi.spyOn(document.head, 'appendChild').mockImplementation((node) => node);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    dispatchAuth({ type: 'cleared' });
    reloadAuthState();
  });

  it('shows the amount and checks each field when it is left, with the messages of spec §5', async () => {
    renderModal({ email: null, phone: null });
    expect(screen.getByText('€12.50')).toBeTruthy();
    await screen.findByRole('button', { name: 'Pay' });
    const phone = screen.getByRole('textbox', { name: /Phone Number/ }) as HTMLInputElement;
    expect([phone.type, phone.name, phone.maxLength, phone.placeholder]).toEqual(['tel', 'telephone', 25, 'Enter a phone number']);
    await waitFor(() => expect((screen.getByRole('combobox', { name: 'Phone country' }) as HTMLSelectElement).value).toBe('LT'));
    expect(screen.getByText('You will be charged in EUR.')).toBeTruthy();

    // The checks run asynchronously (react-hook-form's resolver), hence findBy and waitFor.
    fireEvent.blur(field('City'));
    expect(await screen.findByText('City is required')).toBeTruthy();
    expect(screen.queryByText('Address is required')).toBeNull();

    type('Phone Number', '12ab');
    expect(await screen.findByText('Invalid phone format (e.g. +1234567890)')).toBeTruthy();
    type('Email', 'ada@');
    expect(await screen.findByText('Invalid email format')).toBeTruthy();
    type('Trade URL', 'https://example.com/trade');
    expect(await screen.findByText(/^Invalid Steam trade URL format\. It should look like: https:\/\/steamcommunity\.com/)).toBeTruthy();
    fireEvent.blur(field('Steam ID'));
    expect(await screen.findByText('Steam ID is required')).toBeTruthy();
    type('Steam ID', 'abc');
    expect(await screen.findByText(/^The Steam ID must be a SteamID64/)).toBeTruthy();
    type('Steam ID', '76561198000000001');
    type('Trade URL', TRADE_URL);
    expect(await screen.findByText(/^This trade URL belongs to another Steam account than the Steam ID/)).toBeTruthy();
    fireEvent.blur(screen.getByRole('combobox', { name: 'Country' }));
    expect(await screen.findByText('Country is required')).toBeTruthy();

    type('City', 'Riga');
    await waitFor(() => expect(screen.queryByText('City is required')).toBeNull());
    // A digital item asks for an address: the form says whose and why.
    expect(screen.getByText(/^Your card's billing address: the payment provider checks it with your bank/)).toBeTruthy();
    expect(field('Email').hasAttribute('disabled')).toBe(false);
  });

  it('keeps Pay disabled until every field is filled, locks a known e-mail and a Steam sign-in\'s Steam ID, and pays through the widget flow', async () => {
    const { onWidgetCheckout, checkout, fetchMock } = renderModal({ email: 'ada@example.com', steamId: '76561198000000000', city: 'Riga' });
    const pay = await screen.findByRole('button', { name: 'Pay' });
    expect((field('First Name') as HTMLInputElement).value).toBe('Ada');
    expect(field('Email').hasAttribute('disabled')).toBe(true);
    expect((field('Steam ID') as HTMLInputElement).value).toBe('76561198000000000');
    expect(field('Steam ID').hasAttribute('disabled')).toBe(true);
    expect(pay.hasAttribute('disabled')).toBe(true);

    await screen.findByRole('option', { name: 'Latvia' });
    fireEvent.change(screen.getByRole('combobox', { name: 'Country' }), { target: { value: '428' } });
    type('Address', 'Brivibas iela 1');
    type('Postal Code', 'LV-1050');
    type('Trade URL', TRADE_URL);
    // The international phone input: the saved number shown formatted beside its 'LV +371' (the calling code
    // once), a national one typed for the visitor's country (LT by IP here).
    expect((field('Phone Number') as HTMLInputElement).value).toBe('20 000 000');
    expect(screen.getByText('LV +371')).toBeTruthy();
    await waitFor(() => expect((screen.getByRole('combobox', { name: 'Phone country' }) as HTMLSelectElement).value).toBe('LV'));
    fireEvent.change(screen.getByRole('combobox', { name: 'Phone country' }), { target: { value: 'LT' } });
    type('Phone Number', '612 34567');
    expect(pay.hasAttribute('disabled')).toBe(false);
    expect((screen.getByRole('checkbox', { name: 'Save my information for future purchases' }) as HTMLInputElement).checked).toBe(true);

    fireEvent.click(pay);
    await waitFor(() => expect(onWidgetCheckout).toHaveBeenCalledTimes(1));
    expect(checkout).toHaveBeenCalledTimes(1);
    const call = fetchMock.mock.calls.find(([input]) => String(input).startsWith('/api/orders/checkout'));
    const init = call?.[1];
    const body = JSON.parse(String(init?.body)) as Record<string, unknown>;
    expect(body).toMatchObject({ paymentType: 'paysage_widget', accept_terms: true, country: '428', country_iso: 'LV', saveData: true, steamId: '76561198000000000', tradeUrl: TRADE_URL, currency: 'EUR', phone: '+37061234567' });
    expect(body.items).toEqual([{ id: 501, type: 'item', price: 12.5, quantity: 1 }]);
    expect(new Headers(init?.headers).get('Idempotency-Key')).toMatch(/.{8,}/);
    expect(onWidgetCheckout.mock.calls[0]?.[0]).toMatchObject({ order_id: 9, amount_minor: 1250 });
  });

  it('shows a saved billing address as a summary with Change, prefilled from the profile, and sends it', async () => {
    const { checkout, fetchMock } = renderModal({
      email: 'ada@example.com',
      phone: '+37121234567',
      steamId: '76561198000000000',
      trade_url: TRADE_URL,
      country: { id: 428, title: 'Latvia', iso: 'LV' },
      country_id: 428,
      city: 'Riga',
      address: 'Brivibas iela 1',
      zip: 'LV-1050',
    });
    const pay = await screen.findByRole('button', { name: 'Pay' });
    const summary = await screen.findByRole('group', { name: 'Billing address from your profile' });
    expect(summary.textContent).toContain('Brivibas iela 1, LV-1050 Riga, Latvia');
    expect(screen.queryByRole('textbox', { name: /^City/ })).toBeNull();
    expect(screen.queryByRole('textbox', { name: /^Address/ })).toBeNull();
    // The phone's calling code is said once, by the picker.
    expect((field('Phone Number') as HTMLInputElement).value).toBe('21 234 567');
    expect(screen.getByText('LV +371')).toBeTruthy();
    expect(pay.hasAttribute('disabled')).toBe(false);

    fireEvent.click(screen.getByRole('button', { name: 'Change' }));
    expect((field('City') as HTMLInputElement).value).toBe('Riga');
    expect((field('Address') as HTMLInputElement).value).toBe('Brivibas iela 1');
    expect((field('Postal Code') as HTMLInputElement).value).toBe('LV-1050');
    expect((screen.getByRole('combobox', { name: 'Country' }) as HTMLSelectElement).value).toBe('428');
    type('City', 'Jurmala');

    fireEvent.click(pay);
    await waitFor(() => expect(checkout).toHaveBeenCalledTimes(1));
    const call = fetchMock.mock.calls.find(([input]) => String(input).startsWith('/api/orders/checkout'));
    expect(JSON.parse(String(call?.[1]?.body))).toMatchObject({ country: '428', country_iso: 'LV', city: 'Jurmala', address: 'Brivibas iela 1', postCode: 'LV-1050', phone: '+37121234567', email: 'ada@example.com' });
  });

  it('asks for the billing address when the profile has none complete', async () => {
    renderModal({ country_id: 428, city: 'Riga', address: null, zip: 'LV-1050' });
    await screen.findByRole('button', { name: 'Pay' });
    expect((field('City') as HTMLInputElement).value).toBe('Riga');
    expect(screen.queryByRole('button', { name: 'Change' })).toBeNull();
  });

  it("prefills a Steam-only buyer's e-mail waiting for confirmation, and says saving keeps it", async () => {
    renderModal({ email: null, pending_email: 'kept@example.com', has_password: false, steamId: '76561198000000000' });
    await screen.findByRole('button', { name: 'Pay' });
    expect((field('Email') as HTMLInputElement).value).toBe('kept@example.com');
    expect(field('Email').hasAttribute('disabled')).toBe(false);
    expect(screen.getByText('Saved with your information: we send one link to confirm it, then your mails go there.')).toBeTruthy();
  });
});
