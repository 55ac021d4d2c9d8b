import { fireEvent, screen, waitFor } from '@testing-library/react';
import { useLocation } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render.tsx';
import { SearchBox } from './search-box.tsx';
import type { SearchSuggestionGroup } from './search-suggestions.tsx';

const GROUPS: SearchSuggestionGroup[] = [
  { key: 'heroes', label: 'Heroes', options: [{ key: 'hero-Pudge', label: 'Pudge', hint: 'All items of this hero', to: '/products?hero=Pudge' }] },
  {
    key: 'items',
    label: 'Items',
    options: [
      { key: 'item-7', label: 'Dragonclaw Hook', hint: 'Pudge · Immortal', to: '/products/dota2/all/7' },
      { key: 'item-9', label: 'Bloodstained Cleaver', hint: 'Pudge · Rare', to: '/products/dota2/all/9' },
    ],
  },
];

function Where() {
  const location = useLocation();
  return <output data-testid="where">{location.pathname + location.search}</output>;
}

function setup() {
  const onSearch = vi.fn();
  const onSuggestText = vi.fn();
  renderWithProviders(
    <>
      <SearchBox value="" onSearch={onSearch} suggestions={GROUPS} onSuggestText={onSuggestText} />
      <Where />
    </>,
    { route: '/cart' },
  );
  const input = screen.getByRole('combobox', { name: 'Search' });
  fireEvent.change(input, { target: { value: 'pudg' } });
  return { input, onSearch, onSuggestText };
}

const where = () => screen.getByTestId('where').textContent;
const selected = () => screen.getAllByRole('option').filter((option) => option.getAttribute('aria-selected') === 'true');

describe('SearchBox with suggestions (ARIA combobox)', () => {
  it('asks for suggestions once typing pauses, and lists them by group', async () => {
    const { input, onSuggestText } = setup();
    await waitFor(() => expect(onSuggestText).toHaveBeenLastCalledWith('pudg'));
    expect(input.getAttribute('aria-expanded')).toBe('true');
    const list = screen.getByRole('listbox', { name: 'Suggestions' });
    expect(input.getAttribute('aria-controls')).toBe(list.id);
    expect(screen.getByRole('group', { name: 'Heroes' })).toBeTruthy();
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'PudgeAll items of this hero',
      'Dragonclaw HookPudge · Immortal',
      'Bloodstained CleaverPudge · Rare',
    ]);
    expect(selected()).toEqual([]);
  });

  it('moves through the suggestions with the arrow keys, wrapping at both ends', () => {
    const { input } = setup();
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    expect(selected().map((option) => option.textContent)).toEqual(['PudgeAll items of this hero']);
    expect(input.getAttribute('aria-activedescendant')).toBe(selected()[0]!.id);
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    expect(selected()[0]!.textContent).toContain('Bloodstained Cleaver');
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    expect(selected()[0]!.textContent).toContain('Pudge');
    fireEvent.keyDown(input, { key: 'ArrowUp' });
    expect(selected()[0]!.textContent).toContain('Bloodstained Cleaver');
  });

  it('Enter on a hero opens its filtered list, on an item its page', () => {
    const { input, onSearch } = setup();
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(where()).toBe('/products?hero=Pudge');
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(onSearch).not.toHaveBeenCalled();

    fireEvent.change(input, { target: { value: 'pudge hook' } });
    fireEvent.keyDown(input, { key: 'ArrowUp' });
    fireEvent.keyDown(input, { key: 'ArrowUp' });
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(where()).toBe('/products/dota2/all/7');
  });

  it('Enter on the text searches as always, and Escape closes the list', () => {
    const { input, onSearch } = setup();
    fireEvent.keyDown(input, { key: 'Escape' });
    expect(input.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('listbox')).toBeNull();
    expect((input as HTMLInputElement).value).toBe('pudg');

    fireEvent.keyDown(input, { key: 'ArrowDown' });
    expect(input.getAttribute('aria-expanded')).toBe('true');
    fireEvent.keyDown(input, { key: 'ArrowUp' });
    fireEvent.keyDown(input, { key: 'Escape' });
    fireEvent.submit(input.closest('form')!);
    expect(onSearch).toHaveBeenCalledWith('pudg');
    expect(where()).toBe('/cart');
  });

  it('picks a suggestion with the pointer', () => {
    setup();
    fireEvent.click(screen.getByRole('option', { name: /Bloodstained Cleaver/ }));
    expect(where()).toBe('/products/dota2/all/9');
  });
});
