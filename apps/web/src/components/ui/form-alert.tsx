import type { ReactNode } from 'react';
import { AlertIcon } from '../icons/alert-icon.tsx';
import { CheckIcon } from '../icons/check-icon.tsx';
import { InfoIcon } from '../icons/info-icon.tsx';
import './form-field.css';

export interface FormAlertProps {
  tone: 'error' | 'success' | 'info';
  children: ReactNode;
}

/** A message above or inside a form: a failed submit, a sent link, a notice. */
export function FormAlert({ tone, children }: FormAlertProps) {
  const Icon = tone === 'error' ? AlertIcon : tone === 'success' ? CheckIcon : InfoIcon;
  return (
    <div className={`form-alert form-alert--${tone}`} role={tone === 'error' ? 'alert' : 'status'}>
      <Icon size={18} className="form-alert__icon" />
      <div className="form-alert__text">{children}</div>
    </div>
  );
}
