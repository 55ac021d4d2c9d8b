import { useState } from 'react';
import { useT } from '../../lib/i18n/index.ts';
import { EyeIcon } from '../icons/eye-icon.tsx';
import { TextField } from './text-field.tsx';
import type { TextFieldProps } from './text-field.tsx';

export type PasswordFieldProps = Omit<TextFieldProps, 'type' | 'trailing' | 'inputMode'> & {
  autoComplete: 'current-password' | 'new-password';
};

/** A password input with a show/hide toggle. */
export function PasswordField(props: PasswordFieldProps) {
  const t = useT();
  const [visible, setVisible] = useState(false);
  return (
    <TextField
      {...props}
      type={visible ? 'text' : 'password'}
      trailing={
        <button
          type="button"
          className="form-field__toggle"
          aria-label={visible ? t('auth.hidePassword') : t('auth.showPassword')}
          aria-pressed={visible}
          onClick={() => setVisible(!visible)}
        >
          <EyeIcon size={18} crossed={visible} />
        </button>
      }
    />
  );
}
