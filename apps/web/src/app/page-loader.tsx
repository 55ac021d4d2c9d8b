import { Spinner } from '../components/ui/spinner.tsx';

/** Shown while the first page's code loads. */
export function PageLoader() {
  return (
    <div style={{ display: 'grid', placeItems: 'center', minHeight: '60vh' }}>
      <Spinner size={40} />
    </div>
  );
}
