import { useT } from '../../lib/i18n/index.ts';
import './spinner.css';

export interface SpinnerProps {
  size?: number;
}

export function Spinner({ size = 32 }: SpinnerProps) {
  const t = useT();
  return (
    <span className="spinner" role="status" style={{ width: size, height: size }}>
      <span className="visually-hidden">{t('common.loading')}</span>
    </span>
  );
}
