import type { UserProfile } from '@skins/shared';
import { TextField } from '../../../components/ui/text-field.tsx';
import { fieldErrorText } from '../../../lib/form-errors.ts';
import { useT } from '../../../lib/i18n/index.ts';
import { orNull, PAYMENT_SERVER_FIELDS, paymentValues, validatePayment } from '../utils/profile-forms.ts';
import type { PaymentValues } from '../utils/profile-forms.ts';
import { FormCard } from './form-card.tsx';
import { useProfileForm } from './use-profile-form.ts';

const bodyOf = (values: PaymentValues) => ({ iban: orNull(values.iban), bic_swift: orNull(values.bic) });

/** IBAN and BIC/SWIFT: where sellers are paid (spec §5: payout needs both). */
export function PaymentInfoForm({ profile }: { profile: UserProfile }) {
  const t = useT();
  const { form, onSubmit, failure, busy } = useProfileForm({ profile, valuesOf: paymentValues, validate: validatePayment, bodyOf, serverFields: PAYMENT_SERVER_FIELDS });
  const field = (name: keyof PaymentValues & string) => ({
    name,
    value: form.values[name],
    onChange: (value: string) => form.setValue(name, value),
    onBlur: () => form.blur(name),
    error: fieldErrorText(t, form.errorOf(name)),
  });

  return (
    <FormCard
      title={t('account.paymentInfo.title')}
      description={t('account.paymentInfo.description')}
      onSubmit={onSubmit}
      busy={busy}
      failure={failure}
      submitLabel={t('account.paymentInfo.save')}
    >
      <TextField label={t('account.paymentInfo.iban')} placeholder={t('account.paymentInfo.ibanPlaceholder')} autoComplete="off" maxLength={42} {...field('iban')} />
      <TextField label={t('account.paymentInfo.bic')} placeholder={t('account.paymentInfo.bicPlaceholder')} autoComplete="off" maxLength={14} {...field('bic')} />
    </FormCard>
  );
}
