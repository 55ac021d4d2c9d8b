import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ok, profile, sellOrder, stubApi } from '../../../../test/api-stub.ts';
import { renderWithProviders } from '../../../../test/render.tsx';
import { clearToasts, getToasts } from '../../../lib/toast-store.ts';
import { dispatchAuth, reloadAuthState } from '../../auth/index.ts';
import { AcceptOfferDialog } from './accept-offer-dialog.tsx';
import { AcceptOfferModal } from './accept-offer-modal.tsx';

const STEAM_ID = '76561198000000001';
const TRADE_URL = 'https://steamcommunity.com/tradeoffer/new/?partner=39734273&token=AbCdEfGh';
const seller = profile({ user_type: 'seller', steamId: STEAM_ID, steam_id: STEAM_ID, steam_trade_link: TRADE_URL, iban: 'DE89370400440532013000', bic_swift: 'COBADEFFXXX' });

const order = sellOrder();

const field = (name: string) => screen.getByRole('textbox', { name: new RegExp(`^${name}`) });
const type = (name: string, value: string) => fireEvent.change(field(name), { target: { value } });
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Accept offer' }));

function renderDialog(overrides: { onClose?: () => void; onMissingPayment?: () => void } = {}) {
  const props = { onClose: vi.fn(), onMissingPayment: vi.fn(), ...overrides };
  renderWithProviders(<AcceptOfferDialog order={order} profile={seller} {...props} />);
  return props;
}

function fillValidCard() {
  type('Card number', '4242424242424242');
  type('Card holder name', 'Ada Lovelace');
  type('Expiry date', '1239');
}

const ACCEPTING = 'Accept our offer of €80.00 for Manifold Paradox';

