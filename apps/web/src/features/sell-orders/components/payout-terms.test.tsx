import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { profile, sellOrder, stubApi } from '../../../../test/api-stub.ts';
import { renderWithProviders } from '../../../../test/render.tsx';
import { AcceptOfferDialog } from './accept-offer-dialog.tsx';
import { PaymentDetailsModal } from './payment-details-modal.tsx';

const seller = profile({ user_type: 'seller', iban: 'DE89370400440532013000', bic_swift: 'COBADEFFXXX' });

const order = sellOrder();

describe('the seller is told how the payout works (issue 13.8)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('the accept dialog names the bank account paid, when, and the fee', () => {
    stubApi({});
    renderWithProviders(<AcceptOfferDialog order={order} profile={seller} onClose={vi.fn()} onMissingPayment={vi.fn()} />);
    const terms = screen.getByRole('list', { name: 'How you are paid' });
    expect(terms.textContent).toContain('Paid to: the bank account in your profile, IBAN ending 3000');
    expect(terms.textContent).toContain('When: once the skin has reached our Steam bot and any period in which Steam lets the trade be reversed has passed');
    expect(terms.textContent).toContain('Nothing is deducted: you receive the full €80.00 (our margin is already in the offer, as in the suggested price).');
    expect(terms.textContent).toContain('The card: only its last four digits, the name and the expiry are kept, for our staff to see; it is never charged or paid to.');
    expect(screen.queryByText(/card that should receive the payout/)).toBeNull();
  });

  it('the Payment Details modal says the same about an accepted order', () => {
    stubApi({});
    renderWithProviders(<PaymentDetailsModal order={{ ...order, status: 'accepted', final_price: 80, card_number: '**** **** **** 4242' }} onClose={vi.fn()} />);
    const terms = screen.getByRole('list', { name: 'How you are paid' });
    expect(terms.textContent).toContain('Paid to: the bank account in your profile');
    expect(terms.textContent).toContain('Nothing is deducted: you receive the full €80.00 (our margin is already in the offer, as in the suggested price).');
  });
});
