import { Link, useSearchParams } from 'react-router-dom';
import { SteamSignInLink } from '../../../components/layout/steam-sign-in-link.tsx';
import { useT } from '../../../lib/i18n/index.ts';
import { safeRedirect } from '../utils/safe-redirect.ts';
import { AuthCard } from './auth-card.tsx';
import { SignInForm } from './sign-in-form.tsx';
import { AUTH_PATHS, withRedirect } from '../utils/auth-paths.ts';

/** /sign-in: Steam or e-mail and password. */
export function SignInPage() {
  const t = useT();
  const [params] = useSearchParams();
  const redirect = safeRedirect(params.get('redirect'));
  const signUp = withRedirect(AUTH_PATHS.signUp, redirect);

  return (
    <AuthCard
      title={t('auth.signIn.title')}
      subtitle={t('auth.signIn.subtitle')}
      footer={
        <>
          <span>{t('auth.signIn.noAccount')}</span>
          <Link to={signUp} className="auth-link">
            {t('auth.signIn.signUpLink')}
          </Link>
        </>
      }
    >
      <SteamSignInLink label={t('auth.signIn.withSteam')} />
      <p className="auth-divider">{t('auth.or')}</p>
      <SignInForm redirect={redirect} />
    </AuthCard>
  );
}
