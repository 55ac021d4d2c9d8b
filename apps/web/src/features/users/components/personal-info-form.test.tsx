import { EMAIL_CHANGE_MESSAGES } from '@skins/shared';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ok, profile, stubApi } from '../../../../test/api-stub.ts';
import { renderWithProviders } from '../../../../test/render.tsx';
import { PersonalInfoForm } from './personal-info-form.tsx';

const currentPassword = () => screen.queryByLabelText(/Current password/);

/** What the phone input asks for: the supported countries and the visitor's country by IP. */
const PHONE_ROUTES = {
  '/api/countries': () => ok([{ id: 1, title: 'Estonia', iso: 'EE' }, { id: 2, title: 'Latvia', iso: 'LV' }]),
  '/api/geo/country': () => ok({ country: 'LV', detected: true }),
};
const profileCalls = (fetchMock: ReturnType<typeof stubApi>['fetchMock']) =>
  fetchMock.mock.calls.filter(([input]) => new URL(String(input), 'http://localhost').pathname === '/api/user/profile');

describe('PersonalInfoForm: the phone (spec §7 account page fields)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows the saved number beside its country (the code said once, by the picker), and sends phone, phone_country_code and phone_national_number', async () => {
    const { fetchMock } = stubApi({ ...PHONE_ROUTES, '/api/user/profile': () => ({ body: { status: 'OK', message: 'Profile updated successfully', payload: profile() } }) });
    renderWithProviders(<PersonalInfoForm profile={profile({ email: 'ada@example.com', phone: '+37255551234' })} />);
    const phone = screen.getByRole('textbox', { name: /Phone/ }) as HTMLInputElement;
    expect(phone.value).toBe('5555 1234');
    await waitFor(() => expect((screen.getByRole('combobox', { name: 'Phone country' }) as HTMLSelectElement).value).toBe('EE'));

    fireEvent.change(phone, { target: { value: '2012 3456' } });
    fireEvent.change(screen.getByRole('combobox', { name: 'Phone country' }), { target: { value: 'LV' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(profileCalls(fetchMock)).toHaveLength(1));
    const body = JSON.parse(String(profileCalls(fetchMock)[0]?.[1]?.body)) as Record<string, unknown>;
    expect(body).toMatchObject({ phone: '+37120123456', phone_country_code: 'LV', phone_national_number: '20123456' });
  });
});

describe('PersonalInfoForm: changing the e-mail (issue 11)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('asks for the current password only once the e-mail differs, sends it, and shows its server error', async () => {
    const { fetchMock } = stubApi({
      ...PHONE_ROUTES,
      '/api/user/profile': () => ({
        status: 422,
        body: { status: 'ERROR', code: 'VALIDATION', message: EMAIL_CHANGE_MESSAGES.wrongPassword, errors: { current_password: [EMAIL_CHANGE_MESSAGES.wrongPassword] } },
      }),
    });
    renderWithProviders(<PersonalInfoForm profile={profile({ email: 'ada@example.com', phone: '+37255551234', has_password: true })} />);
    expect(currentPassword()).toBeNull();

    fireEvent.change(screen.getByLabelText(/Email/), { target: { value: 'new@example.com' } });
    expect(currentPassword()).not.toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(profileCalls(fetchMock)).toHaveLength(0);

    fireEvent.change(currentPassword()!, { target: { value: 'Guess-1234' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(profileCalls(fetchMock)).toHaveLength(1));
    const body = JSON.parse(String(profileCalls(fetchMock).at(-1)?.[1]?.body)) as Record<string, unknown>;
    expect(body).toMatchObject({ email: 'new@example.com', current_password: 'Guess-1234' });
    expect(await screen.findAllByText(EMAIL_CHANGE_MESSAGES.wrongPassword)).not.toHaveLength(0);
  });

  it('shows an address waiting for confirmation, and sends no password when the e-mail stays', async () => {
    const { fetchMock } = stubApi({ ...PHONE_ROUTES, '/api/user/profile': () => ({ body: { status: 'OK', message: 'Profile updated successfully', payload: profile({ pending_email: 'next@example.com' }) } }) });
    renderWithProviders(<PersonalInfoForm profile={profile({ email: 'ada@example.com', phone: '+37255551234', pending_email: 'next@example.com' })} />);
    expect(screen.getByText(/Waiting for confirmation: next@example.com/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(profileCalls(fetchMock)).toHaveLength(1));
    const body = JSON.parse(String(profileCalls(fetchMock).at(-1)?.[1]?.body)) as Record<string, unknown>;
    expect(body).not.toHaveProperty('current_password');
  });
});

describe('PersonalInfoForm: a Steam-only account (no e-mail, no password)', () => {
  afterEach(() => vi.unstubAllGlobals());
  const steamOnly = (overrides: Parameters<typeof profile>[0] = {}) => profile({ email: null, has_password: false, steamId: '76561198000000000', phone: '+37255551234', ...overrides });

  it('shows the address waiting for its link in the field, so Save sends that one again rather than an empty field', async () => {
    const { fetchMock } = stubApi({ ...PHONE_ROUTES, '/api/user/profile': () => ok(steamOnly({ pending_email: 'kept@example.com' })) });
    renderWithProviders(<PersonalInfoForm profile={steamOnly({ pending_email: 'kept@example.com' })} />);
    expect((screen.getByLabelText(/Email/) as HTMLInputElement).value).toBe('kept@example.com');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(profileCalls(fetchMock)).toHaveLength(1));
    expect(JSON.parse(String(profileCalls(fetchMock)[0]?.[1]?.body))).toMatchObject({ email: 'kept@example.com' });
  });

  it('offers the Steam sign-in, back to this page, when the api asks for a fresh one', async () => {
    stubApi({
      ...PHONE_ROUTES,
      '/api/user/profile': () => ({ status: 403, body: { status: 'ERROR', code: 'FRESH_SIGN_IN_REQUIRED', message: EMAIL_CHANGE_MESSAGES.steamSignInRequired } }),
    });
    renderWithProviders(<PersonalInfoForm profile={steamOnly()} />);
    fireEvent.change(screen.getByLabelText(/Email/), { target: { value: 'new@example.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    const link = (await screen.findByRole('link', { name: 'Sign in with Steam again' })) as HTMLAnchorElement;
    expect(link.getAttribute('href')).toBe(`/auth/steam/redirect?then=${encodeURIComponent('/account?tab=personal')}`);
  });
});
