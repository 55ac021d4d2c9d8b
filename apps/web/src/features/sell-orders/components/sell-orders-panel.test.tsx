import { SELL_ORDER_LIMITS, type SellOrder, type SellOrderStatus } from '@skins/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json, profile, sellOrder } from '../../../../test/api-stub.ts';
import { dispatchAuth } from '../../auth/index.ts';
import { renderWithProviders } from '../../../../test/render.tsx';
import { clearToasts, getToasts } from '../../../lib/toast-store.ts';
import { SellOrdersPanel } from './sell-orders-panel.tsx';

const order = (id: number, status: SellOrderStatus, extra: Partial<SellOrder> = {}): SellOrder =>
  sellOrder({
    id,
    skin_name: `Skin ${id}`,
    quality: 'Immortal',
    admin_price: status === 'pending' ? null : 80,
    final_price: status === 'sold' ? 95 : null,
    status,
    status_label: status,
    ...extra,
  });

type Handler = (request: { method: string; body: unknown }) => { status?: number; body: unknown };

/** A fetch stand-in that answers by method and path ('GET /api/sell-orders'). */
function stubRoutes(routes: Record<string, Handler>) {
  const fetchMock = vi.fn<typeof fetch>(async (input, init) => {
    const method = init?.method ?? 'GET';
    const path = new URL(String(input), 'http://localhost').pathname;
    if (path === '/sanctum/csrf-cookie') return json({});
    const handler = routes[`${method} ${path}`];
    if (!handler) return json({ status: 'ERROR', code: 'NOT_FOUND', message: 'Not found' }, 404);
    const answer = handler({ method, body: init?.body ? JSON.parse(String(init.body)) : undefined });
    return json(answer.body, answer.status ?? 200);
  });
  vi.stubGlobal('fetch', fetchMock);
  lastFetch = fetchMock;
  return fetchMock;
}

/** Fills the sell form with a valid order and submits it. */
function submitValidSellForm(form: HTMLElement) {
  fireEvent.change(within(form).getByRole('textbox', { name: /^Skin name/ }), { target: { value: 'Dragonclaw Hook' } });
  fireEvent.change(within(form).getByRole('combobox', { name: /^Rarity/ }), { target: { value: 'Immortal' } });
  fireEvent.change(within(form).getByRole('spinbutton', { name: /^Price \(EUR\)/ }), { target: { value: '12.5' } });
  fireEvent.change(within(form).getByRole('textbox', { name: /^Steam link/ }), { target: { value: 'https://steamcommunity.com/id/me/inventory' } });
  fireEvent.click(within(form).getByRole('button', { name: 'Submit' }));
}

let lastFetch: ReturnType<typeof vi.fn<typeof fetch>> | null = null;
const fetchCalls = (path: string) => lastFetch?.mock.calls.filter(([input]) => new URL(String(input), 'http://localhost').pathname === path).length ?? 0;

const list = (orders: SellOrder[]): Handler => () => ({ body: { status: 'OK', payload: orders } });
const region = (name: string) => screen.getByRole('region', { name });
const card = (name: string) => within(region('My Sell Orders')).getByRole('listitem', { name });
const buttonsOf = (element: HTMLElement) => within(element).queryAllByRole('button').map((button) => button.textContent);

