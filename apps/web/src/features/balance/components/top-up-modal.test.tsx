import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ok, stubApi } from '../../../../test/api-stub.ts';
import { renderWithProviders } from '../../../../test/render.tsx';
import { TopUpModal } from './top-up-modal.tsx';

const settings = {
  requisites: '',
  support_email: '',
  is_reg_enabled: true,
  min_top_up: 5,
  vat_percent: 0,
  google_tag: '',
  paysage: { public_key: 'key', test_mode: true, widget_url: 'http://sandbox.test/paysage/widget/be_gateway.js' },
};

describe('TopUpModal', () => {
  beforeEach(() => {
    stubApi({ '/api/settings': () => ok(settings) });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('says nothing about an amount not yet typed when the field is left, and asks for it on Top up', async () => {
    renderWithProviders(<TopUpModal onClose={() => {}} onWidgetCheckout={() => {}} />);
    const amount = await screen.findByRole('textbox', { name: /Amount/ });
    fireEvent.focus(amount);
    fireEvent.blur(amount);
    // The checks are asynchronous (react-hook-form's resolver): give one the chance to show.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByText('This field is required')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Top up' }));
    expect(await screen.findByText('This field is required')).toBeTruthy();
  });

  it('checks a typed amount when the field is left', async () => {
    renderWithProviders(<TopUpModal onClose={() => {}} onWidgetCheckout={() => {}} />);
    const amount = await screen.findByRole('textbox', { name: /Amount/ });
    fireEvent.change(amount, { target: { value: '1' } });
    fireEvent.blur(amount);
    await waitFor(() => expect(amount.getAttribute('aria-invalid')).toBe('true'));
  });
});
