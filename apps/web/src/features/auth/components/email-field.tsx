import type { EmailInput } from '@skins/shared';
import type { Control, FieldValues } from 'react-hook-form';
import { TextField } from '../../../components/ui/text-field.tsx';
import { useFormField } from '../../../lib/forms/use-form-field.ts';

/** The e-mail field of the forms over `emailBodySchema` (forgot password, resend verification). */
export function EmailField({ control, label }: { control: Control<EmailInput, unknown, FieldValues>; label: string }) {
  const email = useFormField(control, 'email');
  return <TextField label={label} type="email" inputMode="email" autoComplete="email" required {...email} />;
}