describe("the accept modal 'Provide Your Trade URL' (spec §5)", () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    clearToasts();
  });

  it("starts from the profile's trade URL and asks for no CVV", () => {
    stubApi({});
    renderDialog();
    expect(screen.getByRole('dialog', { name: ACCEPTING })).toBeTruthy();
    expect(field('Trade URL')).toHaveProperty('value', TRADE_URL);
    expect(screen.queryAllByRole('textbox').map((input) => input.getAttribute('name'))).toEqual(['trade_url', 'card_number', 'card_holder_name', 'card_expire_date']);
    expect(screen.queryByLabelText(/cvv|cvc|security code/i)).toBeNull();
  });

  // The heading says what the seller does; the spec's name of the modal stays as the step's own heading.
  it('is headed by the offer accepted, and says what the card is kept for and what is never done with it', () => {
    stubApi({});
    renderDialog();
    const dialog = screen.getByRole('dialog', { name: ACCEPTING });
    expect(screen.getByRole('heading', { name: 'Provide Your Trade URL' })).toBeTruthy();
    const why = screen.getByText(/^Why we ask/);
    expect(why.textContent).toBe(
      'Why we ask: the last four digits, the name and the expiry of a card in your name are kept with this sale, and our staff see them beside the bank account they pay. The card is never charged, checked with your bank or paid to: the payout goes to your IBAN.',
    );
    expect(field('Card number').getAttribute('aria-describedby')?.split(' ')).toContain(why.id);
    expect(dialog.textContent).not.toMatch(/confirm(s)? who you are/);
  });

  it('groups the card number by four and writes the expiry as MM/YY while typing', () => {
    stubApi({});
    renderDialog();
    type('Card number', '42424242x42424242');
    expect(field('Card number')).toHaveProperty('value', '4242 4242 4242 4242');
    type('Expiry date', '5');
    expect(field('Expiry date')).toHaveProperty('value', '05/');
    type('Expiry date', '1');
    type('Expiry date', '13');
    expect(field('Expiry date')).toHaveProperty('value', '12/');
  });

  // The checks run asynchronously (react-hook-form's resolver), hence findBy and act.
  it('checks a field when it is left', async () => {
    stubApi({});
    renderDialog();
    type('Card number', '4242');
    expect(screen.queryByText('Card number must be between 13 and 19 digits')).toBeNull();
    fireEvent.blur(field('Card number'));
    expect(await screen.findByText('Card number must be between 13 and 19 digits')).toBeTruthy();
    type('Trade URL', 'steamcommunity.com/tradeoffer/new/?partner=1');
    fireEvent.blur(field('Trade URL'));
    expect(await screen.findByText('URL must start with http:// or https://')).toBeTruthy();
  });

  it('checks a field 300 ms after typing stops', async () => {
    vi.useFakeTimers();
    stubApi({});
    renderDialog();
    type('Card holder name', 'Al');
    await act(() => vi.advanceTimersByTimeAsync(299));
    expect(screen.queryByText('Please enter a valid name')).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(screen.getByText('Please enter a valid name')).toBeTruthy();
    type('Expiry date', '1220');
    await act(() => vi.advanceTimersByTimeAsync(300));
    expect(screen.getByText('Card has expired')).toBeTruthy();
  });

  it('asks for complete payment information before sending anything', async () => {
    const { fetchMock } = stubApi({});
    renderDialog();
    type('Card number', '4242424242424242');
    submit();
    expect(await screen.findByText('Please provide complete payment information')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(field('Card holder name')));
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends the trade URL and the card, never a CVV, and closes with a toast', async () => {
    const accept = vi.fn(() => ok({ ...order, status: 'accepted', status_label: 'Accepted', card_number: '•••• •••• •••• 4242' }));
    const { fetchMock } = stubApi({ '/sanctum/csrf-cookie': () => ({ body: {} }), '/api/sell-orders/12/accept': accept });
    const { onClose } = renderDialog();
    fillValidCard();
    submit();
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const call = fetchMock.mock.calls.find(([input]) => String(input) === '/api/sell-orders/12/accept');
    const body = JSON.parse(String(call?.[1]?.body)) as Record<string, unknown>;
    expect(body).toMatchObject({ trade_url: TRADE_URL, card_number: '4242424242424242', card_holder_name: 'Ada Lovelace', card_expire_date: '12/39' });
    expect(Object.keys(body).filter((key) => /cvv|cvc|security/i.test(key))).toEqual([]);
    expect(getToasts().map((toast) => toast.text)).toContain('Offer accepted successfully');
  });

  it("shows the api's field errors under their fields", async () => {
    stubApi({
      '/sanctum/csrf-cookie': () => ({ body: {} }),
      '/api/sell-orders/12/accept': () => ({ status: 422, body: { status: 'ERROR', code: 'VALIDATION', message: 'Card number is not valid', errors: { card_number: ['Card number is not valid'] } } }),
    });
    renderDialog();
    fillValidCard();
    submit();
    expect(await screen.findByText('Card number is not valid')).toBeTruthy();
    expect(field('Card number').getAttribute('aria-invalid')).toBe('true');
  });

  it("turns the api's 'Missing Payment Information' into the prompt", async () => {
    stubApi({
      '/sanctum/csrf-cookie': () => ({ body: {} }),
      '/api/sell-orders/12/accept': () => ({ status: 422, body: { status: 'ERROR', code: 'PAYMENT_DETAILS_MISSING', message: 'Missing Payment Information', errors: { iban: ['Add your IBAN and BIC/SWIFT in your profile first.'] } } }),
    });
    const { onMissingPayment } = renderDialog();
    fillValidCard();
    submit();
    await waitFor(() => expect(onMissingPayment).toHaveBeenCalled());
  });
});

describe('accepting without IBAN, BIC/SWIFT or the trade URL in the profile', () => {
  beforeEach(() => {
    localStorage.clear();
    reloadAuthState();
    dispatchAuth({ type: 'signedIn' });
  });
  afterEach(() => vi.unstubAllGlobals());

  it("shows 'Missing Payment Information' with the way to the profile's payment section", async () => {
    stubApi({ '/api/user/profile': () => ok({ ...seller, iban: null }) });
    renderWithProviders(<AcceptOfferModal order={order} onClose={() => {}} />);
    const dialog = await screen.findByRole('dialog', { name: 'Missing Payment Information' });
    expect(dialog.querySelector('a')?.getAttribute('href')).toBe('/account?tab=personal');
    expect(screen.queryByRole('textbox')).toBeNull();
  });

  it("shows 'Missing Payment Information' when the profile has the payout details but no trade URL (spec §2)", async () => {
    stubApi({ '/api/user/profile': () => ok({ ...seller, steam_trade_link: null, trade_url: null }) });
    renderWithProviders(<AcceptOfferModal order={order} onClose={() => {}} />);
    expect(await screen.findByRole('dialog', { name: 'Missing Payment Information' })).toBeTruthy();
    expect(screen.queryByRole('dialog', { name: ACCEPTING })).toBeNull();
  });

  it('shows the card form when the payout details and the trade URL are there', async () => {
    stubApi({ '/api/user/profile': () => ok(seller) });
    renderWithProviders(<AcceptOfferModal order={order} onClose={() => {}} />);
    expect(await screen.findByRole('dialog', { name: ACCEPTING })).toBeTruthy();
  });
});
