import { Link, useLocation, useSearchParams } from 'react-router-dom';
import { AlertIcon } from '../../../components/icons/alert-icon.tsx';
import { CheckIcon } from '../../../components/icons/check-icon.tsx';
import { InfoIcon } from '../../../components/icons/info-icon.tsx';
import { useT } from '../../../lib/i18n/index.ts';
import { useProfile } from '../api/get-profile.ts';
import { useAuth } from '../store/auth-store.ts';
import { safeRedirect } from '../utils/safe-redirect.ts';
import { verificationEmailOf } from '../utils/verification-location.ts';
import { verificationView } from '../utils/verification-view.ts';
import { AuthCard } from './auth-card.tsx';
import { ResendVerification } from './resend-verification.tsx';
import { AUTH_PATHS, withRedirect } from '../utils/auth-paths.ts';

const MARKS = { success: CheckIcon, error: AlertIcon, info: InfoIcon } as const;

/**
 * /email-verification: where the verification link lands (?status=success|already-verified|invalid), and
 * where sign-in, sign-up and a 403 for an unverified e-mail send the user (verification required).
 */
export function EmailVerificationPage() {
  const t = useT();
  const [params] = useSearchParams();
  const location = useLocation();
  const auth = useAuth();
  const { data: profile } = useProfile();
  const redirect = safeRedirect(params.get('redirect'));
  const email = verificationEmailOf(location.state) ?? profile?.email ?? null;
  const view = verificationView(params.get('status'), auth);
  const Mark = MARKS[view.tone];
  const next = auth.isAuthenticated ? (redirect ?? '/') : withRedirect(AUTH_PATHS.signIn, redirect);

  return (
    <AuthCard title={t('auth.verify.title')}>
      <div className="auth-status">
        <span className={`auth-status__mark auth-status__mark--${view.tone}`} aria-hidden="true">
          <Mark size={32} />
        </span>
        <h2 className="auth-status__title">{t(view.title)}</h2>
        <p className="auth-status__text">{view.state === 'required' && email ? t('auth.verify.requiredText', { email }) : t(view.text)}</p>
        {view.resend ? null : (
          <div className="auth-status__actions">
            <Link to={next} className="button button--primary">
              {auth.isAuthenticated ? t('auth.verify.continue') : t('auth.signUp.signInLink')}
            </Link>
          </div>
        )}
      </div>
      {view.resend ? <ResendVerification email={email} /> : null}
    </AuthCard>
  );
}
