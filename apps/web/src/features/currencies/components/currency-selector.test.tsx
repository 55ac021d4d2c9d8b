import { fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ok, stubApi } from '../../../../test/api-stub.ts';
import { renderWithProviders } from '../../../../test/render.tsx';
import { getPreferences, reloadPreferences } from '../../../lib/preferences.ts';
import { CurrencySelector } from './currency-selector.tsx';

const CURRENCIES = [
  { code: 'EUR', symbol: '€', title: 'Euro', value: 1, default: 1 },
  { code: 'USD', symbol: '$', title: 'US Dollar', value: 1.085, default: 0 },
  { code: 'GBP', symbol: '£', title: 'British Pound', value: 0.845, default: 0 },
  { code: 'CHF', symbol: 'CHF', title: 'Swiss Franc', value: 0.945, default: 0 },
];

async function openSelector(list = CURRENCIES) {
  stubApi({ '/api/currencies': () => ok(list) });
  renderWithProviders(<CurrencySelector />);
  const combobox = await screen.findByRole('combobox', { name: 'Select currency' });
  combobox.focus();
  return combobox;
}

const options = () => screen.queryAllByRole('option').map((option) => option.textContent);

describe('CurrencySelector', () => {
  beforeEach(() => {
    localStorage.clear();
    reloadPreferences();
  });
  afterEach(() => vi.unstubAllGlobals());

  it('opens with the arrows, moves through the list and chooses with Enter', async () => {
    const combobox = await openSelector();
    expect(combobox.textContent).toBe('EUR €');
    fireEvent.keyDown(combobox, { key: 'ArrowDown' });
    expect(combobox.getAttribute('aria-expanded')).toBe('true');
    expect(options()).toEqual(['EUR €', 'USD $', 'GBP £', 'CHF']);
    expect(screen.getByRole('option', { name: 'EUR €' }).getAttribute('aria-selected')).toBe('true');

    fireEvent.keyDown(combobox, { key: 'ArrowDown' });
    fireEvent.keyDown(combobox, { key: 'ArrowDown' });
    expect(combobox.getAttribute('aria-activedescendant')).toBe(screen.getByRole('option', { name: 'GBP £' }).id);
    fireEvent.keyDown(combobox, { key: 'Enter' });

    expect(combobox.getAttribute('aria-expanded')).toBe('false');
    expect(getPreferences()).toMatchObject({ currencyCode: 'GBP', currencySymbol: '£' });
    expect(localStorage.getItem('currencyCode')).toBe('GBP');
    expect(localStorage.getItem('currencySymbol')).toBe('£');
    expect(combobox.textContent).toBe('GBP £');
  });

  it('finds by typing a prefix, takes letters back with Backspace and chooses with Space', async () => {
    const combobox = await openSelector();
    fireEvent.keyDown(combobox, { key: 'c' });
    expect(options()).toEqual(['CHF']);
    fireEvent.keyDown(combobox, { key: 'x' });
    expect(options()).toEqual([]);
    expect(screen.getByText('No results found')).toBeTruthy();
    fireEvent.keyDown(combobox, { key: 'Backspace' });
    fireEvent.keyDown(combobox, { key: 'Backspace' });
    expect(options()).toHaveLength(4);
    fireEvent.keyDown(combobox, { key: 'u' });
    fireEvent.keyDown(combobox, { key: ' ' });
    expect(getPreferences().currencyCode).toBe('USD');
  });

  it('closes with Escape without changing the currency', async () => {
    const combobox = await openSelector();
    fireEvent.keyDown(combobox, { key: 'ArrowDown' });
    fireEvent.keyDown(combobox, { key: 'ArrowDown' });
    fireEvent.keyDown(combobox, { key: 'Escape' });
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(getPreferences().currencyCode).toBe('EUR');
  });

  it('chooses with a click', async () => {
    const combobox = await openSelector();
    fireEvent.click(combobox);
    fireEvent.click(screen.getByRole('option', { name: 'CHF' }));
    expect(getPreferences()).toMatchObject({ currencyCode: 'CHF', currencySymbol: 'CHF' });
  });

  it('is not shown with a single currency', async () => {
    const { fetchMock } = stubApi({ '/api/currencies': () => ok(CURRENCIES.slice(0, 1)) });
    renderWithProviders(<CurrencySelector />);
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalled());
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByRole('combobox')).toBeNull();
  });
});
