import type { BrowserContext } from '@playwright/test';

/**
 * The banner answered with Ok (every kind allowed), as the app stores it: the consent flag and the choices
 * together. The flag alone would mean "answered, everything optional refused", so currency and language
 * would apply for the visit only.
 */
export async function acceptAllCookies(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    window.localStorage.setItem('cookie_consent', 'true');
    window.localStorage.setItem('cookie_settings', JSON.stringify({ essential: true, advertising: true, customization: true, functionality: true }));
  });
}
