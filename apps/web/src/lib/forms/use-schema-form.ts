import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { DefaultValues, FieldValues } from 'react-hook-form';
import type { z } from 'zod';

/**
 * A react-hook-form form over a request schema of `packages/shared`: the one schema the api validates the
 * body with also checks the form, with the §5 texts of the visitor's language (`setIssueTranslator`).
 * A field is checked once it has been left, then on every change; submitting checks every field and
 * focuses the first invalid one.
 */
export function useSchemaForm<S extends z.ZodType<FieldValues, FieldValues>>(schema: S, defaultValues: DefaultValues<z.input<S>>) {
  return useForm<z.input<S>, unknown, z.output<S>>({ mode: 'onTouched', resolver: zodResolver(schema), defaultValues });
}
