import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Pagination } from './pagination.tsx';

describe('Pagination', () => {
  it('renders the page window and marks the current page', () => {
    render(<Pagination page={10} pages={20} onPageChange={() => {}} compact={false} />);
    const pages = screen.getAllByRole('button', { name: /^Page \d+$/ }).map((button) => button.textContent);
    expect(pages).toEqual(['1', '8', '9', '10', '11', '12', '20']);
    expect(screen.getByRole('button', { name: 'Page 10' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('button', { name: 'Page 9' }).getAttribute('aria-current')).toBeNull();
  });

  it('reports the chosen page, and the previous and next steps', () => {
    const onPageChange = vi.fn();
    render(<Pagination page={3} pages={9} onPageChange={onPageChange} compact={false} />);
    fireEvent.click(screen.getByRole('button', { name: 'Page 5' }));
    fireEvent.click(screen.getByRole('button', { name: 'Previous page' }));
    fireEvent.click(screen.getByRole('button', { name: 'Next page' }));
    fireEvent.click(screen.getByRole('button', { name: 'Page 3' }));
    expect(onPageChange.mock.calls).toEqual([[5], [2], [4]]);
  });

  it('disables the steps at the ends', () => {
    const { rerender } = render(<Pagination page={1} pages={4} onPageChange={() => {}} compact={false} />);
    expect(screen.getByRole('button', { name: 'Previous page' })).toHaveProperty('disabled', true);
    expect(screen.getByRole('button', { name: 'Next page' })).toHaveProperty('disabled', false);
    rerender(<Pagination page={4} pages={4} onPageChange={() => {}} compact={false} />);
    expect(screen.getByRole('button', { name: 'Next page' })).toHaveProperty('disabled', true);
  });

  it('moves the focus with the arrow keys, Home and End', () => {
    render(<Pagination page={2} pages={3} onPageChange={() => {}} compact={false} />);
    const nav = screen.getByRole('navigation', { name: 'Pagination' });
    screen.getByRole('button', { name: 'Page 2' }).focus();
    fireEvent.keyDown(nav, { key: 'ArrowRight' });
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Page 3' }));
    fireEvent.keyDown(nav, { key: 'ArrowLeft' });
    fireEvent.keyDown(nav, { key: 'ArrowLeft' });
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Page 1' }));
    fireEvent.keyDown(nav, { key: 'End' });
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Next page' }));
    fireEvent.keyDown(nav, { key: 'Home' });
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Previous page' }));
  });

  it('shows "page / total" in compact mode', () => {
    render(<Pagination page={4} pages={12} onPageChange={() => {}} compact />);
    expect(screen.getByText('4 / 12')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Page 4' })).toBeNull();
  });

  it('renders nothing for a single page', () => {
    const { container } = render(<Pagination page={1} pages={1} onPageChange={() => {}} />);
    expect(container.innerHTML).toBe('');
  });
});
