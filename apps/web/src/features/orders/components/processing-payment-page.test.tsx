import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ok, stubApi } from '../../../../test/api-stub.ts';
import { renderWithProviders } from '../../../../test/render.tsx';
import { ProcessingPaymentPage } from './processing-payment-page.tsx';

const renderPage = () => renderWithProviders(<ProcessingPaymentPage />, { route: '/processing-payment?order_id=9&status_token=st-9' });

describe('ProcessingPaymentPage when the status check fails (spec §8)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it("says 'Invalid response format' when the status answer is not one it can read", async () => {
    stubApi({ '/api/orders/status': () => ok({ order: { status: 42 } }) });
    renderPage();
    expect(await screen.findByText('Invalid response format')).toBeTruthy();
    expect(screen.getByText('Order number: #9')).toBeTruthy();
  });

  it('says the check failed when the call itself fails', async () => {
    stubApi({ '/api/orders/status': () => ({ status: 503, body: { status: 'ERROR', code: 'UNAVAILABLE', message: 'Service Unavailable' } }) });
    renderPage();
    expect(await screen.findByText('Error checking payment status. Please check your order history.')).toBeTruthy();
  });
});
