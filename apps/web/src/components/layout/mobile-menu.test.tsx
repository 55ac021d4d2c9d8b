import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { I18nProvider } from '../../lib/i18n/index.ts';
import { MobileMenu } from './mobile-menu.tsx';

function Harness() {
  const [open, setOpen] = useState(false);
  return (
    <I18nProvider>
      <button type="button" onClick={() => setOpen(true)}>
        Menu
      </button>
      <MobileMenu id="menu" open={open} onClose={() => setOpen(false)}>
        <a href="/products">Products</a>
      </MobileMenu>
    </I18nProvider>
  );
}

const menu = () => screen.getByRole('dialog', { hidden: true }) as HTMLDialogElement;

describe('MobileMenu', () => {
  it('is a native modal dialog, shown while open and closed by Escape (the browser cancel) or the backdrop', () => {
    render(<Harness />);
    expect(menu().tagName).toBe('DIALOG');
    expect(menu().open).toBe(false);

    fireEvent.click(screen.getByRole('button', { name: 'Menu' }));
    expect(menu().open).toBe(true);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Close menu' }));
    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    expect(menu().open).toBe(false);
    expect(document.documentElement.style.overflow).toBe('');

    fireEvent.click(screen.getByRole('button', { name: 'Menu' }));
    fireEvent.click(document.querySelector('.mobile-menu__backdrop')!);
    expect(menu().open).toBe(false);
  });
});
