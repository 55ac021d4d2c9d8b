import { fireEvent, screen } from '@testing-library/react';
import { act } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { resetHostReach, settleHostReach } from '../../lib/image-host-reach.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { ImageWithFallback } from './image-with-fallback.tsx';

const image = (container: HTMLElement) => container.querySelector('img');

describe('ImageWithFallback', () => {
  beforeEach(() => {
    resetHostReach();
    settleHostReach('https://cdn.test', 'up');
  });

  it('shows the CDN image once it loads', () => {
    const { container } = renderWithProviders(<ImageWithFallback src="https://cdn.test/icon.png" fallbackSrc="/api/images/items/1.svg" alt="Icon" />);
    fireEvent.load(image(container)!);
    expect(image(container)!.getAttribute('src')).toBe('https://cdn.test/icon.png');
    expect(container.querySelector('[data-state]')!.getAttribute('data-state')).toBe('loaded');
  });

  it('falls back to the generated art when the CDN fails, never to a broken image', () => {
    const { container } = renderWithProviders(<ImageWithFallback src="https://cdn.test/icon.png" fallbackSrc="/api/images/items/1.svg" alt="Icon" />);
    fireEvent.error(image(container)!);
    expect(image(container)!.getAttribute('src')).toBe('/api/images/items/1.svg');
    fireEvent.load(image(container)!);
    expect(container.querySelector('[data-state]')!.getAttribute('data-state')).toBe('loaded');
  });

  it('shows the placeholder when the fallback fails too, or when there is none', () => {
    const { container } = renderWithProviders(<ImageWithFallback src="https://cdn.test/icon.png" fallbackSrc="/api/images/items/1.svg" alt="Icon" />);
    fireEvent.error(image(container)!);
    fireEvent.error(image(container)!);
    expect(image(container)).toBeNull();
    expect(screen.getByRole('img', { name: 'Icon' }).textContent).toContain('Image unavailable');
  });

  it('does not retry the same URL when the fallback is the image itself', () => {
    const { container } = renderWithProviders(<ImageWithFallback src="/api/images/items/1.svg" fallbackSrc="/api/images/items/1.svg" alt="Icon" />);
    fireEvent.error(image(container)!);
    expect(image(container)).toBeNull();
  });

  it('asks an unreachable host nothing: its images show the fallback at once, and the visit says so once', () => {
    resetHostReach();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { container } = renderWithProviders(
      <>
        <ImageWithFallback src="https://cdn.test/a.png" fallbackSrc="/api/images/items/1.svg" alt="A" />
        <ImageWithFallback src="https://cdn.test/b.png" fallbackSrc="/api/images/items/2.svg" alt="B" />
      </>,
    );
    // Waiting for the host's probe: no image asks the host meanwhile.
    expect(container.querySelectorAll('img')).toHaveLength(0);
    act(() => settleHostReach('https://cdn.test', 'down'));
    expect([...container.querySelectorAll('img')].map((img) => img.getAttribute('src'))).toEqual(['/api/images/items/1.svg', '/api/images/items/2.svg']);
    expect(warn).toHaveBeenCalledTimes(1);
    warn.mockRestore();
  });
});
