import { CheckboxField } from '../../../components/ui/checkbox-field.tsx';
import { RichText } from '../../../components/ui/rich-text.tsx';
import { useT } from '../../../lib/i18n/index.ts';
import { usePolicyHref } from '../../static-pages/index.ts';

export interface TermsAgreementProps {
  checked: boolean;
  onChange: (checked: boolean) => void;
  /** 'Please agree to the terms and conditions to proceed' after Proceed without the box ticked. */
  error?: string;
}

/** 'By proceeding you agree to our terms and privacy policy', each a link to its page (new tab: the cart stays). */
export function TermsAgreement({ checked, onChange, error }: TermsAgreementProps) {
  const t = useT();
  const termsHref = usePolicyHref('terms');
  const privacyHref = usePolicyHref('privacy');
  const link = (href: string, text: string) => (
    <a href={href} target="_blank" rel="noopener noreferrer">
      {text}
    </a>
  );
  return (
    <CheckboxField
      name="accept-terms"
      checked={checked}
      onChange={onChange}
      error={error}
      label={<RichText text={t('cart.termsAgreement')} slots={{ terms: link(termsHref, t('cart.termsLink')), privacy: link(privacyHref, t('cart.privacyLink')) }} />}
    />
  );
}
