import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { CheckboxField } from '../../../components/ui/checkbox-field.tsx';
import { isApiError } from '../../../lib/api-error.ts';
import { useT } from '../../../lib/i18n/index.ts';
import { toast } from '../../../lib/toast-store.ts';
import { usePolicyHref } from '../../static-pages/index.ts';
import { useUpdateUserType } from '../api/update-user-type.ts';
import { FormCard } from './form-card.tsx';

/**
 * A buyer becomes a seller from the account page (spec §6: "later via the user-type update"), agreeing to the
 * seller terms first; the Sell Orders tab opens once the profile says seller.
 */
export function BecomeSellerCard() {
  const t = useT();
  const navigate = useNavigate();
  const sellerTerms = usePolicyHref('seller');
  const [accepted, setAccepted] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const mutation = useUpdateUserType();

  const submit = () => {
    if (!accepted) {
      setFailure(t('auth.accountType.acceptPolicy'));
      return;
    }
    setFailure(null);
    mutation.mutate('seller', {
      onSuccess: () => {
        toast.success(t('account.becomeSeller.done'));
        void navigate('/account?tab=sell-orders');
      },
      onError: (error) => setFailure(isApiError(error) && error.message ? error.message : t('errors.updateUserType')),
    });
  };

  return (
    <FormCard
      title={t('account.becomeSeller.title')}
      description={t('account.becomeSeller.text')}
      busy={mutation.isPending}
      failure={failure}
      submitLabel={t('account.becomeSeller.submit')}
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <CheckboxField
        name="accept-seller-terms"
        checked={accepted}
        onChange={setAccepted}
        label={
          <>
            {t('account.becomeSeller.accept')}{' '}
            <a href={sellerTerms} target="_blank" rel="noopener noreferrer">
              {t('auth.accountType.sellerPolicy')}
            </a>
          </>
        }
      />
    </FormCard>
  );
}
