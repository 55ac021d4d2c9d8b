import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { DefaultValues, FieldValues, Mode, Resolver } from 'react-hook-form';
import type { z } from 'zod';

/**
 * A react-hook-form form over a request schema of `packages/shared`: the one schema the api validates the
 * body with also checks the form, with the §5 texts of the visitor's language (`setIssueTranslator`).
 * A field is checked once it has been left, then on every change; submitting checks every field and
 * focuses the first invalid one. `mode: 'onSubmit'` leaves the checks before a submit to the caller (the
 * accept modal checks a field 300 ms after typing stops).
 */
export function useSchemaForm<S extends z.ZodType<FieldValues, FieldValues>, V extends z.input<S> = z.input<S>>(
  schema: S,
  defaultValues: DefaultValues<V>,
  { mode = 'onTouched' }: { mode?: Extract<Mode, 'onTouched' | 'onSubmit'> } = {},
) {
  // V narrows the schema's input where the form holds text (a select's id as a string, say): every V is an
  // input the schema parses, so its resolver serves a form of V (only the field-name lists differ in type).
  const resolver = zodResolver(schema) as unknown as Resolver<V, unknown, z.output<S>>;
  return useForm<V, unknown, z.output<S>>({ mode, reValidateMode: mode === 'onSubmit' ? 'onSubmit' : 'onChange', resolver, defaultValues });
}
