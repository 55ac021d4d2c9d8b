import type { UpdateProfileInput, UserProfile } from '@skins/shared';
import { useState } from 'react';
import { serverFormErrors } from '../../../lib/form-errors.ts';
import { useT } from '../../../lib/i18n/index.ts';
import { toast } from '../../../lib/toast-store.ts';
import { useForm } from '../../../lib/use-form.ts';
import type { FormValues, Validate } from '../../../lib/use-form.ts';
import { useUpdateProfile } from '../api/update-profile.ts';

export interface ProfileFormOptions<V extends FormValues> {
  profile: UserProfile;
  valuesOf: (profile: UserProfile) => V;
  validate: Validate<V>;
  /** The PUT body: only this form's fields (the api leaves the others as they are). */
  bodyOf: (values: V) => UpdateProfileInput;
  /** The api's field names mapped onto the form's (a bad trade URL comes back as `steam_trade_link`). */
  serverFields: Partial<Record<string, Extract<keyof V, string>>>;
}

/** A form of the Personal tab: saves its fields, toasts 'Profile updated successfully', shows server errors per field. */
export function useProfileForm<V extends FormValues>({ profile, valuesOf, validate, bodyOf, serverFields }: ProfileFormOptions<V>) {
  const t = useT();
  const form = useForm(() => valuesOf(profile), validate);
  const [failure, setFailure] = useState<string | null>(null);
  const mutation = useUpdateProfile();

  const onSubmit = form.submit((values) => {
    setFailure(null);
    mutation.mutate(bodyOf(values), {
      onSuccess: (updated) => {
        form.reset(valuesOf(updated));
        toast.success(t('toast.profileUpdated'));
      },
      onError: (error) => {
        const { fields, message } = serverFormErrors(error, serverFields, t('errors.updateProfile'));
        form.setServerErrors(fields);
        setFailure(message);
      },
    });
  });

  return { form, onSubmit, failure, busy: mutation.isPending };
}
