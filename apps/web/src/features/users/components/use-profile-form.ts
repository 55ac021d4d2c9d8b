import type { UpdateProfileInput, UserProfile } from '@skins/shared';
import { useState } from 'react';
import type { FormEvent } from 'react';
import type { DefaultValues, FieldPath, FieldValues } from 'react-hook-form';
import type { z } from 'zod';
import { hasErrorCode } from '../../../lib/api-error.ts';
import { applyServerErrors } from '../../../lib/forms/server-errors.ts';
import { useSchemaForm } from '../../../lib/forms/use-schema-form.ts';
import { useT } from '../../../lib/i18n/index.ts';
import { toast } from '../../../lib/toast-store.ts';
import { useUpdateProfile } from '../api/update-profile.ts';

export interface ProfileFormOptions<S extends z.ZodType<FieldValues, FieldValues>> {
  profile: UserProfile;
  /** The form's part of the profile contract (packages/shared): it checks the fields. */
  schema: S;
  valuesOf: (profile: UserProfile) => DefaultValues<z.input<S>>;
  /** The PUT body: only this form's fields (the api leaves the others as they are). */
  bodyOf: (values: z.output<S>) => UpdateProfileInput;
  /** The api's field names mapped onto the form's (a bad trade URL may come back as `trade_url`). */
  serverFields: Partial<Record<string, FieldPath<z.input<S>>>>;
}

/** A form of the Personal tab: saves its fields, toasts 'Profile updated successfully', shows server errors per field. */
export function useProfileForm<S extends z.ZodType<FieldValues, FieldValues>>({ profile, schema, valuesOf, bodyOf, serverFields }: ProfileFormOptions<S>) {
  const t = useT();
  const form = useSchemaForm(schema, valuesOf(profile));
  const [failure, setFailure] = useState<string | null>(null);
  // A Steam-only account proves it is its owner by signing in with Steam again: the form offers that sign-in.
  const [signInAgain, setSignInAgain] = useState(false);
  const mutation = useUpdateProfile();

  const submit = form.handleSubmit((values) => {
    setFailure(null);
    setSignInAgain(false);
    mutation.mutate(bodyOf(values), {
      onSuccess: (updated) => {
        form.reset(valuesOf(updated));
        toast.success(t('toast.profileUpdated'));
      },
      onError: (error) => {
        setSignInAgain(hasErrorCode(error, 'FRESH_SIGN_IN_REQUIRED'));
        setFailure(applyServerErrors(form.setError, error, serverFields, t('errors.updateProfile')).message);
      },
    });
  });
  const onSubmit = (event: FormEvent<HTMLFormElement>) => void submit(event);

  return { form, onSubmit, failure, signInAgain, busy: mutation.isPending };
}
