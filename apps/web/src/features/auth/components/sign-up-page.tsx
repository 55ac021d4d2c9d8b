import { Link, useSearchParams } from 'react-router-dom';
import { SteamSignInLink } from '../../../components/layout/steam-sign-in-link.tsx';
import { FormAlert } from '../../../components/ui/form-alert.tsx';
import { useT } from '../../../lib/i18n/index.ts';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useSettings } from '../../settings/index.ts';
import { usePolicyHref } from '../../static-pages/index.ts';
import { safeRedirect } from '../utils/safe-redirect.ts';
import { AuthCard } from './auth-card.tsx';
import { SignUpForm } from './sign-up-form.tsx';
import { AUTH_PATHS, withRedirect } from '../utils/auth-paths.ts';

/** /sign-up; closed while the settings switch registration off (is_reg_enabled). */
export function SignUpPage() {
  const t = useT();
  const [params] = useSearchParams();
  const redirect = safeRedirect(params.get('redirect'));
  const { data: settings } = useSettings();
  const termsHref = usePolicyHref('terms');
  const privacyHref = usePolicyHref('privacy');
  const signIn = withRedirect(AUTH_PATHS.signIn, redirect);

  return (
    <AuthCard
      title={t('auth.signUp.title')}
      subtitle={t('auth.signUp.subtitle')}
      wide
      footer={
        <>
          <span>{t('auth.signUp.haveAccount')}</span>
          <Link to={signIn} className="auth-link">
            {t('auth.signUp.signInLink')}
          </Link>
        </>
      }
    >
      <SteamSignInLink label={t('auth.signUp.withSteam')} />
      <p className="auth-divider">{t('auth.or')}</p>
      {/* The page draws before the startup's settings arrive: neither the form nor 'closed' until they say. */}
      {settings === undefined ? (
        <Spinner />
      ) : settings.is_reg_enabled ? (
        <SignUpForm termsHref={termsHref} privacyHref={privacyHref} redirect={redirect} />
      ) : (
        <FormAlert tone="info">{t('auth.signUp.disabled')}</FormAlert>
      )}
    </AuthCard>
  );
}
