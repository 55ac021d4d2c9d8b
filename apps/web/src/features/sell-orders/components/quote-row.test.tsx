import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { SellQuote } from '@skins/shared';
import { renderWithProviders } from '../../../../test/render.tsx';
import { QuoteRow } from './quote-row.tsx';

const quote: SellQuote = {
  id: 5,
  asset_id: '9001',
  name: 'Frost Avalanche',
  rarity: 'Immortal',
  quality: 'Standard',
  tradable: true,
  price: 71.69,
  reasons: [{ code: 'median', sales: 8, amount: 91.91 }],
  no_quote: null,
  steam_net: 80.08,
  valid_until: new Date(2026, 11, 6, 19, 10, 16).toISOString(),
};

describe('a quote’s row', () => {
  it('says until when its price stands as the sell orders write dates (§9), not in the browser’s own clock format', () => {
    renderWithProviders(<QuoteRow quote={quote} symbol="€" checked={false} disabled={false} onToggle={vi.fn()} />);
    // The browser's default wrote "7:10:16 PM", in English whatever the interface language.
    expect(screen.getByText(/^This price stands until/).textContent).toBe('This price stands until 06.12.2026 19:10');
  });
});
