import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ok, profile, stubApi } from '../../../../test/api-stub.ts';
import { renderWithProviders } from '../../../../test/render.tsx';
import { dispatchAuth, getAuthState, reloadAuthState } from '../../auth/index.ts';
import { AccountTypeModal } from './account-type-modal.tsx';

const page = (id: number, slug: string, flags: Partial<Record<'is_buyer_terms' | 'is_seller_terms', 0 | 1>>) => ({
  id,
  slug,
  title: slug,
  is_terms: 0,
  is_privacy: 0,
  is_buyer_terms: 0,
  is_seller_terms: 0,
  ...flags,
});

function stubPages(extra = {}) {
  return stubApi({
    '/api/static-pages': () => ok([page(3, 'buyer-terms', { is_buyer_terms: 1 }), page(4, 'seller-terms', { is_seller_terms: 1 })]),
    ...extra,
  });
}

const continueButton = () => screen.getByRole('button', { name: 'Continue' });

describe('AccountTypeModal (spec §4)', () => {
  beforeEach(() => {
    localStorage.clear();
    reloadAuthState();
    dispatchAuth({ type: 'signedIn' });
    dispatchAuth({ type: 'profileLoaded', userType: null, emailVerified: true });
  });
  afterEach(() => vi.unstubAllGlobals());

  it('keeps Continue disabled until the policy is accepted, and says so when pressed', () => {
    const { calls } = stubPages();
    renderWithProviders(<AccountTypeModal dismissible={false} onDismiss={() => {}} />);
    expect(screen.getByRole('radio', { name: /Buyer/ })).toHaveProperty('checked', true);
    expect(continueButton().getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(continueButton());
    expect(screen.getByText('Please accept the policy to continue')).toBeTruthy();
    expect(calls('/api/user/update-user-type')).toHaveLength(0);
    fireEvent.click(screen.getByRole('checkbox'));
    expect(continueButton().getAttribute('aria-disabled')).toBe('false');
    expect(screen.queryByText('Please accept the policy to continue')).toBeNull();
  });

  it("links each type's own policy; changing the type asks for the acceptance again", async () => {
    stubPages();
    renderWithProviders(<AccountTypeModal dismissible={false} onDismiss={() => {}} />);
    await waitFor(() => expect(screen.getByRole('link', { name: 'buyer terms' }).getAttribute('href')).toBe('/buyer-terms'));
    fireEvent.click(screen.getByRole('checkbox'));
    fireEvent.click(screen.getByRole('radio', { name: /Seller/ }));
    expect(screen.getByRole('link', { name: 'seller terms' }).getAttribute('href')).toBe('/seller-terms');
    expect(screen.getByRole('checkbox')).toHaveProperty('checked', false);
  });

  it('says the choice comes first and does not open the policy before it is made (spec §4)', async () => {
    stubPages();
    renderWithProviders(<AccountTypeModal dismissible={false} onDismiss={() => {}} />);
    const link = await screen.findByRole('link', { name: 'buyer terms' });
    // fireEvent answers false when the page's handler prevented the navigation.
    expect(fireEvent.click(link)).toBe(false);
    expect(screen.getByText('Please complete your account type selection first.')).toBeTruthy();
  });

  it('opens the policy on a static page, where the modal may be closed to read it', async () => {
    stubPages();
    renderWithProviders(<AccountTypeModal dismissible onDismiss={() => {}} />);
    const link = await screen.findByRole('link', { name: 'buyer terms' });
    expect(link.getAttribute('target')).toBe('_blank');
    // Seen above React's own listener: did the modal stop the navigation? (jsdom itself navigates nowhere.)
    let preventedByModal: boolean | null = null;
    const record = (event: Event) => {
      preventedByModal = event.defaultPrevented;
      event.preventDefault();
    };
    document.addEventListener('click', record);
    fireEvent.click(link);
    document.removeEventListener('click', record);
    expect(preventedByModal).toBe(false);
  });

  it('cannot be dismissed, except where allowed (static pages)', () => {
    stubPages();
    const onDismiss = vi.fn();
    const { unmount } = renderWithProviders(<AccountTypeModal dismissible={false} onDismiss={onDismiss} />);
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    expect(screen.queryByRole('button', { name: 'Close' })).toBeNull();
    expect(onDismiss).not.toHaveBeenCalled();
    unmount();

    renderWithProviders(<AccountTypeModal dismissible onDismiss={onDismiss} />);
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onDismiss).toHaveBeenCalledTimes(1);
  });

  it('saves the chosen type, after which the choice is no longer required', async () => {
    const update = vi.fn(() => ({ body: { status: 'OK', message: 'Account type updated.', payload: profile({ user_type: 'seller' }) } }));
    const { fetchMock } = stubPages({ '/sanctum/csrf-cookie': () => ({ body: {} }), '/api/user/update-user-type': update });
    renderWithProviders(<AccountTypeModal dismissible={false} onDismiss={() => {}} />);
    fireEvent.click(screen.getByRole('radio', { name: /Seller/ }));
    fireEvent.click(screen.getByRole('checkbox'));
    fireEvent.click(continueButton());
    await waitFor(() => expect(update).toHaveBeenCalled());
    const call = fetchMock.mock.calls.find(([input]) => String(input).startsWith('/api/user/update-user-type'));
    expect(JSON.parse(String(call?.[1]?.body))).toMatchObject({ user_type: 'seller' });
    await waitFor(() => expect(getAuthState()).toMatchObject({ userType: 'seller', isSeller: true, needsUserTypeSelection: false }));
  });
});
