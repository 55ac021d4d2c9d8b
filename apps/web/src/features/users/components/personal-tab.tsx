import type { UserProfile } from '@skins/shared';
import { Link } from 'react-router-dom';
import { FormAlert } from '../../../components/ui/form-alert.tsx';
import { useT } from '../../../lib/i18n/index.ts';
import { BecomeSellerCard } from './become-seller-card.tsx';
import { BillingAddressForm } from './billing-address-form.tsx';
import { ChangePasswordForm } from './change-password-form.tsx';
import { PaymentInfoForm } from './payment-info-form.tsx';
import { PersonalInfoForm } from './personal-info-form.tsx';
import { TradeUrlForm } from './trade-url-form.tsx';

/** Spec §2 Personal tab: personal information, billing address, password, payment information, trade URL. */
export function PersonalTab({ profile }: { profile: UserProfile }) {
  const t = useT();
  return (
    <div className="personal-tab">
      {profile.email && !profile.email_verified ? (
        <FormAlert tone="info">
          <span>{t('auth.verify.notVerified')}</span>
          <Link to="/email-verification?redirect=%2Faccount" className="account-card__link">
            {t('auth.verify.resend')}
          </Link>
        </FormAlert>
      ) : null}
      <div className="personal-tab__grid">
        <PersonalInfoForm profile={profile} />
        <BillingAddressForm profile={profile} />
        <ChangePasswordForm profile={profile} />
        <div className="personal-tab__stack">
          {/* The bank account is where sell-order payouts go: only sellers are paid. */}
          {profile.user_type === 'seller' ? <PaymentInfoForm profile={profile} /> : null}
          <TradeUrlForm profile={profile} />
          {profile.user_type === 'buyer' ? <BecomeSellerCard /> : null}
        </div>
      </div>
    </div>
  );
}
