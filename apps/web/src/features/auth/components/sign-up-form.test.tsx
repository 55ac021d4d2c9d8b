import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Route, Routes } from 'react-router-dom';
import { ok, stubApi } from '../../../../test/api-stub.ts';
import { renderWithProviders } from '../../../../test/render.tsx';
import { reloadAuthState } from '../store/auth-store.ts';
import { SignUpForm } from './sign-up-form.tsx';

function renderForm() {
  return renderWithProviders(
    <Routes>
      <Route path="/sign-up" element={<SignUpForm termsHref="/terms-and-conditions" privacyHref="/privacy-policy" redirect={null} />} />
      <Route path="/email-verification" element={<p>Verification page</p>} />
    </Routes>,
    { route: '/sign-up' },
  );
}

/** What the phone input asks for: the supported countries and the visitor's country by IP. */
const PHONE_ROUTES = {
  '/api/countries': () => ok([{ id: 1, title: 'Latvia', iso: 'LV' }, { id: 2, title: 'United States', iso: 'US' }]),
  '/api/geo/country': () => ok({ country: 'LV', detected: true }),
};

/** The input labelled `name` (the label also holds the required mark). */
const field = (name: string) => screen.getByLabelText(new RegExp(`^${name}\\*?$`), { selector: 'input' }) as HTMLInputElement;
const type = (name: string, value: string) => {
  fireEvent.change(field(name), { target: { value } });
  fireEvent.blur(field(name));
};

describe('SignUpForm', () => {
  beforeEach(() => {
    localStorage.clear();
    reloadAuthState();
  });
  afterEach(() => vi.unstubAllGlobals());

  // The checks run asynchronously (react-hook-form's resolver), hence findBy and waitFor.
  it('checks a field when it is left, with the messages of spec §5', async () => {
    stubApi(PHONE_ROUTES);
    renderForm();
    fireEvent.blur(field('First name'));
    expect(await screen.findByText('First name is required')).toBeTruthy();
    expect(screen.queryByText('Last name is required')).toBeNull();

    type('Email', 'ada@');
    expect(await screen.findByText('Invalid email format')).toBeTruthy();
    type('Phone', '12ab');
    expect(await screen.findByText('Invalid phone format (e.g. +1234567890)')).toBeTruthy();
    // Enough digits, but no number of its country (libphonenumber's check).
    type('Phone', '+371 1000 0000');
    expect(await screen.findByText('Please enter a valid phone number')).toBeTruthy();
    type('Password', 'lowercase1');
    expect(await screen.findByText('Password must contain at least one lowercase letter, one uppercase letter and one digit')).toBeTruthy();
    type('Confirm password', 'other');
    expect(await screen.findByText('Passwords do not match')).toBeTruthy();
    expect(field('Confirm password').getAttribute('aria-invalid')).toBe('true');

    type('First name', 'Ada');
    await waitFor(() => expect(screen.queryByText('First name is required')).toBeNull());
  });

  it('shows every problem on submit, focuses the first and sends nothing', async () => {
    const { calls } = stubApi(PHONE_ROUTES);
    renderForm();
    fireEvent.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(await screen.findByText('Last name is required')).toBeTruthy();
    expect(screen.getByText('Please accept the terms and privacy policy')).toBeTruthy();
    expect(screen.getByText('Please confirm your password')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(field('First name')));
    expect(calls('/sanctum/csrf-cookie')).toHaveLength(0);
    expect(calls('/api/register')).toHaveLength(0);
  });

  it('links the terms and privacy pages and registers without a type when none is chosen', async () => {
    const register = vi.fn(() => ({ body: { status: 'VERIFY', message: 'Registration successful.' } }));
    const { fetchMock } = stubApi({ ...PHONE_ROUTES, '/sanctum/csrf-cookie': () => ({ body: {} }), '/api/register': register });
    renderForm();
    expect(screen.getByRole('link', { name: 'Terms and Conditions' }).getAttribute('href')).toBe('/terms-and-conditions');
    expect(screen.getByRole('link', { name: 'Privacy Policy' }).getAttribute('href')).toBe('/privacy-policy');

    type('First name', 'Ada');
    type('Last name', 'Lovelace');
    type('Email', 'ada@example.com');
    type('Phone', '+371 2000 0000');
    type('Password', 'Secret123');
    type('Confirm password', 'Secret123');
    fireEvent.click(screen.getByRole('checkbox'));
    fireEvent.click(screen.getByRole('button', { name: 'Sign up' }));

    expect(await screen.findByText('Verification page')).toBeTruthy();
    const paths = fetchMock.mock.calls.map(([input]) => new URL(String(input), 'http://localhost').pathname).filter((path) => !(path in PHONE_ROUTES));
    expect(paths[0]).toBe('/sanctum/csrf-cookie');
    expect(paths.at(-1)).toBe('/api/register');
    const body = JSON.parse(String(fetchMock.mock.calls.at(-1)?.[1]?.body)) as Record<string, unknown>;
    expect(body).toMatchObject({ name: 'Ada', surname: 'Lovelace', email: 'ada@example.com', password: 'Secret123', passConfirm: 'Secret123', accept_terms: true });
    // Spec §7: the phone data of the international input (E.164, its country, the national part).
    expect(body).toMatchObject({ phone: '+37120000000', phone_country_code: 'LV', phone_national_number: '20000000' });
    expect(body).not.toHaveProperty('user_type');
  });

  it("shows the server's field errors under their fields", async () => {
    stubApi({
      ...PHONE_ROUTES,
      '/sanctum/csrf-cookie': () => ({ body: {} }),
      '/api/register': () => ({
        status: 422,
        body: { status: 'ERROR', code: 'VALIDATION', message: 'The email has already been taken.', errors: { email: ['The email has already been taken.'] } },
      }),
    });
    renderForm();
    type('First name', 'Ada');
    type('Last name', 'Lovelace');
    type('Email', 'ada@example.com');
    type('Phone', '+37120000000');
    type('Password', 'Secret123');
    type('Confirm password', 'Secret123');
    fireEvent.click(screen.getByRole('radio', { name: /Seller/ }));
    fireEvent.click(screen.getByRole('checkbox'));
    fireEvent.click(screen.getByRole('button', { name: 'Sign up' }));
    await waitFor(() => expect(field('Email').getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText('The email has already been taken.')).toBeTruthy();
  });
});
