import { useEffect, useRef, useState } from 'react';
import type { CSSProperties, Key, ReactNode, TouchEvent } from 'react';
import { useT } from '../../lib/i18n/index.ts';
import { ChevronLeftIcon } from '../icons/chevron-left-icon.tsx';
import { ChevronRightIcon } from '../icons/chevron-right-icon.tsx';
import { lastStart, stepCarousel, trackOffset, visibleSlides } from './carousel-position.ts';
import type { CarouselMetrics } from './carousel-position.ts';
import './carousel.css';

export interface CarouselProps<T> {
  /** Names the region for assistive technology. */
  label: string;
  items: readonly T[];
  getKey: (item: T) => Key;
  renderItem: (item: T) => ReactNode;
  /** Spec §9: loop, 600 ms, 8 px gap. */
  loop?: boolean;
  speedMs?: number;
  gap?: number;
}

const SWIPE_PX = 40;

/**
 * A row of slides moved by previous/next buttons (or a swipe). Slides keep their own width; the ones out
 * of view are inert, so Tab only reaches what is shown.
 */
export function Carousel<T>({ label, items, getKey, renderItem, loop = true, speedMs = 600, gap = 8 }: CarouselProps<T>) {
  const t = useT();
  const viewportRef = useRef<HTMLDivElement>(null);
  const touchStart = useRef<number | null>(null);
  const [size, setSize] = useState({ viewportWidth: 0, slideWidth: 0 });
  const [index, setIndex] = useState(0);

  useEffect(() => {
    const viewport = viewportRef.current;
    if (!viewport || typeof ResizeObserver === 'undefined') return;
    const measure = () => {
      const slide = viewport.querySelector<HTMLElement>('.carousel__slide');
      setSize({ viewportWidth: viewport.clientWidth, slideWidth: slide?.offsetWidth ?? 0 });
    };
    const observer = new ResizeObserver(measure);
    observer.observe(viewport);
    return () => observer.disconnect();
  }, [items.length]);

  const metrics: CarouselMetrics = { ...size, gap, count: items.length };
  const last = lastStart(metrics);
  const visible = visibleSlides(metrics);
  const start = Math.min(index, last);
  const scrollable = size.slideWidth > 0 && last > 0;
  const go = (direction: 1 | -1) => setIndex(stepCarousel(start, direction, last, loop));

  const onTouchEnd = (event: TouchEvent) => {
    const from = touchStart.current;
    const to = event.changedTouches[0]?.clientX;
    touchStart.current = null;
    if (from === null || to === undefined || Math.abs(to - from) < SWIPE_PX) return;
    go(to < from ? 1 : -1);
  };

  const trackStyle: CSSProperties = {
    gap,
    transform: `translate3d(${-trackOffset(start, metrics)}px, 0, 0)`,
    transitionDuration: `${speedMs}ms`,
  };

  return (
    <section className="carousel" aria-roledescription="carousel" aria-label={label}>
      <div
        ref={viewportRef}
        className="carousel__viewport"
        onTouchStart={(event) => {
          touchStart.current = event.touches[0]?.clientX ?? null;
        }}
        onTouchEnd={onTouchEnd}
      >
        <ul className="carousel__track" style={trackStyle}>
          {items.map((item, position) => {
            const shown = !scrollable || (position >= start && position < start + visible);
            return (
              <li key={getKey(item)} className="carousel__slide" inert={!shown} aria-hidden={!shown || undefined}>
                {renderItem(item)}
              </li>
            );
          })}
        </ul>
      </div>
      {scrollable ? (
        <div className="carousel__controls">
          <button type="button" className="carousel__button" aria-label={t('common.carouselPrevious')} onClick={() => go(-1)}>
            <ChevronLeftIcon size={20} />
          </button>
          <button type="button" className="carousel__button" aria-label={t('common.carouselNext')} onClick={() => go(1)}>
            <ChevronRightIcon size={20} />
          </button>
        </div>
      ) : null}
    </section>
  );
}
