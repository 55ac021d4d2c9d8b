import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ok, stubApi } from '../../../../test/api-stub.ts';
import { renderWithProviders } from '../../../../test/render.tsx';
import { PhoneField } from './phone-field.tsx';

const COUNTRIES = [
  { id: 1, title: 'Germany', iso: 'DE' },
  { id: 2, title: 'Latvia', iso: 'LV' },
  { id: 3, title: 'United States', iso: 'US' },
];

const renderField = () => renderWithProviders(<PhoneField label="Phone" name="phone" value="" onChange={() => undefined} />);
const picker = () => screen.getByRole('combobox', { name: 'Phone country' }) as HTMLSelectElement;

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('PhoneField: the phone input over the country list and the country by IP (spec §7)', () => {
  it("starts from the visitor's country as the api found it", async () => {
    const { calls } = stubApi({ '/api/countries': () => ok(COUNTRIES), '/api/geo/country': () => ok({ country: 'DE', detected: true }) });
    renderField();
    await waitFor(() => expect(picker().value).toBe('DE'));
    expect(calls('/api/geo/country')).toHaveLength(1);
  });

  it("falls back to US when the lookup call fails, logging 'unable to fetch the country' rather than showing it", async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    stubApi({ '/api/countries': () => ok(COUNTRIES), '/api/geo/country': () => ({ status: 503, body: { status: 'ERROR', message: 'down' } }) });
    renderField();
    await waitFor(() => expect(picker().options).toHaveLength(3));
    expect(picker().value).toBe('US');
    expect(screen.queryByText(/unable to fetch the country/i)).toBeNull();
    expect(warn).toHaveBeenCalledWith('unable to fetch the country', expect.anything());
  });

  it('never calls anything but the api', async () => {
    const { fetchMock } = stubApi({ '/api/countries': () => ok(COUNTRIES), '/api/geo/country': () => ok({ country: 'LV', detected: true }) });
    renderField();
    await waitFor(() => expect(picker().value).toBe('LV'));
    for (const [input] of fetchMock.mock.calls) expect(new URL(String(input), 'http://localhost').origin).toBe('http://localhost');
  });
});
