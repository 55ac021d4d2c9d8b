import { useState } from 'react';
import { useHostReach } from '../../lib/image-host-reach.ts';
import { useT } from '../../lib/i18n/index.ts';
import { GemIcon } from '../icons/gem-icon.tsx';
import { Skeleton } from './skeleton.tsx';
import './image-with-fallback.css';

export interface ImageWithFallbackProps {
  src: string;
  /** Tried once when `src` fails (the generated art behind a CDN icon), before the placeholder. */
  fallbackSrc?: string;
  alt: string;
  className?: string;
  /** In the first screenful: fetched at once and ahead of other images, instead of lazily. */
  priority?: boolean;
}

type LoadState = 'loading' | 'loaded' | 'failed';

/**
 * An image with a skeleton until it has loaded, then its fallback if it fails, and a placeholder if that
 * fails too: the page never shows a broken image. A host of another origin that cannot be reached (the CDN,
 * offline) is asked once for the whole visit (lib/image-host-reach.ts): its images go straight to the fallback.
 * Give it a `key` of its `src` so a new image starts from the skeleton again.
 */
export function ImageWithFallback({ src, fallbackSrc, alt, className, priority = false }: ImageWithFallbackProps) {
  const t = useT();
  const [state, setState] = useState<LoadState>('loading');
  const [current, setCurrent] = useState(src);
  const host = useHostReach(src);
  // The host is unreachable: its picture is not asked for at all.
  const shown = host === 'down' && current === src ? fallbackSrc : current;
  const onError = () => {
    if (fallbackSrc && shown !== fallbackSrc) setCurrent(fallbackSrc);
    else setState('failed');
  };
  return (
    <div className={className ? `image-frame ${className}` : 'image-frame'} data-state={state}>
      {state === 'loading' && shown !== undefined ? <Skeleton className="image-frame__skeleton" height="100%" /> : null}
      {state === 'failed' || shown === undefined ? (
        <div className="image-frame__fallback" role="img" aria-label={alt}>
          <GemIcon size={36} />
          <span aria-hidden="true">{t('common.imageUnavailable')}</span>
        </div>
      ) : host === 'unknown' ? null : (
        <img
          className="image-frame__image"
          src={shown}
          alt={alt}
          loading={priority ? 'eager' : 'lazy'}
          fetchPriority={priority ? 'high' : 'auto'}
          decoding="async"
          onLoad={() => setState('loaded')}
          onError={onError}
        />
      )}
    </div>
  );
}
