import { EMAIL_CHANGE_MESSAGES } from '@skins/shared';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { profile, stubApi } from '../../../../test/api-stub.ts';
import { renderWithProviders } from '../../../../test/render.tsx';
import { PersonalInfoForm } from './personal-info-form.tsx';

const currentPassword = () => screen.queryByLabelText(/Current password/);

describe('PersonalInfoForm: changing the e-mail (issue 11)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('asks for the current password only once the e-mail differs, sends it, and shows its server error', async () => {
    const { fetchMock } = stubApi({
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
    expect(fetchMock).not.toHaveBeenCalled();

    fireEvent.change(currentPassword()!, { target: { value: 'Guess-1234' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    const body = JSON.parse(String(fetchMock.mock.calls.at(-1)?.[1]?.body)) as Record<string, unknown>;
    expect(body).toMatchObject({ email: 'new@example.com', current_password: 'Guess-1234' });
    expect(await screen.findAllByText(EMAIL_CHANGE_MESSAGES.wrongPassword)).not.toHaveLength(0);
  });

  it('shows an address waiting for confirmation, and sends no password when the e-mail stays', async () => {
    const { fetchMock } = stubApi({ '/api/user/profile': () => ({ body: { status: 'OK', message: 'Profile updated successfully', payload: profile({ pending_email: 'next@example.com' }) } }) });
    renderWithProviders(<PersonalInfoForm profile={profile({ email: 'ada@example.com', phone: '+37255551234', pending_email: 'next@example.com' })} />);
    expect(screen.getByText(/Waiting for confirmation: next@example.com/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    const body = JSON.parse(String(fetchMock.mock.calls.at(-1)?.[1]?.body)) as Record<string, unknown>;
    expect(body).not.toHaveProperty('current_password');
  });
});
