import type { DeliverySpeed } from '@skins/shared';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ok, stubApi } from '../../../../test/api-stub.ts';
import { renderWithProviders } from '../../../../test/render.tsx';
import { DeliverySpeedNote } from './delivery-speed-note.tsx';

const reading = (overrides: Partial<DeliverySpeed>): DeliverySpeed => ({
  state: 'measured',
  median_seconds: 38,
  offers: 12,
  waiting: 0,
  window_minutes: 60,
  measured_at: '2026-12-06T12:00:00.000Z',
  ...overrides,
});

describe('DeliverySpeedNote', () => {
  afterEach(() => vi.unstubAllGlobals());

  const shows = async (speed: DeliverySpeed, text: string) => {
    stubApi({ '/api/delivery-speed': () => ok(speed) });
    const { unmount } = renderWithProviders(<DeliverySpeedNote />);
    expect(await screen.findByText(text)).toBeTruthy();
    unmount();
  };

  it('promises the measured time only when the bots keep up and Steam answers, and says why not otherwise', async () => {
    await shows(reading({}), 'Offers go out in about 40 s after payment (the median of the last hour).');
    await shows(reading({ median_seconds: 250 }), 'Offers go out in about 4 min after payment (the median of the last hour).');
    await shows(reading({ state: 'slow', waiting: 3 }), 'Our bots are behind right now: offers take longer than usual.');
    await shows(reading({ state: 'steam_trouble' }), 'Steam is having trouble right now: offers may be delayed until it recovers.');
    await shows(reading({ state: 'no_data', median_seconds: null, offers: 0 }), 'No offers went out in the last hour, so we cannot say how fast they go right now.');
  });
});
