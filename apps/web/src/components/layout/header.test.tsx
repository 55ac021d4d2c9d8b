import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render.tsx';
import { Header } from './header.tsx';

const renderHeader = (signedIn: boolean) =>
  renderWithProviders(
    <Header
      signedIn={signedIn}
      cartCount={0}
      searchValue=""
      onSearch={() => undefined}
      currencySelector={<span>currency picker</span>}
      preferences={<span>language picker</span>}
    />,
  );

describe('Header currency selector (spec §2: for signed-out users only)', () => {
  it('shows it to a visitor in the bar and in the phone menu', () => {
    renderHeader(false);
    const bar = screen.getAllByRole('navigation', { name: 'Main navigation' })[0]!;
    expect(within(bar).getByText('currency picker')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    expect(screen.getAllByText('currency picker')).toHaveLength(2);
  });

  it('leaves it out for a signed-in user, in the bar and in the phone menu, but keeps the language', () => {
    renderHeader(true);
    fireEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    expect(screen.queryByText('currency picker')).toBeNull();
    expect(screen.getAllByText('language picker')).toHaveLength(2);
  });
});
