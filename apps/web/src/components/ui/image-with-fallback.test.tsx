import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render.tsx';
import { ImageWithFallback } from './image-with-fallback.tsx';

const image = (container: HTMLElement) => container.querySelector('img');

describe('ImageWithFallback', () => {
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
});
