import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '../../../../test/api-stub.ts';
import { renderWithProviders } from '../../../../test/render.tsx';
import { FailPaymentPage } from './fail-payment-page.tsx';

describe('FailPaymentPage titles (spec §8 payment page texts)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it("calls a failed order 'Order Payment Failed'", async () => {
    stubApi({});
    renderWithProviders(<FailPaymentPage />, { route: '/fail-payment?order_id=9' });
    expect(await screen.findByRole('heading', { name: 'Order Payment Failed' })).toBeTruthy();
  });

  it("calls a failed top-up, which buys no order, 'Payment Failed'", async () => {
    stubApi({});
    renderWithProviders(<FailPaymentPage />, { route: '/fail-payment?order_id=9&type=top-up' });
    expect(await screen.findByRole('heading', { name: 'Payment Failed' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Try Again' }).getAttribute('href')).toBe('/account?tab=balance');
  });
});
