import type { CartTotals } from '@skins/shared';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json, stubApi } from '../../../../test/api-stub.ts';
import { renderWithProviders } from '../../../../test/render.tsx';
import { clearToasts, getToasts } from '../../../lib/toast-store.ts';
import { PromoCodeField } from './promo-code-field.tsx';

const totals = (overrides: Partial<CartTotals> = {}): CartTotals => ({
  currency: 'EUR',
  currency_symbol: '€',
  subtotal: 100,
  discount: 0,
  promo_code: null,
  promo_problem: null,
  delivery: 0,
  delivery_note: '',
  vat_percent: 0,
  vat: 0,
  total: 100,
  ...overrides,
});

const input = () => screen.getByRole('textbox', { name: 'Promo code' });
const apply = () => screen.getByRole('button', { name: /Apply/ });

describe('PromoCodeField', () => {
  beforeEach(() => clearToasts());
  afterEach(() => vi.unstubAllGlobals());

  it('applies a code: Apply waits for a code, reads Applying... meanwhile, then says so', async () => {
    let answer: (response: Response) => void = () => {};
    const fetchMock = vi.fn<typeof fetch>((input) =>
      String(input).startsWith('/sanctum') ? Promise.resolve(json({})) : new Promise<Response>((resolve) => (answer = resolve)),
    );
    vi.stubGlobal('fetch', fetchMock);
    renderWithProviders(<PromoCodeField totals={totals()} />);
    expect(apply().hasAttribute('disabled')).toBe(true);

    fireEvent.change(input(), { target: { value: 'winter10' } });
    fireEvent.click(apply());
    expect(await screen.findByRole('button', { name: 'Applying...' })).toBeTruthy();
    const call = fetchMock.mock.calls.find(([url]) => String(url).startsWith('/api/cart/promo'));
    expect(JSON.parse(String(call?.[1]?.body))).toMatchObject({ code: 'winter10' });

    answer(json({ status: 'OK', message: 'Promo code applied successfully', totals: totals({ promo_code: 'WINTER10', discount: 10, total: 90 }) }));
    await waitFor(() => expect(getToasts().map((toast) => toast.text)).toContain('Promo code applied successfully'));
    expect((input() as HTMLInputElement).value).toBe('');
  });

  it('shows why a code was refused, and forgets it once the code is edited', async () => {
    stubApi({
      '/sanctum/csrf-cookie': () => ({ body: {} }),
      '/api/cart/promo': () => ({ status: 422, body: { status: 'ERROR', code: 'VALIDATION', message: 'Failed to validate promo code', errors: { code: ['This promo code has expired.'] } } }),
    });
    renderWithProviders(<PromoCodeField totals={totals()} />);
    fireEvent.change(input(), { target: { value: 'OLD' } });
    fireEvent.click(apply());
    expect((await screen.findByRole('alert')).textContent).toBe('This promo code has expired.');
    expect(input().getAttribute('aria-invalid')).toBe('true');
    fireEvent.change(input(), { target: { value: 'OLD2' } });
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows an applied code with Remove, and why it no longer counts', async () => {
    const remove = vi.fn(() => ({ body: { status: 'OK', message: 'Promo code removed', totals: totals() } }));
    stubApi({ '/sanctum/csrf-cookie': () => ({ body: {} }), '/api/cart/promo': remove });
    renderWithProviders(<PromoCodeField totals={totals({ promo_code: 'BIG50', promo_problem: 'This promo code needs a cart total of at least €200.00.' })} />);
    expect(screen.getByText('Code BIG50 applied')).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe('This promo code needs a cart total of at least €200.00.');
    expect(screen.queryByRole('textbox')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Remove code' }));
    await waitFor(() => expect(getToasts().map((toast) => toast.text)).toContain('Promo code removed'));
    expect(remove).toHaveBeenCalledTimes(1);
  });
});
