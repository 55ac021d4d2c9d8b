import type { CSSProperties } from 'react';
import './skeleton.css';

export interface SkeletonProps {
  width?: CSSProperties['width'];
  height?: CSSProperties['height'];
  className?: string;
}

/** A shimmering placeholder; decorative, so the loading state must be announced elsewhere. */
export function Skeleton({ width = '100%', height = '1em', className }: SkeletonProps) {
  return <span className={className ? `skeleton ${className}` : 'skeleton'} style={{ width, height }} aria-hidden="true" />;
}
