import { Link, useSearchParams } from 'react-router-dom';
import { FormAlert } from '../../../components/ui/form-alert.tsx';
import { useT } from '../../../lib/i18n/index.ts';
import { AuthCard } from './auth-card.tsx';
import { ResetPasswordForm } from './reset-password-form.tsx';
import { AUTH_PATHS } from '../utils/auth-paths.ts';

/** /reset-password?token=&email= (the link of the reset e-mail). */
export function ResetPasswordPage() {
  const t = useT();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const email = params.get('email') ?? '';

  return (
    <AuthCard
      title={t('auth.reset.title')}
      footer={
        <Link to={AUTH_PATHS.signIn} className="auth-link">
          {t('auth.forgot.backToSignIn')}
        </Link>
      }
    >
      {token && email ? (
        <ResetPasswordForm token={token} email={email} />
      ) : (
        <FormAlert tone="error">
          <span>{t('auth.reset.invalidLink')}</span>
          <Link to={AUTH_PATHS.forgotPassword} className="auth-link">
            {t('auth.reset.requestNew')}
          </Link>
        </FormAlert>
      )}
    </AuthCard>
  );
}
