import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { profile, stubApi } from '../../../../test/api-stub.ts';
import { renderWithProviders } from '../../../../test/render.tsx';
import { PersonalTab } from './personal-tab.tsx';

describe('PersonalTab', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('a buyer never sees the seller payout form (issue 13.8)', () => {
    stubApi({});
    renderWithProviders(<PersonalTab profile={profile({ user_type: 'buyer' })} />);
    expect(screen.getByRole('textbox', { name: /^First name/ })).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: /^IBAN/ })).toBeNull();
  });

  it('a seller keeps the bank account the payout goes to', () => {
    stubApi({});
    renderWithProviders(<PersonalTab profile={profile({ user_type: 'seller' })} />);
    expect(screen.getByRole('textbox', { name: /^IBAN/ })).toBeTruthy();
  });
});
