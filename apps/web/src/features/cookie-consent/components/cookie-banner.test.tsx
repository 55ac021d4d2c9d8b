import { fireEvent, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../../test/render.tsx';
import { CookieBanner } from './cookie-banner.tsx';

const stored = () => ({ consent: localStorage.getItem('cookie_consent'), settings: JSON.parse(localStorage.getItem('cookie_settings') ?? 'null') });
const banner = () => screen.queryByRole('region', { name: 'Cookie settings' });

describe('CookieBanner', () => {
  beforeEach(() => localStorage.clear());

  it('links the cookie policy and goes away for good on Ok', () => {
    renderWithProviders(<CookieBanner policyHref="/cookie-policy" />);
    expect(screen.getByRole('link', { name: 'Cookie Policy' }).getAttribute('href')).toBe('/cookie-policy');
    fireEvent.click(screen.getByRole('button', { name: 'Ok' }));
    expect(banner()).toBeNull();
    expect(stored()).toEqual({ consent: 'true', settings: { essential: true, advertising: true, customization: true, functionality: true } });
  });

  it('stores false for everything on Decline', () => {
    renderWithProviders(<CookieBanner policyHref="#" />);
    fireEvent.click(screen.getByRole('button', { name: 'Decline' }));
    expect(banner()).toBeNull();
    expect(stored()).toEqual({ consent: 'false', settings: { essential: true, advertising: false, customization: false, functionality: false } });
  });

  it('is not shown once a choice is stored', () => {
    localStorage.setItem('cookie_consent', 'false');
    renderWithProviders(<CookieBanner policyHref="#" />);
    expect(banner()).toBeNull();
  });

  it('saves the switches chosen in Manage cookies, essential always on', () => {
    renderWithProviders(<CookieBanner policyHref="#" />);
    fireEvent.click(screen.getByRole('button', { name: 'Manage cookies' }));
    const dialog = screen.getByRole('dialog', { name: 'Cookie settings' });
    expect(document.documentElement.style.overflow).toBe('hidden');

    const essential = screen.getByRole('switch', { name: 'Essential' });
    expect(essential).toHaveProperty('checked', true);
    expect(essential).toHaveProperty('disabled', true);
    expect(document.activeElement).toBe(screen.getByRole('switch', { name: 'Advertising' }));
    fireEvent.click(screen.getByRole('switch', { name: 'Functionality' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));

    expect(dialog.isConnected).toBe(false);
    expect(banner()).toBeNull();
    expect(document.documentElement.style.overflow).toBe('');
    expect(stored()).toEqual({ consent: 'true', settings: { essential: true, advertising: false, customization: false, functionality: true } });
  });

  it('closes the panel with Escape and keeps asking', () => {
    renderWithProviders(<CookieBanner policyHref="#" />);
    const manage = screen.getByRole('button', { name: 'Manage cookies' });
    manage.focus();
    fireEvent.click(manage);
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(manage);
    expect(banner()).not.toBeNull();
    expect(localStorage.getItem('cookie_consent')).toBeNull();
  });
});