describe('the Sell Orders tab', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => {
    vi.unstubAllGlobals();
    clearToasts();
  });

  it('tells a non-seller that seller access is required', () => {
    stubRoutes({});
    renderWithProviders(<SellOrdersPanel isSeller={false} />);
    expect(screen.getByRole('alert').textContent).toContain('Seller Access Required');
    expect(screen.getByText('This feature is only available for seller accounts.')).toBeTruthy();
  });

  it('lists the orders with their status labels and only the buttons that can work', async () => {
    stubRoutes({
      'GET /api/sell-orders': list([
        order(1, 'pending'),
        order(2, 'offer'),
        order(3, 'accepted', { card_number: '•••• •••• •••• 4242' }),
        order(4, 'sold', { card_number: '•••• •••• •••• 4242' }),
        order(5, 'rejected'),
      ]),
    });
    renderWithProviders(<SellOrdersPanel isSeller />);
    await screen.findByRole('listitem', { name: 'Skin 1' });

    expect(buttonsOf(card('Skin 1'))).toEqual(['Edit', 'Delete']);
    expect(within(card('Skin 1')).getByText('Pending')).toBeTruthy();
    expect(within(card('Skin 1')).getByText('05.01.2025', { exact: false })).toBeTruthy();
    // The offer is answered in 'Offers Awaiting Your Response' only; its row points there.
    expect(buttonsOf(card('Skin 2'))).toEqual([]);
    expect(within(card('Skin 2')).getByRole('link', { name: 'Our offer waits for your answer above' })).toBeTruthy();
    expect(within(card('Skin 2')).getByText('Offer Available')).toBeTruthy();
    expect(buttonsOf(card('Skin 3'))).toEqual(['View Payment Details']);
    expect(within(card('Skin 3')).getByText('€100.00').tagName).toBe('S');
    expect(within(card('Skin 4')).getByText('Sold', { selector: 'dt' })).toBeTruthy();
    expect(within(card('Skin 4')).getByText('€95.00')).toBeTruthy();
    expect(buttonsOf(card('Skin 5'))).toEqual([]);

    const offers = region('Offers Awaiting Your Response');
    expect(within(offers).getAllByRole('listitem').map((item) => item.getAttribute('aria-labelledby'))).toEqual(['offer-2']);
    expect(within(offers).getByText('€80.00')).toBeTruthy();
  });

  it('rejects an offer after the confirmation and shows the answer in place', async () => {
    const reject = vi.fn<Handler>(() => ({ body: { status: 'OK', payload: order(2, 'rejected') } }));
    stubRoutes({ 'GET /api/sell-orders': list([order(2, 'offer')]), 'POST /api/sell-orders/2/reject': reject });
    renderWithProviders(<SellOrdersPanel isSeller />);
    fireEvent.click(await within(await screen.findByRole('region', { name: 'Offers Awaiting Your Response' })).findByRole('button', { name: 'Reject' }));

    const dialog = screen.getByRole('dialog', { name: 'Please confirm' });
    expect(within(dialog).getByText('Are you sure you want to reject this offer?')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(reject).not.toHaveBeenCalled();

    fireEvent.click(within(region('Offers Awaiting Your Response')).getByRole('button', { name: 'Reject' }));
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Reject' }));
    await waitFor(() => expect(within(card('Skin 2')).getByText('Rejected')).toBeTruthy());
    expect(reject).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('region', { name: 'Offers Awaiting Your Response' })).toBeNull();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(getToasts().map((toast) => toast.text)).toContain('Offer rejected successfully');
  });

  it("shows a 409's message and fetches the list again", async () => {
    let orders = [order(1, 'pending')];
    const get = vi.fn<Handler>(() => ({ body: { status: 'OK', payload: orders } }));
    stubRoutes({
      'GET /api/sell-orders': get,
      'DELETE /api/sell-orders/1': () => {
        orders = [order(1, 'offer')];
        return { status: 409, body: { status: 'ERROR', code: 'CONFLICT', message: 'This sell order cannot be deleted while it is Offer Available.' } };
      },
    });
    renderWithProviders(<SellOrdersPanel isSeller />);
    fireEvent.click(await within(await screen.findByRole('listitem', { name: 'Skin 1' })).findByRole('button', { name: 'Delete' }));
    expect(screen.getByText('Are you sure you want to delete this sell order?')).toBeTruthy();
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(within(region('Offers Awaiting Your Response')).getAllByRole('button').map((button) => button.textContent)).toEqual(['Accept', 'Reject']));
    expect(buttonsOf(card('Skin 1'))).toEqual([]);
    expect(get).toHaveBeenCalledTimes(2);
    expect(getToasts().map((toast) => toast.text)).toContain('This sell order cannot be deleted while it is Offer Available.');
  });

  it("submits the sell form and shows the api's field errors with rarity for quality", async () => {
    const create = vi
      .fn<Handler>()
      .mockReturnValueOnce({ status: 422, body: { status: 'ERROR', code: 'VALIDATION', message: 'The selected quality is invalid.', errors: { quality: ['The selected quality is invalid.'] } } })
      .mockImplementationOnce(() => ({ body: { status: 'OK', payload: order(9, 'pending', { skin_name: 'Dragonclaw Hook' }) } }));
    stubRoutes({ 'GET /api/sell-orders': list([]), 'POST /api/sell-orders': create });
    renderWithProviders(<SellOrdersPanel isSeller />);
    const form = await screen.findByRole('region', { name: 'Sell Your Skin or Item' });
    await screen.findByText('You have no sell orders yet');

    fireEvent.click(within(form).getByRole('button', { name: 'Submit' }));
    expect(await within(form).findByText('Please correct the errors in the form')).toBeTruthy();
    expect(within(form).getByText('Skin name is required')).toBeTruthy();
    expect(create).not.toHaveBeenCalled();

    fireEvent.change(within(form).getByRole('textbox', { name: /^Skin name/ }), { target: { value: 'Dragonclaw Hook' } });
    fireEvent.change(within(form).getByRole('combobox', { name: /^Rarity/ }), { target: { value: 'Immortal' } });
    fireEvent.change(within(form).getByRole('spinbutton', { name: /^Price \(EUR\)/ }), { target: { value: '12.5' } });
    fireEvent.change(within(form).getByRole('textbox', { name: /^Steam link/ }), { target: { value: 'https://steamcommunity.com/id/me/inventory' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Submit' }));
    expect(await within(form).findByText('The selected rarity is invalid.')).toBeTruthy();
    expect(within(form).getByText('Please correct the errors in the form')).toBeTruthy();
    expect(create.mock.calls[0]?.[0].body).toMatchObject({ skin_name: 'Dragonclaw Hook', quality: 'Immortal', price: 12.5, currency: 'EUR' });

    fireEvent.click(within(form).getByRole('button', { name: 'Submit' }));
    await screen.findByRole('listitem', { name: 'Dragonclaw Hook' });
    expect(within(form).getByRole('textbox', { name: /^Skin name/ })).toHaveProperty('value', '');
    expect(getToasts().map((toast) => toast.text)).toContain('Sell order submitted successfully');
  });

  it('fills the Steam link from the copy picked in the Steam inventory, and answers an offer only in the awaiting list', async () => {
    dispatchAuth({ type: 'checked', authenticated: true, emailVerified: true });
    const create = vi.fn<Handler>(() => ({ body: { status: 'OK', payload: order(9, 'pending') } }));
    const item = { asset_id: '4242', name: 'Dragonclaw Hook', rarity: 'Immortal', hero: null, slot: null, tradable: true, reference_price: 20, fee_percent: 10, fee: 2, suggested_price: 18, currency_symbol: '€' };
    stubRoutes({
      'GET /api/sell-orders': list([order(3, 'offer')]),
      'POST /api/sell-orders': create,
      'GET /api/sell-orders/inventory': () => ({ body: { status: 'OK', payload: [item] } }),
      'GET /api/user/profile': () => ({ body: { status: 'OK', payload: profile({ steamId: '76561198000000000', user_type: 'seller' }) } }),
    });
    renderWithProviders(<SellOrdersPanel isSeller />);
    // The offer's buttons are in 'Offers Awaiting Your Response'; its row in the list points there.
    await screen.findByRole('region', { name: 'Offers Awaiting Your Response' });
    const row = card('Skin 3');
    expect(buttonsOf(row)).toEqual([]);
    expect(within(row).getByRole('link', { name: 'Our offer waits for your answer above' }).getAttribute('href')).toBe('#offers-awaiting');
    expect(within(region('Offers Awaiting Your Response')).getAllByRole('button').map((button) => button.textContent)).toEqual(['Accept', 'Reject']);

    const form = region('Sell Your Skin or Item');
    await waitFor(() => expect(fetchCalls('/api/user/profile')).toBeGreaterThan(0));
    fireEvent.click(within(form).getByRole('button', { name: /inventory/i }));
    fireEvent.click(await within(form).findByRole('button', { name: /Dragonclaw Hook/ }));
    expect(within(form).getByRole('textbox', { name: /^Steam link/ })).toHaveProperty('value', 'https://steamcommunity.com/profiles/76561198000000000/inventory/#570_2_4242');
    fireEvent.click(within(form).getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(create).toHaveBeenCalledTimes(1));
    expect(create.mock.calls[0]?.[0].body).toMatchObject({ skin_name: 'Dragonclaw Hook', asset_id: '4242', steam_link: 'https://steamcommunity.com/profiles/76561198000000000/inventory/#570_2_4242' });
    dispatchAuth({ type: 'cleared' });
  });

  it('words a payout at another amount from the prices, in the interface language', async () => {
    stubRoutes({ 'GET /api/sell-orders': list([order(4, 'sold', { status_reason: 'paid €95.00 instead of the accepted €80.00: the market price fell' })]) });
    renderWithProviders(<SellOrdersPanel isSeller />);
    await screen.findByRole('listitem', { name: 'Skin 4' });
    expect(within(card('Skin 4')).getByText('We paid €95.00 instead of the accepted €80.00. Why: the market price fell')).toBeTruthy();
  });

  it('says once why an intake that failed cancelled the order', async () => {
    const intake = { state: 'failed' as const, bot: 'bot1', code: null, offer_url: null, deadline: null, received_at: null, payout_after: null, failure_reason: 'the offer was declined' };
    stubRoutes({ 'GET /api/sell-orders': list([order(5, 'cancelled', { intake, status_reason: 'the skin never reached us: the offer was declined' })]) });
    renderWithProviders(<SellOrdersPanel isSeller />);
    await screen.findByRole('listitem', { name: 'Skin 5' });
    const text = card('Skin 5').textContent ?? '';
    expect(text.match(/Why:/g)).toHaveLength(1);
    expect(text).toContain('We could not take the skin in, so the sell order is cancelled.');
    expect(text).toContain('the offer was declined');
  });

  it("says 'Failed to create sell order' when the create call fails without a message of the server's (spec §8)", async () => {
    stubRoutes({ 'GET /api/sell-orders': list([]), 'POST /api/sell-orders': () => ({ status: 502, body: '<html>Bad Gateway</html>' }) });
    renderWithProviders(<SellOrdersPanel isSeller />);
    const form = await screen.findByRole('region', { name: 'Sell Your Skin or Item' });
    fireEvent.change(within(form).getByRole('textbox', { name: /^Skin name/ }), { target: { value: 'Dragonclaw Hook' } });
    fireEvent.change(within(form).getByRole('combobox', { name: /^Rarity/ }), { target: { value: 'Immortal' } });
    fireEvent.change(within(form).getByRole('spinbutton', { name: /^Price \(EUR\)/ }), { target: { value: '12.5' } });
    fireEvent.change(within(form).getByRole('textbox', { name: /^Steam link/ }), { target: { value: 'https://steamcommunity.com/id/me/inventory' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Submit' }));
    expect(await within(form).findByText('Failed to create sell order')).toBeTruthy();
  });

  it('says in the interface language that the seller has too many open sell orders, whatever words the api used', async () => {
    const refused = { status: 'ERROR', code: 'SELL_ORDER_LIMIT', message: 'Limit reached' };
    stubRoutes({ 'GET /api/sell-orders': list([]), 'POST /api/sell-orders': () => ({ status: 409, body: refused }) });
    renderWithProviders(<SellOrdersPanel isSeller />);
    const form = await screen.findByRole('region', { name: 'Sell Your Skin or Item' });
    submitValidSellForm(form);
    expect(await within(form).findByText(`You have ${SELL_ORDER_LIMITS.openPerSeller} open sell orders already. Wait until one is handled, or delete one, before you add another.`)).toBeTruthy();
    expect(within(form).queryByText('Limit reached')).toBeNull();
  });

  it('says too many requests in the interface language when the api limits how fast a seller creates sell orders', async () => {
    const limited = { status: 'ERROR', code: 'RATE_LIMITED', message: 'Too many attempts. Please try again in 60 minutes.' };
    stubRoutes({ 'GET /api/sell-orders': list([]), 'POST /api/sell-orders': () => ({ status: 429, body: limited }) });
    renderWithProviders(<SellOrdersPanel isSeller />);
    const form = await screen.findByRole('region', { name: 'Sell Your Skin or Item' });
    submitValidSellForm(form);
    expect(await within(form).findByText('Too many requests. Please wait a moment and try again.')).toBeTruthy();
  });

  it('holds the sell form to the api\'s limits: a price above 1,000,000 and over-long texts never leave the page', async () => {
    const create = vi.fn<Handler>(() => ({ body: { status: 'OK', payload: order(9, 'pending') } }));
    stubRoutes({ 'GET /api/sell-orders': list([]), 'POST /api/sell-orders': create });
    renderWithProviders(<SellOrdersPanel isSeller />);
    const form = await screen.findByRole('region', { name: 'Sell Your Skin or Item' });

    fireEvent.change(within(form).getByRole('textbox', { name: /^Skin name/ }), { target: { value: 'x'.repeat(151) } });
    fireEvent.change(within(form).getByRole('combobox', { name: /^Rarity/ }), { target: { value: 'Immortal' } });
    fireEvent.change(within(form).getByRole('spinbutton', { name: /^Price \(EUR\)/ }), { target: { value: '2000000' } });
    fireEvent.change(within(form).getByRole('textbox', { name: /^Steam link/ }), { target: { value: `https://steamcommunity.com/${'a'.repeat(250)}` } });
    fireEvent.click(within(form).getByRole('button', { name: 'Submit' }));

    expect(await within(form).findByText('Price may not be greater than 1000000')).toBeTruthy();
    expect(within(form).getAllByText('May not be longer than 150 characters')).toHaveLength(1);
    expect(within(form).getByText('May not be longer than 255 characters')).toBeTruthy();
    expect(within(form).getByText('Please correct the errors in the form')).toBeTruthy();
    expect(create).not.toHaveBeenCalled();
  });
});
