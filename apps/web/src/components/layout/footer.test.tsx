import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { servedMessages } from '../../../test/served-messages.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { Footer } from './footer.tsx';

describe('Footer', () => {
  // A phone broke the line after "3-": a non-breaking hyphen and space keep the scheme's name whole.
  it.each(['en', 'ru', 'de'])("keeps '3-D Secure' in one piece in the payments line (%s)", (code) => {
    const messages = code === 'en' ? {} : servedMessages(code);
    renderWithProviders(<Footer />, { messages, locale: code });
    const line = screen.getByRole('region', { name: messages['footer.paymentMethods'] ?? 'Payment methods' }).querySelector('p');
    expect(line?.textContent).toContain('3\u2011D\u00a0Secure');
    expect(line?.textContent).not.toMatch(/3-D|D Secure/);
  });


  it('shows the payment logos and the copyright', () => {
    renderWithProviders(<Footer />);
    for (const name of ['Visa', 'Mastercard', '3-D Secure']) expect(screen.getByRole('img', { name })).toBeTruthy();
    expect(screen.getByText(`© ${new Date().getFullYear()} Skinshop. All rights reserved.`)).toBeTruthy();
  });

  it('links the support address and keeps the requisites as written', () => {
    renderWithProviders(<Footer supportEmail="help@skins.test" requisites={'Skinshop Ltd\nReg. no. 123'} />);
    const link = screen.getByRole('link', { name: 'help@skins.test' });
    expect(link.getAttribute('href')).toBe('mailto:help@skins.test');
    expect(link.parentElement?.textContent).toBe('Need help? Write to us at help@skins.test');
    expect(screen.getByText(/Reg\. no\. 123/).textContent).toBe('Skinshop Ltd\nReg. no. 123');
  });

  it('leaves out the support block when there is nothing to show', () => {
    renderWithProviders(<Footer supportEmail="  " requisites="" />);
    expect(screen.queryByRole('heading', { name: 'Support' })).toBeNull();
    expect(screen.queryByText(/Need help/)).toBeNull();
  });
});
