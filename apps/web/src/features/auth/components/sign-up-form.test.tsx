import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Route, Routes } from 'react-router-dom';
import { stubApi } from '../../../../test/api-stub.ts';
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

/** The input labelled `name` (the label also holds the required mark). */
const field = (name: string) => screen.getByLabelText(new RegExp(`^${name}\\*?$`), { selector: 'input' });
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
    stubApi({});
    renderForm();
    fireEvent.blur(field('First name'));
    expect(await screen.findByText('First name is required')).toBeTruthy();
    expect(screen.queryByText('Last name is required')).toBeNull();

    type('Email', 'ada@');
    expect(await screen.findByText('Invalid email format')).toBeTruthy();
    type('Phone', '12ab');
    expect(await screen.findByText('Invalid phone format (e.g. +1234567890)')).toBeTruthy();
    type('Password', 'lowercase1');
    expect(await screen.findByText('Password must contain at least one lowercase letter, one uppercase letter and one digit')).toBeTruthy();
    type('Confirm password', 'other');
    expect(await screen.findByText('Passwords do not match')).toBeTruthy();
    expect(field('Confirm password').getAttribute('aria-invalid')).toBe('true');

    type('First name', 'Ada');
    await waitFor(() => expect(screen.queryByText('First name is required')).toBeNull());
  });

  it('shows every problem on submit, focuses the first and sends nothing', async () => {
    const { fetchMock } = stubApi({});
    renderForm();
    fireEvent.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(await screen.findByText('Last name is required')).toBeTruthy();
    expect(screen.getByText('Please accept the terms and privacy policy')).toBeTruthy();
    expect(screen.getByText('Please confirm your password')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(field('First name')));
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('links the terms and privacy pages and registers without a type when none is chosen', async () => {
    const register = vi.fn(() => ({ body: { status: 'VERIFY', message: 'Registration successful.' } }));
    const { fetchMock } = stubApi({ '/sanctum/csrf-cookie': () => ({ body: {} }), '/api/register': register });
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
    const paths = fetchMock.mock.calls.map(([input]) => new URL(String(input), 'http://localhost').pathname);
    expect(paths[0]).toBe('/sanctum/csrf-cookie');
    expect(paths.at(-1)).toBe('/api/register');
    const body = JSON.parse(String(fetchMock.mock.calls.at(-1)?.[1]?.body)) as Record<string, unknown>;
    expect(body).toMatchObject({ name: 'Ada', surname: 'Lovelace', email: 'ada@example.com', phone: '+371 2000 0000', password: 'Secret123', passConfirm: 'Secret123', accept_terms: true });
    expect(body).not.toHaveProperty('user_type');
  });

  it("shows the server's field errors under their fields", async () => {
    stubApi({
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
