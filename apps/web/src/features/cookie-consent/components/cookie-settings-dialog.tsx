import { useState } from 'react';
import { ModalDialog } from '../../../components/ui/modal-dialog.tsx';
import { ToggleSwitch } from '../../../components/ui/toggle-switch.tsx';
import { useT } from '../../../lib/i18n/index.ts';
import type { MessageKey } from '../../../lib/i18n/index.ts';
import { OPTIONAL_COOKIES, readCookieSettings } from '../utils/cookie-consent.ts';
import type { CookieSettings, OptionalCookie } from '../utils/cookie-consent.ts';

export interface CookieSettingsDialogProps {
  onSave: (settings: Omit<CookieSettings, 'essential'>) => void;
  onClose: () => void;
}

const TEXTS: Record<OptionalCookie, { label: MessageKey; description: MessageKey }> = {
  advertising: { label: 'cookie.advertising', description: 'cookie.advertisingText' },
  customization: { label: 'cookie.customization', description: 'cookie.customizationText' },
  functionality: { label: 'cookie.functionality', description: 'cookie.functionalityText' },
};

/** Manage cookies: one switch per optional kind; essential cookies are shown on and cannot be switched off. */
export function CookieSettingsDialog({ onSave, onClose }: CookieSettingsDialogProps) {
  const t = useT();
  const [settings, setSettings] = useState(() => {
    const { advertising, customization, functionality } = readCookieSettings();
    return { advertising, customization, functionality };
  });

  return (
    <ModalDialog id="cookie-settings" title={t('cookie.panelTitle')} onClose={onClose}>
      <p className="cookie-dialog__text">{t('cookie.panelText')}</p>
      <div className="cookie-dialog__switches">
        <ToggleSwitch label={t('cookie.essential')} description={`${t('cookie.essentialText')} ${t('cookie.alwaysOn')}.`} checked disabled />
        {OPTIONAL_COOKIES.map((kind) => (
          <ToggleSwitch
            key={kind}
            label={t(TEXTS[kind].label)}
            description={t(TEXTS[kind].description)}
            checked={settings[kind]}
            onChange={(checked) => setSettings({ ...settings, [kind]: checked })}
          />
        ))}
      </div>
      <div className="cookie-dialog__actions">
        <button type="button" className="button button--ghost" onClick={onClose}>
          {t('common.cancel')}
        </button>
        <button type="button" className="button button--primary" onClick={() => onSave(settings)}>
          {t('cookie.save')}
        </button>
      </div>
    </ModalDialog>
  );
}
