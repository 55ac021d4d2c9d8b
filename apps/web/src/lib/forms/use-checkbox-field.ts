import { useController } from 'react-hook-form';
import type { Control, FieldPath, FieldValues } from 'react-hook-form';

/** The props of a `CheckboxField` bound to one boolean field of a react-hook-form form; ticking it also checks it. */
export function useCheckboxField<V extends FieldValues>(control: Control<V, unknown, FieldValues>, name: FieldPath<V>) {
  const { field, fieldState } = useController({ control, name });
  return {
    name: field.name,
    checked: field.value === true,
    onChange: (checked: boolean) => {
      field.onChange(checked);
      field.onBlur();
    },
    onBlur: field.onBlur,
    ref: field.ref,
    error: fieldState.error?.message,
  };
}
