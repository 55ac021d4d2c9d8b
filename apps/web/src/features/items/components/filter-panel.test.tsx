import type { FilterCounts, FilterData } from '@skins/shared';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../../test/render.tsx';
import { readListParams } from '../utils/list-params.ts';
import { FilterPanel } from './filter-panel.tsx';

const HEROES = ['Abaddon', 'Alchemist', 'Axe', 'Bane', 'Bristleback', 'Clinkz', 'Io', 'Lina', 'Lion', 'Pudge', 'Puck', 'Zeus'];
const DATA: FilterData = {
  types: ['Head', 'Weapon'],
  qualities: ['Arcana', 'Common', 'Rare'],
  heroes: HEROES,
  exterior_names: ['Genuine', 'Standard'],
  classes: ['Courier', 'Wearable'],
  ages: ['0-18-months', '3-5-years'],
  price_min: 0.46,
  price_max: 2499.5,
};

function renderPanel(query = '', data: FilterData = DATA, counts?: FilterCounts) {
  const onChange = vi.fn();
  const onClear = vi.fn();
  renderWithProviders(<FilterPanel id="filters" data={data} counts={counts} list={readListParams(new URLSearchParams(query))} onChange={onChange} onClear={onClear} />);
  return { onChange, onClear };
}

const heroBoxes = () => screen.getAllByRole('checkbox').filter((box) => HEROES.includes(box.closest('label')?.textContent ?? ''));

describe('FilterPanel', () => {
  it('writes beside each value how many listings it matches, 0 for a value the counts leave out', () => {
    const counts: FilterCounts = { hero: { Pudge: 1234, Axe: 7 }, quality: {}, type: {}, exterior_name: {}, item_class: {} };
    renderPanel('', DATA, counts);
    const pudge = screen.getByRole('checkbox', { name: 'Pudge' });
    expect(pudge.closest('label')?.textContent).toBe('Pudge1,234');
    expect(pudge.getAttribute('aria-describedby')).toBeTruthy();
    expect(document.getElementById(pudge.getAttribute('aria-describedby')!)?.textContent).toBe('1,234');
    expect(screen.getByRole('checkbox', { name: 'Zeus' }).closest('label')?.textContent).toBe('Zeus0');
  });

  it('writes no count while the counts load', () => {
    renderPanel();
    expect(screen.getByRole('checkbox', { name: 'Pudge' }).closest('label')?.textContent).toBe('Pudge');
  });

  it('offers the listing ages of the copies on sale (spec §2 age), one at a time, and Any time clears it', () => {
    const { onChange } = renderPanel('age=3-5-years');
    const ages = screen.getByRole('radiogroup', { name: 'Listed' });
    expect(ages.textContent).toBe('Any timeListed in the last 18 monthsListed 3–5 years ago');
    expect(screen.getByRole('radio', { name: 'Listed 3–5 years ago' })).toHaveProperty('checked', true);
    fireEvent.click(screen.getByRole('radio', { name: 'Listed in the last 18 months' }));
    expect(onChange).toHaveBeenLastCalledWith({ age: '0-18-months' });
    fireEvent.click(screen.getByRole('radio', { name: 'Any time' }));
    expect(onChange).toHaveBeenLastCalledWith({ age: undefined });
  });

  it('has no age section while every copy on sale has the same listing age, unless the list is filtered by one', () => {
    renderPanel('', { ...DATA, ages: ['0-18-months'] });
    expect(screen.queryByRole('radiogroup', { name: 'Listed' })).toBeNull();
    cleanup();
    renderPanel('age=6-8-years', { ...DATA, ages: ['0-18-months'] });
    expect(screen.getByRole('radio', { name: 'Listed 6–8 years ago' })).toHaveProperty('checked', true);
  });

  it('labels each section, rarity as Rarity in its in-game order', () => {
    renderPanel('quality=Rare');
    for (const name of ['Price range', 'Hero', 'Rarity', 'Type', 'Quality', 'Class']) {
      expect(screen.getByRole('button', { name: new RegExp(`^${name}`) }).getAttribute('aria-expanded')).toBe('true');
    }
    const rarities = screen.getByRole('list', { name: 'Rarity' }).textContent;
    expect(rarities).toBe('CommonRareArcana');
    expect(screen.getByRole('checkbox', { name: 'Rare' })).toHaveProperty('checked', true);
  });

  it('collapses and expands a section from its heading button', () => {
    renderPanel();
    const toggle = screen.getByRole('button', { name: /^Class/ });
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('checkbox', { name: 'Courier' })).toBeNull();
    fireEvent.click(toggle);
    expect(screen.getByRole('checkbox', { name: 'Courier' })).toBeTruthy();
  });

  it('narrows a long list by typing, and the arrows move between the box and the checkboxes', () => {
    const { onChange } = renderPanel('hero=Axe');
    const search = screen.getByRole('searchbox', { name: 'Search Hero...' });
    fireEvent.change(search, { target: { value: 'pu' } });
    expect(heroBoxes().map((box) => box.closest('label')?.textContent)).toEqual(['Pudge', 'Puck']);

    search.focus();
    fireEvent.keyDown(search, { key: 'ArrowDown' });
    expect(document.activeElement).toBe(screen.getByRole('checkbox', { name: 'Pudge' }));
    fireEvent.keyDown(document.activeElement as Element, { key: 'ArrowDown' });
    expect(document.activeElement).toBe(screen.getByRole('checkbox', { name: 'Puck' }));
    fireEvent.keyDown(document.activeElement as Element, { key: 'ArrowUp' });
    fireEvent.keyDown(document.activeElement as Element, { key: 'ArrowUp' });
    expect(document.activeElement).toBe(search);

    // Space on a focused checkbox is a click.
    fireEvent.click(screen.getByRole('checkbox', { name: 'Puck' }));
    expect(onChange).toHaveBeenLastCalledWith({ filters: { hero: ['Axe', 'Puck'] } });

    fireEvent.change(search, { target: { value: 'zz' } });
    expect(screen.getByText('No results found')).toBeTruthy();
  });

  it('unchecks a chosen value and offers Clear all', () => {
    const { onChange, onClear } = renderPanel('hero=Axe,Io');
    fireEvent.click(screen.getByRole('checkbox', { name: 'Axe' }));
    expect(onChange).toHaveBeenLastCalledWith({ filters: { hero: ['Io'] } });
    fireEvent.click(screen.getByRole('button', { name: 'Clear all' }));
    expect(onClear).toHaveBeenCalledOnce();
  });

  it('offers only what can go out now, checked while the URL says so', () => {
    const { onChange } = renderPanel();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Ready to send now' }));
    expect(onChange).toHaveBeenLastCalledWith({ ready: true });
    cleanup();
    renderPanel('ready=true');
    expect((screen.getByRole('checkbox', { name: 'Ready to send now' }) as HTMLInputElement).checked).toBe(true);
  });

  it('applies a typed price 300 ms after typing stops, with a comma or a point', async () => {
    const { onChange } = renderPanel();
    const from = screen.getByRole('textbox', { name: 'From' });
    expect(from.getAttribute('inputmode')).toBe('decimal');
    expect(from.getAttribute('placeholder')).toBe('0');
    expect(screen.getByRole('textbox', { name: 'To' }).getAttribute('placeholder')).toBe('9999');
    fireEvent.change(from, { target: { value: '1' } });
    fireEvent.change(from, { target: { value: '12,5' } });
    expect(onChange).not.toHaveBeenCalled();
    await waitFor(() => expect(onChange).toHaveBeenCalledWith({ priceFrom: '12.5' }));
    expect(onChange).toHaveBeenCalledOnce();
  });
});
