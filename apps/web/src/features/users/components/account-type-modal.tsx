import type { UserType } from '@skins/shared';
import { useState } from 'react';
import { CheckboxField } from '../../../components/ui/checkbox-field.tsx';
import { FormAlert } from '../../../components/ui/form-alert.tsx';
import { ModalDialog } from '../../../components/ui/modal-dialog.tsx';
import { RichText } from '../../../components/ui/rich-text.tsx';
import { isApiError } from '../../../lib/api-error.ts';
import { useT } from '../../../lib/i18n/index.ts';
import type { MessageKey } from '../../../lib/i18n/index.ts';
import { AccountTypeField } from '../../auth/index.ts';
import { usePolicyHref } from '../../static-pages/index.ts';
import { useUpdateUserType } from '../api/update-user-type.ts';
import './account-type-modal.css';

export interface AccountTypeModalProps {
  /** On static pages the modal may be closed, so the policy can be read (spec §4). */
  dismissible: boolean;
  onDismiss: () => void;
}

const POLICY_LABEL: Record<UserType, MessageKey> = { buyer: 'auth.accountType.buyerPolicy', seller: 'auth.accountType.sellerPolicy' };

/**
 * Spec §4 Account-type modal: buyer (default) or seller, each agreeing to its own policy. Continue stays
 * disabled until the policy box is ticked (pressing it says why); on continue the type is saved and the
 * profile fetched again, which closes the modal.
 */
export function AccountTypeModal({ dismissible, onDismiss }: AccountTypeModalProps) {
  const t = useT();
  const [userType, setUserType] = useState<UserType>('buyer');
  const [accepted, setAccepted] = useState(false);
  const [notice, setNotice] = useState<MessageKey | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const mutation = useUpdateUserType();
  const policyHrefs: Record<UserType, string> = { buyer: usePolicyHref('buyer'), seller: usePolicyHref('seller') };

  const choose = (next: UserType) => {
    setUserType(next);
    // The box agreed to the other type's policy.
    setAccepted(false);
    setNotice(null);
  };

  const submit = () => {
    if (!accepted) {
      setNotice('auth.accountType.acceptPolicy');
      return;
    }
    setFailure(null);
    mutation.mutate(userType, {
      onError: (error) => {
        console.error('Failed to update user type', error);
        setFailure(isApiError(error) && error.message ? error.message : t('errors.updateUserType'));
      },
    });
  };

  const policyLink = (
    <a
      href={policyHrefs[userType]}
      target="_blank"
      rel="noopener noreferrer"
      onClick={(event) => {
        // Spec §4: before the choice is made the policy does not open, it says what comes first. On a static
        // page (where the modal may be closed to read it) the link opens as usual.
        if (!dismissible) event.preventDefault();
        setNotice('auth.accountType.completeFirst');
      }}
    >
      {t(POLICY_LABEL[userType])}
    </a>
  );

  return (
    <ModalDialog id="account-type" title={t('auth.accountType.title')} onClose={onDismiss} dismissible={dismissible} className="account-type-modal">
      <p className="account-type-modal__text">{t('auth.accountType.text')}</p>
      <AccountTypeField name="account-type" legend={t('auth.signUp.accountType')} value={userType} onChange={choose} />
      <CheckboxField
        name="accept-policy"
        checked={accepted}
        onChange={(checked) => {
          setAccepted(checked);
          if (checked) setNotice(null);
        }}
        label={<RichText text={t('auth.accountType.policy')} slots={{ policy: policyLink }} />}
      />
      {notice ? <FormAlert tone={notice === 'auth.accountType.acceptPolicy' ? 'error' : 'info'}>{t(notice)}</FormAlert> : null}
      {failure ? <FormAlert tone="error">{failure}</FormAlert> : null}
      <div className="account-type-modal__actions">
        {dismissible ? (
          <button type="button" className="button button--ghost" onClick={onDismiss}>
            {t('common.close')}
          </button>
        ) : null}
        <button
          type="button"
          className="button button--primary"
          aria-disabled={!accepted || mutation.isPending}
          data-disabled={!accepted || mutation.isPending || undefined}
          onClick={mutation.isPending ? undefined : submit}
        >
          {mutation.isPending ? t('common.processing') : t('auth.accountType.continue')}
        </button>
      </div>
    </ModalDialog>
  );
}
