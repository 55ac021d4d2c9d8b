import { paymentFormSchema } from '@skins/shared';
import type { UserProfile } from '@skins/shared';
import { TextField } from '../../../components/ui/text-field.tsx';
import { useFormField } from '../../../lib/forms/use-form-field.ts';
import { useT } from '../../../lib/i18n/index.ts';
import { orNull, PAYMENT_SERVER_FIELDS, paymentValues } from '../utils/profile-forms.ts';
import { FormCard } from './form-card.tsx';
import { useProfileForm } from './use-profile-form.ts';

/** IBAN and BIC/SWIFT: where sellers are paid (spec §5: payout needs both). */
export function PaymentInfoForm({ profile }: { profile: UserProfile }) {
  const t = useT();
  const { form, onSubmit, failure, busy } = useProfileForm({
    profile,
    schema: paymentFormSchema,
    valuesOf: paymentValues,
    bodyOf: (values) => ({ iban: orNull(values.iban), bic_swift: orNull(values.bic_swift) }),
    serverFields: PAYMENT_SERVER_FIELDS,
  });
  const iban = useFormField(form.control, 'iban');
  const bic = useFormField(form.control, 'bic_swift');

  return (
    <FormCard
      title={t('account.paymentInfo.title')}
      description={t('account.paymentInfo.description')}
      onSubmit={onSubmit}
      busy={busy}
      failure={failure}
      submitLabel={t('account.paymentInfo.save')}
    >
      <TextField label={t('account.paymentInfo.iban')} placeholder={t('account.paymentInfo.ibanPlaceholder')} autoComplete="off" maxLength={42} {...iban} />
      <TextField label={t('account.paymentInfo.bic')} placeholder={t('account.paymentInfo.bicPlaceholder')} autoComplete="off" maxLength={14} {...bic} />
    </FormCard>
  );
}
