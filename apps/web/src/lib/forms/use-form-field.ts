import { useController } from 'react-hook-form';
import type { Control, FieldPath, FieldValues } from 'react-hook-form';

/**
 * The props a controlled field of `components/ui` takes (value, onChange, onBlur, error, ref for the focus
 * on an invalid submit), bound to one field of a react-hook-form form. Values are the text typed.
 */
export function useFormField<V extends FieldValues>(control: Control<V, unknown, FieldValues>, name: FieldPath<V>) {
  const { field, fieldState } = useController({ control, name });
  return {
    name: field.name,
    value: typeof field.value === 'string' ? field.value : field.value == null ? '' : String(field.value),
    onChange: (value: string) => field.onChange(value),
    onBlur: field.onBlur,
    ref: field.ref,
    error: fieldState.error?.message,
  };
}
