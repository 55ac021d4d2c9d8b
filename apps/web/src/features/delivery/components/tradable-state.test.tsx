import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { servedMessages } from '../../../../test/served-messages.ts';
import { I18nProvider } from '../../../lib/i18n/index.ts';
import { TradableState } from './tradable-state.tsx';

const LOCKED_UNTIL = '2099-12-13T07:00:00.000Z';

function shown(code: string, tradableAfter: string | null, detailed = false): string {
  const { unmount } = render(
    <I18nProvider messages={code === 'en' ? {} : servedMessages(code)} locale={code}>
      <TradableState tradableAfter={tradableAfter} detailed={detailed} />
    </I18nProvider>,
  );
  const text = screen.getByTestId('tradable-state').textContent ?? '';
  unmount();
  return text;
}

describe('TradableState', () => {
  it('says ready or the tradable-from date in the language and date form of the chosen language', () => {
    expect(shown('en', null)).toBe('Ready to send');
    expect(shown('en', LOCKED_UNTIL)).toBe('Tradable from Dec 13, 2099');
    expect(shown('ru', null)).toBe('Готов к отправке');
    expect(shown('ru', LOCKED_UNTIL)).toBe('Обмен возможен с 13 дек. 2099 г.');
    expect(shown('de', null)).toBe('Versandbereit');
    expect(shown('de', LOCKED_UNTIL)).toBe('Handelbar ab 13. Dez. 2099');
  });

  it('words the product page note in that language too, with no English left in it', () => {
    const ru = shown('ru', LOCKED_UNTIL, true);
    const de = shown('de', LOCKED_UNTIL, true);
    expect(ru).toContain('только с 13 дек. 2099 г.');
    expect(de).toContain('erst ab 13. Dez. 2099');
    for (const text of [ru, de]) expect(text).not.toMatch(/\b(Dec|Tradable|Ready|send|Steam lets)\b/);
  });

  it('calls a date already past ready', () => {
    expect(shown('de', '2020-01-01T00:00:00.000Z')).toBe('Versandbereit');
  });
});
