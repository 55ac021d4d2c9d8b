import { Spinner } from './spinner.tsx';

/** Shown while a page's code, or what it needs to decide what to show, loads. */
export function PageLoader() {
  return (
    <div style={{ display: 'grid', placeItems: 'center', minHeight: '60vh' }}>
      <Spinner size={40} />
    </div>
  );
}
