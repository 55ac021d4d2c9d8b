import type { UserProfile } from '@skins/shared';
import { useState } from 'react';
import { LogoutIcon } from '../../../components/icons/logout-icon.tsx';
import { UserIcon } from '../../../components/icons/user-icon.tsx';
import { useLocale, useT } from '../../../lib/i18n/index.ts';
import { CurrencySelector } from '../../currencies/index.ts';
import { memberSinceDate } from '../utils/member-since.ts';

export interface AccountHeaderProps {
  profile: UserProfile;
  onLogout: () => void;
  loggingOut: boolean;
}

/**
 * Avatar (a placeholder when there is none), full name, e-mail, 'Member since', the currency and Log out. The
 * shell offers the currency to signed-out visitors only (spec §2); a signed-in buyer changes it here, and the
 * profile and the cart follow (spec §4: every query key holds the currency).
 */
export function AccountHeader({ profile, onLogout, loggingOut }: AccountHeaderProps) {
  const t = useT();
  const fullName = `${profile.name} ${profile.surname}`.trim();
  const avatar = profile.avatarUrl ?? profile.avatar;
  const [avatarFailed, setAvatarFailed] = useState(false);
  const memberSince = memberSinceDate(profile.created_at, useLocale());

  return (
    <header className="account-header">
      <div className="account-header__avatar">
        {avatar && !avatarFailed ? (
          <img src={avatar} alt={t('account.avatarAlt', { name: fullName })} width={72} height={72} onError={() => setAvatarFailed(true)} />
        ) : (
          <UserIcon size={34} />
        )}
      </div>
      <div className="account-header__identity">
        <h1 className="account-header__name">{fullName || t('account.title')}</h1>
        <p className="account-header__email">{profile.email ?? t('account.noEmail')}</p>
        {memberSince ? <p className="account-header__since">{t('account.memberSince', { date: memberSince })}</p> : null}
      </div>
      <div className="account-header__actions">
        <CurrencySelector className="account-header__currency" />
        <button type="button" className="button button--ghost account-header__logout" onClick={onLogout} disabled={loggingOut}>
          <LogoutIcon size={18} />
          {t('account.logout')}
        </button>
      </div>
    </header>
  );
}
